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

const TAGS = new Map<string, RegExp>();
function tagPattern(name: string): RegExp {
  let pattern = TAGS.get(name);
  if (!pattern) {
    pattern = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`);
    TAGS.set(name, pattern);
  }
  return pattern;
}

// Text of the first element named `name`: CDATA kept raw, everything else entity-decoded.
function text(block: string, ...names: string[]): string | null {
  for (const name of names) {
    const m = block.match(tagPattern(name));
    if (!m) continue;
    const inner = m[1].trim();
    const cdata = inner.match(/^<!\[CDATA\[([\s\S]*?)\]\]>$/);
    return cdata ? cdata[1] : decodeEntities(inner.replace(/<[^>]+>/g, (tag) => (tag.startsWith("<![CDATA[") ? tag : ""))).trim();
  }
  return null;
}

function attr(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`));
  return m ? decodeEntities(m[1] ?? m[2] ?? "") : null;
}

function atomLink(block: string): string | null {
  for (const m of block.matchAll(/<link\b([^>]*?)\/?>/g)) {
    const rel = attr(m[1], "rel");
    const href = attr(m[1], "href");
    if (href && (!rel || rel === "alternate")) return href;
  }
  return null;
}

function categories(block: string): string[] {
  const out: string[] = [];
  for (const m of block.matchAll(/<category\b([^>]*?)(?:\/>|>([\s\S]*?)<\/category>)/g)) {
    const value = attr(m[1], "label") ?? attr(m[1], "term") ?? (m[2] ? decodeEntities(m[2].replace(/<!\[CDATA\[|\]\]>/g, "")).trim() : null);
    if (value) out.push(value);
  }
  return out;
}

const CONTENT = ["content:encoded", "content", "description", "summary"];

/**
 * Reads RSS 2.0 and Atom entries by scanning for item/entry blocks: no DOM, and only the
 * fields used are decoded. A feed cut off mid-entry yields the complete entries before it.
 *
 * @example
 * parseFeed(xml).map((entry) => entry.title);
 */
export function parseFeed(xml: string): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const opener = /<(item|entry)[\s>]/g;
  for (let m = opener.exec(xml); m; m = opener.exec(xml)) {
    const close = `</${m[1]}>`;
    const end = xml.indexOf(close, m.index);
    if (end < 0) break;
    const block = xml.slice(m.index, end);
    opener.lastIndex = end + close.length;
    const content = CONTENT.map((name) => block.match(tagPattern(name))?.[1]).find((inner) => inner !== undefined) ?? "";
    const cdata = content.trim().match(/^<!\[CDATA\[([\s\S]*?)\]\]>$/);
    entries.push({
      id: text(block, "guid", "id"),
      title: text(block, "title"),
      link: atomLink(block) ?? text(block, "link"),
      published: isoDate(text(block, "pubDate", "published")),
      updated: isoDate(text(block, "updated", "dc:date")),
      author: text(block, "dc:creator") ?? text(block.match(tagPattern("author"))?.[1] ?? "", "name") ?? text(block, "author"),
      categories: categories(block),
      html: cdata ? cdata[1] : decodeEntities(content).trim(),
    });
  }
  return entries;
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
  const head = first < 0 ? xml : xml.slice(0, first);
  for (const m of head.matchAll(/<(?:atom:)?link\b([^>]*?)\/?>/g)) {
    if (attr(m[1], "rel") === "next") return attr(m[1], "href");
  }
  return null;
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
