/** What a card's free-text rows say, read the way the marketplace words them. */
export interface RowFacts {
    shipping: number | null;
    location: string | null;
    bids: number | null;
    buy_it_now: boolean | null;
    best_offer: boolean;
    time_left_ms: number | null;
    sold_count: number | null;
    watchers: number | null;
    seller: string | null;
}
/**
 * Reads "2d 4h left", "3h 12m left", "Ends in 45m": milliseconds remaining, or null.
 *
 * @example
 * timeLeftMs("1d 2h left"); // 93600000
 */
export declare function timeLeftMs(text: string): number | null;
/**
 * Classifies the rows under a card's price ("Buy It Now", "+$5.00 shipping", "Located in
 * Germany", "3 bids", "2d 4h left", "82+ sold", "seller (1,234) 99.7%").
 *
 * @example
 * readRows(["Buy It Now", "Free delivery"]).shipping; // 0
 */
export declare function readRows(rows: string[]): RowFacts;
/** A price cell: one amount, or a range "X to Y". */
export declare function readPrice(parts: string[], fallback_currency: string | null): {
    price: number;
    price_max: number | null;
    currency: string | null;
};
