/** An amount of money as a page states it. */
export interface Money {
    amount: number;
    currency: string | null;
}
/**
 * Reads one price as a marketplace prints it: "$1,299.99", "IDR1,614,898.07", "£229.99",
 * "C $45.00", "EUR 12,50". A bare number has currency null.
 *
 * @example
 * parseMoney("IDR1,614,898.07"); // { amount: 1614898.07, currency: "IDR" }
 */
export declare function parseMoney(text: string | null | undefined, fallback_currency?: string | null): Money | null;
/**
 * Every dollar amount stated in free text ("$699", "$1,299.99", "150$"), in order.
 * Used for deal titles and trade posts, where prices are written by hand.
 *
 * @example
 * dollarAmounts("[GPU] Zotac 1080 Ti $699 ($749 - $50 MIR)"); // [699, 749, 50]
 */
export declare function dollarAmounts(text: string): number[];
/**
 * Shipping as printed: "Free shipping" / "Free delivery" is 0, "+$5.00 shipping" is 5,
 * anything else null (unknown).
 *
 * @example
 * parseShipping("+IDR358,999.20 delivery"); // 358999.2
 */
export declare function parseShipping(text: string | null | undefined): number | null;
