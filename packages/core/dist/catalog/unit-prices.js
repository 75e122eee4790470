const round = (n, places) => Math.round(n * 10 ** places) / 10 ** places;
/**
 * Per-unit prices for comparing listings: per item of a lot, and per GB / per TB of one
 * item's capacity when the title gives one (decimal units, 1TB = 1000GB).
 * @example unitPrices(120, parseTitle("Lot of 4 HGST 4TB SATA")) // { per_item: 30, per_tb: 7.5, per_gb: 0.0075, ... }
 */
export function unitPrices(price, parsed) {
    if (!Number.isFinite(price) || price < 0)
        throw new RangeError(`[catalog] price must be a non-negative number, got ${price}`);
    const quantity = Number.isInteger(parsed.quantity) && parsed.quantity >= 1 ? parsed.quantity : 1;
    const per_item = price / quantity;
    const gb = parsed.capacity_gb !== null && parsed.capacity_gb > 0 ? parsed.capacity_gb : null;
    return {
        price,
        quantity,
        per_item: round(per_item, 4),
        capacity_gb: gb,
        per_gb: gb === null ? null : round(per_item / gb, 6),
        per_tb: gb === null ? null : round((per_item / gb) * 1000, 4),
    };
}
