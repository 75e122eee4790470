import type { ListingFacts } from "../schemas/scoring.ts";

/** The prefix of a spec-class market's id: never a catalog id. */
export const SPEC_CLASS_PREFIX = "class:";

/**
 * The market a listing is judged in when its part number has no catalog entry yet: its spec class,
 * from what the title says it is — a drive's capacity, interface and form factor; a DIMM's size,
 * generation and type. Null unless every one of those is known (a class that mixes 2.5in and 3.5in
 * drives, or RDIMMs and UDIMMs, is no market).
 * @example specClassOf({category: "hdd", capacity: "10TB", interface: "SAS", form_factor: "3.5in", ...}) // "class:hdd:10TB:SAS:3.5in"
 */
export function specClassOf(f: Pick<ListingFacts, "category" | "capacity" | "interface" | "form_factor">): string | null {
  const parts = f.category === "hdd" || f.category === "ssd" || f.category === "ram" ? [f.category, f.capacity, f.interface, f.form_factor] : null;
  if (!parts || parts.some((p) => !p)) return null;
  return `${SPEC_CLASS_PREFIX}${parts.join(":")}`;
}

/**
 * The words a reason uses for a spec class: "10TB SAS 3.5in drives".
 * @example specClassWords("class:hdd:10TB:SAS:3.5in") // "10TB SAS 3.5in drives"
 */
export function specClassWords(id: string): string {
  const [category, capacity, iface, form] = id.slice(SPEC_CLASS_PREFIX.length).split(":");
  const noun = category === "ram" ? "modules" : category === "ssd" ? "SSDs" : "drives";
  return `${capacity} ${iface} ${form} ${noun}`;
}

/**
 * The reason that says a listing was judged in its spec class, or null when it has a catalog variant.
 * @example classReason({component_id: null, market_id: "class:hdd:10TB:SAS:3.5in"}) // "no catalog entry for its part number: judged in the market of 10TB SAS 3.5in drives"
 */
export function classReason(f: { component_id?: string | null; market_id?: string | null }): string | null {
  return f.component_id == null && f.market_id?.startsWith(SPEC_CLASS_PREFIX) ? `no catalog entry for its part number: judged in the market of ${specClassWords(f.market_id)}` : null;
}
