import { type RawListing } from "@rackhunt/plugin-kit";
export declare const SOURCE_NAME = "auction";
/**
 * Parses a marketplace search result page in either layout: title, price (ranges too),
 * shipping, condition, location, bids, auction end, buy-it-now, item id from the URL, and
 * the next page.
 *
 * @example
 * const { listings, next_url } = parseSearchPage(html, "https://www.ebay.com/sch/i.html?_nkw=epyc", new Date().toISOString(), null);
 */
export declare function parseSearchPage(html: string, page_url: string, now: string, fallback_currency: string | null): {
    listings: RawListing[];
    next_url: string | null;
};
