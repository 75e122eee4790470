/** Decimal terabytes, as drive makers count them. */
export declare const GB_PER_TB = 1000;
/** What per-unit prices are computed from: a listing's total price, item count and per-item capacity. */
export interface UnitInput {
    price: number;
    quantity?: number | null;
    capacity_gb?: number | null;
}
/**
 * Price of one item of a lot (quantity below 1 or absent counts as 1).
 * @example pricePerItem({price: 300, quantity: 4}) // 75
 */
export declare function pricePerItem(input: UnitInput): number;
/**
 * Price per GB of capacity of one item, or null without a positive capacity.
 * @example pricePerGb({price: 120, quantity: 2, capacity_gb: 32}) // 1.875
 */
export declare function pricePerGb(input: UnitInput): number | null;
/**
 * Price per decimal TB of capacity of one item, or null without a positive capacity.
 * @example pricePerTb({price: 480, quantity: 10, capacity_gb: 4000}) // 12
 */
export declare function pricePerTb(input: UnitInput): number | null;
