import { all, first, scanRecords } from "./scan-records.ts";
import { isoDate } from "./urls.ts";

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

const FIELDS: Record<string, string> = {
  title: "title",
  link: "link",
  guid: "id",
  id: "id",
  pubdate: "published",
  published: "published",
  updated: "updated",
  "dc:date": "updated",
  author: "author",
  "dc:creator": "author",
  description: "html",
  "content:encoded": "html",
  content: "html",
  summary: "html",
  category: "category",
};

/** True when a body looks like an RSS or Atom document. */
export function isFeed(body: string): boolean {
  const head = body.slice(0, 1_000).trimStart();
  return head.startsWith("<?xml") ? /<(rss|feed|rdf:RDF)[\s>]/.test(body.slice(0, 5_000)) : /^<(rss|feed)[\s>]/.test(head);
}

/**
 * Reads RSS 2.0 and Atom entries in one streaming pass. Malformed or cut-off feeds yield the
 * entries that were complete enough to read.
 *
 * @example
 * parseFeed(xml).map((entry) => entry.title);
 */
export function parseFeed(xml: string): FeedEntry[] {
  const links = new Map<object, string>();
  const terms = new Map<object, string[]>();
  const { records } = scanRecords(
    xml,
    {
      isRecord: (name) => name === "item" || name === "entry",
      field: (name) => FIELDS[name.toLowerCase()] ?? null,
      inside(name, attribs, record) {
        if (name === "link" && attribs.href && (!attribs.rel || attribs.rel === "alternate") && !links.has(record)) {
          links.set(record, attribs.href);
        }
        if (name === "category" && attribs.term) terms.set(record, [...(terms.get(record) ?? []), attribs.label ?? attribs.term]);
      },
    },
    { xml: true },
  );
  return records.map((record) => ({
    id: first(record, "id"),
    title: first(record, "title"),
    link: links.get(record) ?? first(record, "link"),
    published: isoDate(first(record, "published")),
    updated: isoDate(first(record, "updated")),
    author: first(record, "author"),
    categories: [...all(record, "category"), ...(terms.get(record) ?? [])],
    html: (record.fields.html ?? []).join("\n").trim(),
  }));
}
