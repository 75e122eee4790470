import type { RawListing } from "@rackhunt/plugin-kit";
type Status = RawListing["status"];
/** A trade-post title split into its parts: `[loc] [H] have [W] want`. */
export interface TradeTitle {
    location: string | null;
    have: string | null;
    want: string | null;
}
/** Longest title read; Reddit's own limit is 300 characters. */
export declare const MAX_TITLE_CHARS = 400;
/**
 * Splits a `[loc] [H] ... [W] ...` title (either order). Location is the first bracket that
 * is not [H] or [W].
 *
 * @example
 * parseTradeTitle("[Toronto, ON] [H] RTX 3080 [W] Cash").location; // "Toronto, ON"
 */
export declare function parseTradeTitle(full: string): TradeTitle;
/** Is the text only payment methods (a buyer's [H])? "Cash, PayPal" yes, "RTX 3080" no. */
export declare function isPaymentOnly(text: string | null): boolean;
/**
 * Status from a flair or thread prefix, else from the title: sold and closed posts feed
 * sold-price cohorts and never alert; a buyer's post (payment in [H]) is `wanted`.
 *
 * @example
 * tradeStatus("Buying", "[X] [H] Cash [W] GPU"); // "wanted"
 */
export declare function tradeStatus(flair: string | null, title: string): Status;
/** Is this post a trade at all (not a rules sticky or a price-check thread)? */
export declare function isTradePost(flair: string | null, title: string): boolean;
/**
 * The price a trade post states: for a seller, the first amount in [H] (else anywhere in the
 * title, else the body); for a buyer, the budget in the title or body. Null when none.
 *
 * @example
 * statedPrice("[H] 5x 512gb NVMe $40 each [W] EMT", "", "active"); // 40
 */
export declare function statedPrice(title: string, body: string, status: Status): {
    price: number | null;
    count: number;
};
export {};
