import { type RawListing } from "@rackhunt/plugin-kit";
/**
 * Reads a XenForo 2 thread list (`structItem--thread` rows): prefix label (FS/FT/WTB/Sold),
 * title, thread id from its URL, author, start date, locked state, and the next-page link.
 *
 * @example
 * const { listings, next_url } = parseXenforoThreads(html, "https://forums.example/forums/fs.21/", "USD");
 */
export declare function parseXenforoThreads(html: string, page_url: string, currency: string | null): {
    listings: RawListing[];
    next_url: string | null;
};
