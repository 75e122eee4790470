import type { ParsedTitle } from "../schemas/catalog.ts";
/**
 * Reads what a listing title is about: category, brand, model, capacity, lot size,
 * condition, interface, prices, location and whether it is the item at all.
 * Deterministic and offline; runs in a few microseconds.
 * @example
 * parseTitle("[USA-CA] [H] 4x 32GB DDR4 ECC RDIMM 2666 [W] PayPal")
 * // { category: "ram", capacity: "32GB", quantity: 4, form_factor: "RDIMM", speed_mts: 2666, location: "USA-CA", ... }
 */
export declare function parseTitle(title: string): ParsedTitle;
