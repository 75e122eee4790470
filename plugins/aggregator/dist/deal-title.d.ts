/** What a deal title says: `[GPU] Zotac 1080 Ti $699 ($749 - $50 MIR) + Free Shipping`. */
export interface DealTitle {
    tag: string | null;
    price: number | null;
    shipping: number | null;
    condition_text: string | null;
}
/**
 * Reads a deal title: bracket tag, the price (skipping rebates, discounts and the original
 * price in parentheses), shipping, and a condition word if stated.
 *
 * @example
 * parseDealTitle("[GPU] EVGA GTX 770 $299.99 ($319.99 - $20 MIR) Free Shipping"); // { tag: "GPU", price: 299.99, shipping: 0, ... }
 */
export declare function parseDealTitle(title: string): DealTitle;
