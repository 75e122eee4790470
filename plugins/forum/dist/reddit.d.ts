import { type FeedEntry, type RawListing } from "@rackhunt/plugin-kit";
export declare const SOURCE_NAME = "forum";
/** The settings a forum page is read with. */
export interface ForumReadOptions {
    base_url: string;
    currency: string | null;
}
/**
 * Reads a Reddit Listing (`/r/<sub>/new.json`): trade posts only (stickies and meta threads
 * skipped), status from flair, price from the title or body. Returns the `after` cursor.
 *
 * @example
 * const { listings, after } = parseRedditListing(json, { base_url: "https://www.reddit.com", currency: "CAD" });
 */
export declare function parseRedditListing(data: unknown, o: ForumReadOptions): {
    listings: RawListing[];
    after: string | null;
};
/**
 * Reads Reddit's Atom feed (`/r/<sub>/new/.rss`). Atom carries no flair, so status comes
 * from the title alone.
 *
 * @example
 * parseRedditAtom(parseFeed(xml), { base_url: "https://www.reddit.com", currency: "USD" });
 */
export declare function parseRedditAtom(entries: FeedEntry[], o: ForumReadOptions): RawListing[];
