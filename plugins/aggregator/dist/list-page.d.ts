import { type RawListing } from "@rackhunt/plugin-kit";
/**
 * Reads a deal site's HTML list page (slickdeals-style `dealCard` tiles): title, price and
 * original price, store, extra info (shipping), thread id, time, and the next page.
 *
 * @example
 * const { listings, next_url } = parseDealList(html, "https://slickdeals.net/deals/", "USD");
 */
export declare function parseDealList(html: string, page_url: string, currency: string | null): {
    listings: RawListing[];
    next_url: string | null;
};
