import { DomHandler, DomUtils, ElementType, Parser } from "htmlparser2";
import { MAX_NESTING_DEPTH } from "./scan-records.ts";
import { decodeEntities, isoDate } from "./urls.ts";

/** One RSS item or Atom entry, normalised. */
export interface FeedEntry {
  id: string | null;
  title: string | null;
  link: string | null;
  published: string | null;
  updated: string | null;
  author: string | null;
  categories: string[];
  /** The description or content, still HTML. */
  html: string;
}

/** True when a body looks like an RSS or Atom document. */
export function isFeed(body: string): boolean {
  const head = body.slice(0, 1_000).trimStart();
  return head.startsWith("<?xml") ? /<(rss|feed|rdf:RDF)[\s>]/.test(body.slice(0, 5_000)) : /^<(rss|feed)[\s>]/.test(head);
}

type Root = DomHandler["root"];
type Node = Root["children"][number];
type Element = Extract<Node, { name: string; attribs: Record<string, string> }>;
const isElement = (node: Node): node is Element => ElementType.isTag(node);

/**
 * htmlparser2's DOM, stopped at MAX_NESTING_DEPTH: its open-element stack makes endless
 * nesting cost quadratic time, and a real feed nests a handful of levels.
 */
class BoundedDom extends DomHandler {
  stop = (): void => {};
  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.tagStack.length > MAX_NESTING_DEPTH) this.stop();
    else super.onopentag(name, attribs);
  }
}

// Entities are left encoded by the parser, which knows only XML's five, and decoded here as HTML
// (feeds write titles with `&reg;`); CDATA stays raw.
function parseXml(xml: string): Root {
  const dom = new BoundedDom(undefined, { xmlMode: true, withStartIndices: true, withEndIndices: true });
  const parser = new Parser(dom, { xmlMode: true, decodeEntities: false });
  dom.stop = () => parser.pause();
  parser.end(xml);
  return dom.root;
}

// Text of a node: text decoded, CDATA raw, child tags dropped (their text kept).
function textOf(node: Node): string {
  if (node.type === ElementType.Text) return decodeEntities(node.data);
  if (node.type === ElementType.CDATA) return DomUtils.textContent(node.children);
  return isElement(node) ? node.children.map(textOf).join("") : "";
}

// Markup of a content element: escaped HTML decoded, CDATA raw, inline XHTML kept as written.
function markupOf(node: Node): string {
  if (isElement(node)) return DomUtils.getOuterHTML(node, { xmlMode: true, decodeEntities: false });
  return textOf(node);
}

// One walk over an entry: the first element of each name, and every link and category.
interface EntryParts {
  first: Map<string, Element>;
  links: Element[];
  categories: Element[];
}

function partsOf(nodes: Node[], parts: EntryParts = { first: new Map(), links: [], categories: [] }): EntryParts {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (!parts.first.has(node.name)) parts.first.set(node.name, node);
    if (node.name === "link") parts.links.push(node);
    else if (node.name === "category") parts.categories.push(node);
    partsOf(node.children, parts);
  }
  return parts;
}

function firstOf(parts: EntryParts, names: string[]): Element | null {
  for (const name of names) {
    const found = parts.first.get(name);
    if (found) return found;
  }
  return null;
}

function text(parts: EntryParts, ...names: string[]): string | null {
  const el = firstOf(parts, names);
  return el ? textOf(el).trim() : null;
}

function attr(el: Element, name: string): string | null {
  const value = el.attribs[name];
  return value === undefined ? null : decodeEntities(value);
}

// Atom's alternate link (an href without rel, or rel="alternate"), else RSS's link text.
function link(parts: EntryParts): string | null {
  for (const el of parts.links) {
    const href = attr(el, "href");
    const rel = attr(el, "rel");
    if (href && (!rel || rel === "alternate")) return href;
  }
  return text(parts, "link");
}

function categories(parts: EntryParts): string[] {
  return parts.categories.map((el) => attr(el, "label") ?? attr(el, "term") ?? textOf(el).trim()).filter((value) => value !== "");
}

// The author's name inside the first author element, else that element's text.
function author(parts: EntryParts): string | null {
  const el = parts.first.get("author");
  if (!el) return null;
  const name = DomUtils.findOne((child) => child.name === "name", el.children);
  return (name ? textOf(name) : textOf(el)).trim();
}

const CONTENT = ["content:encoded", "content", "description", "summary"];

// Items and entries in document order, not looking inside one for another.
function entryElements(nodes: Node[], out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === "item" || node.name === "entry") out.push(node);
    else entryElements(node.children, out);
  }
  return out;
}

// The parser closes what is open at the end of the text; an entry cut off there is incomplete.
function isClosed(xml: string, el: Element): boolean {
  return el.endIndex !== null && xml.startsWith(`</${el.name}>`, el.endIndex + 1 - el.name.length - 3);
}

/**
 * Reads RSS 2.0, RSS 1.0 and Atom entries from htmlparser2's XML DOM. A feed cut off mid-entry
 * yields the complete entries before it.
 *
 * @example
 * parseFeed(xml).map((entry) => entry.title);
 */
export function parseFeed(xml: string): FeedEntry[] {
  return entryElements(parseXml(xml).children)
    .filter((entry) => isClosed(xml, entry))
    .map((entry) => {
      const parts = partsOf(entry.children);
      const content = firstOf(parts, CONTENT);
      return {
        id: text(parts, "guid", "id"),
        title: text(parts, "title"),
        link: link(parts),
        published: isoDate(text(parts, "pubDate", "published")),
        updated: isoDate(text(parts, "updated", "dc:date")),
        author: text(parts, "dc:creator") ?? author(parts),
        categories: categories(parts),
        html: content ? content.children.map(markupOf).join("").trim() : "",
      };
    });
}

/**
 * The feed's link to its next (older) page, when it is a paged feed (RFC 5005: `<link rel="next">`
 * in Atom, `<atom:link rel="next">` in RSS, as WordPress-style feeds give), else null. Only the
 * feed's own head is looked at, before its first entry.
 *
 * @example
 * feedNextLink('<rss><channel><atom:link rel="next" href="https://x.test/feed?paged=2"/>'); // "https://x.test/feed?paged=2"
 */
export function feedNextLink(xml: string): string | null {
  const first = xml.search(/<(item|entry)[\s>]/);
  const head = parseXml(first < 0 ? xml : xml.slice(0, first));
  const links = DomUtils.findAll((el) => el.name === "link" || el.name === "atom:link", head.children);
  const next = links.find((el) => attr(el, "rel") === "next");
  return next ? (attr(next, "href") ?? null) : null;
}

/**
 * Entries a deal or post reader leaves out for want of a title, a link or an id: counted so a
 * host can say how many were malformed.
 *
 * @example
 * unreadableEntries(parseFeed(xml)); // 0
 */
export function unreadableEntries(entries: FeedEntry[]): number {
  return entries.filter((e) => !e.title?.trim() || !e.link?.trim() || !(e.id ?? e.link)?.trim()).length;
}
