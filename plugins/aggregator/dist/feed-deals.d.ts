import { type FeedEntry, type RawListing } from "@rackhunt/plugin-kit";
export declare const SOURCE_NAME = "aggregator";
/**
 * Turns RSS/Atom deal entries into listings: id from guid/id (else link), price and
 * shipping from the title, then the description when the title states none.
 *
 * @example
 * feedDeals(parseFeed(xml), "https://slickdeals.net/newsearch.php?rss=1", "USD");
 */
export declare function feedDeals(entries: FeedEntry[], page_url: string, currency: string | null): RawListing[];
