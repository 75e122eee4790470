/** Decimal terabytes, as drive makers count them. */
export const GB_PER_TB = 1000;
/**
 * Price of one item of a lot (quantity below 1 or absent counts as 1).
 * @example pricePerItem({price: 300, quantity: 4}) // 75
 */
export function pricePerItem(input) {
    const q = input.quantity != null && input.quantity >= 1 ? input.quantity : 1;
    return input.price / q;
}
/**
 * Price per GB of capacity of one item, or null without a positive capacity.
 * @example pricePerGb({price: 120, quantity: 2, capacity_gb: 32}) // 1.875
 */
export function pricePerGb(input) {
    const gb = input.capacity_gb;
    return gb != null && gb > 0 ? pricePerItem(input) / gb : null;
}
/**
 * Price per decimal TB of capacity of one item, or null without a positive capacity.
 * @example pricePerTb({price: 480, quantity: 10, capacity_gb: 4000}) // 12
 */
export function pricePerTb(input) {
    const gb = input.capacity_gb;
    return gb != null && gb > 0 ? pricePerItem(input) / (gb / GB_PER_TB) : null;
}
