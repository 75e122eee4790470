import type { ParsedTitle, UnitPrices } from "../schemas/catalog.ts";
import { pricePerGb, pricePerItem, pricePerTb } from "../pricing/unit-price.ts";

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Per-unit prices for comparing listings, from the pricing module's one unit-price rule: per item
 * of a lot, and per GB / per TB of one item's capacity when the title gives one (decimal units).
 * @example unitPrices(120, parseTitle("Lot of 4 HGST 4TB SATA")) // { per_item: 30, per_tb: 7.5, per_gb: 0.0075, ... }
 */
export function unitPrices(price: number, parsed: Pick<ParsedTitle, "quantity" | "capacity_gb">): UnitPrices {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`[catalog] price must be a non-negative number, got ${price}`);
  const quantity = Number.isInteger(parsed.quantity) && parsed.quantity >= 1 ? parsed.quantity : 1;
  const gb = parsed.capacity_gb !== null && parsed.capacity_gb > 0 ? parsed.capacity_gb : null;
  const input = { price, quantity, capacity_gb: gb };
  const perGb = pricePerGb(input);
  const perTb = pricePerTb(input);
  return {
    price,
    quantity,
    per_item: round(pricePerItem(input), 4),
    capacity_gb: gb,
    per_gb: perGb === null ? null : round(perGb, 6),
    per_tb: perTb === null ? null : round(perTb, 4),
  };
}
