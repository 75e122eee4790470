import type { ParsedTitle, UnitPrices } from "../schemas/catalog.ts";
/**
 * Per-unit prices for comparing listings: per item of a lot, and per GB / per TB of one
 * item's capacity when the title gives one (decimal units, 1TB = 1000GB).
 * @example unitPrices(120, parseTitle("Lot of 4 HGST 4TB SATA")) // { per_item: 30, per_tb: 7.5, per_gb: 0.0075, ... }
 */
export declare function unitPrices(price: number, parsed: Pick<ParsedTitle, "quantity" | "capacity_gb">): UnitPrices;
