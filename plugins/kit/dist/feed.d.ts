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
export declare function isFeed(body: string): boolean;
/**
 * Reads RSS 2.0 and Atom entries by scanning for item/entry blocks: no DOM, and only the
 * fields used are decoded. A feed cut off mid-entry yields the complete entries before it.
 *
 * @example
 * parseFeed(xml).map((entry) => entry.title);
 */
export declare function parseFeed(xml: string): FeedEntry[];
