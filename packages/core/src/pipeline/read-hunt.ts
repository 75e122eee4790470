import type { Catalog } from "../catalog/create-catalog.ts";
import { defaultCatalog } from "../catalog/default-catalog.ts";
import { parseTitle } from "../catalog/parse-title.ts";
import { MIN_MATCH_CONFIDENCE } from "../pricing/constants.ts";
import type { HuntCriteria } from "../schemas/hunt-criteria.ts";
import type { ParsedTitle } from "../schemas/catalog.ts";
import type { Category, Condition } from "../schemas/vocabulary.ts";
import { MET_BY_FACTS, queryWords, relevanceWords } from "./query-words.ts";

/**
 * A hunt as people write it — "8TB SAS drives under $12/TB", "EPYC 7302P under $150", "used 14TB+
 * SATA helium drives", "Xeon Gold 6148 pair" — read by the same parser that reads listing titles:
 * prices become a target or a per-TB/GB cap, capacity bounds and kits become capacity rules,
 * condition and quantity words become criteria, and what is left is what the listings must be
 * (category, capacity, interface, variant) and the words their titles must carry.
 */
export interface HuntReading {
  /** The sentence as written. */
  sentence: string;
  /** What to send to sources: the sentence without its prices, bounds and condition words. */
  search: string;
  /** The criteria the sentence states (only those keys). */
  criteria: HuntCriteria;
  /** A price per item the sentence names ("under $150"); null without one. */
  target_price: number | null;
  /** Whether capacity is each item's or a kit's / lot's total ("128GB kit"). */
  capacity_scope: "unit" | "total";
  /** The exact capacity listings must have (GB), when the sentence names one without a bound. */
  capacity_gb: number | null;
  category: Category | null;
  interface: string | null;
  form_factor: string | null;
  brand: string | null;
  /** The catalog variant the sentence names, when it names one confidently ("he8 8tb sas"). */
  component_id: string | null;
  /** What the title parser made of the sentence without its prices. */
  parsed: ParsedTitle;
  /** The words titles must carry (model names, speeds, series), unless a listing is the named variant. */
  words: string[];
  /** Of those, the words neither read as a spec nor part of a named variant or model: said back to the user. */
  unplaced: string[];
  /** What was understood, one phrase each, for people ("per-TB cap $12.00"). */
  understood: string[];
}

/** A price: `$150`, `150$`, `150 usd`, `1.5k`. */
const AMOUNT = String.raw`(?:\$\s*(\d[\d,]*(?:\.\d+)?)(k?)|(\d[\d,]*(?:\.\d+)?)(k?)\s*(?:\$|usd\b|dollars?\b))`;
/** Words that make a following number a price ceiling. */
const BELOW = String.raw`(?:under|below|less than|max(?:imum)?|at most|up to|no more than|<=?|≤|for|at)`;
const PER_CAPACITY = new RegExp(String.raw`(?:${BELOW}\s*)?(?:${AMOUNT}|(\d[\d,]*(?:\.\d+)?))\s*(?:\/|per\s+)(tb|gb)\b`, "gi");
const ITEM_PRICE = new RegExp(String.raw`(?:${BELOW}\s*)?${AMOUNT}(?:\s*(?:each|ea|per (?:item|drive|stick|card|unit|cpu|piece)|or less|max|obo))?|${BELOW}\s+(\d[\d,]*(?:\.\d+)?)(k?)\b(?!\s*(?:tb|gb|mb|w|gbe|g\b|ghz|mhz|rpm|%|x\b|core))`, "gi");
const CAPACITY = String.raw`(\d+(?:\.\d+)?)\s*(tb|gb|t|g)\b`;
const AT_LEAST = new RegExp(String.raw`(?:${CAPACITY}\s*(?:\+|or (?:more|larger|bigger|up)|and (?:up|above|over)|min(?:imum)?\b))|(?:(?:at least|min(?:imum)?|>=?|≥|over|above)\s*${CAPACITY})`, "gi");
const AT_MOST = new RegExp(String.raw`(?:(?:up to|at most|<=?|≤)\s*${CAPACITY})|(?:${CAPACITY}\s*or (?:less|smaller))`, "gi");
const RANGE = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(tb|gb)?\s*(?:-|–|to)\s*${CAPACITY}`, "gi");
const CONDITIONS: readonly [RegExp, Condition[]][] = [
  [/\b(?:for parts|parts only|not working|broken|as[- ]is)\b/gi, ["for_parts"]],
  [/\b(?:refurbished|refurb|recertified|recert)\b/gi, ["refurbished"]],
  [/\b(?:used|pre-?owned|second[- ]hand|pulls?)\b/gi, ["used", "refurbished"]],
  [/\b(?:brand new|new|sealed|nib|bnib)\b/gi, ["new"]],
];
const PAIR = /\b(?:a\s+)?pair(?:\s+of)?\b|\bpairs\b/gi;
// "4x", "2 x", "lot of 4", "4 pcs"; never "x710" or "Exos X10" (model names), nor "2x64GB" (a kit's makeup).
const COUNT = /\b(?:(\d{1,2})\s*x\b|(\d{1,2})\s*(?:pcs|pieces|units)\b|lot of (\d{1,2})\b)/gi;
const KIT = /\b(?:kits?|total)\b/gi;
/** A link speed or bus rate: a spec every listing of the kind writes out ("25gbe", "10g", "12gb/s"). */
const SPEED = /^\d+(?:\.\d+)?(?:gbe|g|gbps|gb\/s|mbps|mhz|ghz|mt\/s|w)$/;

const gb = (n: string, unit: string) => Number(n) * (unit.toLowerCase().startsWith("t") ? 1000 : 1);
const money = (digits: string | undefined, k: string | undefined) => {
  if (digits === undefined) return null;
  const n = Number(digits.replace(/,/g, "")) * (k ? 1000 : 1);
  return Number.isFinite(n) && n > 0 ? n : null;
};
const usdText = (n: number) => `$${n.toFixed(2)}`;

/**
 * Read a hunt's sentence (its name, or its `config.query`).
 * @example readHunt("8TB SAS drives under $12/TB").criteria // {category: "hdd", max_price_per_tb: 12}
 * @example readHunt("Xeon Gold 6148 pair").criteria.min_quantity // 2
 */
export function readHunt(sentence: string, catalog: Catalog = defaultCatalog()): HuntReading {
  let rest = ` ${sentence} `;
  const criteria: HuntCriteria = {};
  const understood: string[] = [];
  const cut = (re: RegExp, each: (m: RegExpExecArray) => boolean | void) => {
    rest = rest.replace(re, (...args) => {
      const m = args as unknown as RegExpExecArray;
      return each(m) === false ? m[0] : " ";
    });
  };

  cut(PER_CAPACITY, (m) => {
    const price = money(m[1] ?? m[3] ?? m[5], m[2] ?? m[4]);
    if (price === null) return false;
    const per = m[6]!.toLowerCase();
    if (per === "tb") criteria.max_price_per_tb = price;
    else criteria.max_price_per_gb = price;
    understood.push(`per-${per.toUpperCase()} cap ${usdText(price)}`);
  });
  let target_price: number | null = null;
  cut(ITEM_PRICE, (m) => {
    const price = money(m[1] ?? m[3] ?? m[5], m[2] ?? m[4] ?? m[6]);
    if (price === null) return false;
    target_price = target_price === null ? price : Math.min(target_price, price);
  });
  if (target_price !== null) understood.push(`target ${usdText(target_price)} per item`);
  // What the listings are is read with the capacities still in ("14TB+ SATA drives" are hard drives).
  const described = rest;

  cut(RANGE, (m) => {
    const unit = m[2] ?? m[4]!;
    const [low, high] = [gb(m[1]!, unit), gb(m[3]!, m[4]!)];
    if (!(low < high)) return false;
    criteria.capacity_min_gb = low;
    criteria.capacity_max_gb = high;
    understood.push(`capacity ${m[1]}–${m[3]}${m[4]!.toUpperCase()}`);
  });
  cut(AT_LEAST, (m) => {
    const n = m[1] ?? m[3];
    const unit = m[2] ?? m[4];
    criteria.capacity_min_gb = gb(n!, unit!);
    understood.push(`capacity at least ${n}${unit!.toUpperCase()}`);
  });
  cut(AT_MOST, (m) => {
    const n = m[1] ?? m[3];
    const unit = m[2] ?? m[4];
    criteria.capacity_max_gb = gb(n!, unit!);
    understood.push(`capacity at most ${n}${unit!.toUpperCase()}`);
  });
  for (const [re, conditions] of CONDITIONS) {
    cut(re, () => {
      if (criteria.conditions) return;
      criteria.conditions = conditions;
      understood.push(`condition ${conditions.join(" or ")}`);
    });
  }
  cut(PAIR, () => {
    criteria.min_quantity = 2;
    understood.push("a pair (2 or more in one listing)");
  });
  cut(COUNT, (m) => {
    const n = Number(m[1] ?? m[2] ?? m[3]);
    if (!(n >= 2)) return false;
    criteria.min_quantity = n;
    understood.push(`${n} or more in one listing`);
  });
  let capacity_scope = "unit" as "unit" | "total";
  cut(KIT, () => {
    capacity_scope = "total";
  });

  const remainder = rest.replace(/\s+/g, " ").replace(/\s+([,.;:])/g, "$1").trim();
  const parsed = parseTitle(described.replace(PAIR, " ").replace(COUNT, " ").replace(KIT, " "));
  const match = catalog.match(parsed);
  const component_id = match && match.confidence >= MIN_MATCH_CONFIDENCE ? match.component_id : null;
  const category = parsed.category === "other" ? null : parsed.category;
  if (category) criteria.category = category;
  const bounded = criteria.capacity_min_gb !== undefined || criteria.capacity_max_gb !== undefined;
  const capacity_gb = bounded || parsed.capacity_gb === null ? null : capacity_scope === "total" && parsed.quantity > 1 ? parsed.capacity_gb * parsed.quantity : parsed.capacity_gb;
  if (capacity_gb !== null && capacity_scope === "total") understood.push(`${capacity_gb >= 1000 ? `${capacity_gb / 1000}TB` : `${capacity_gb}GB`} in all (a kit or lot counts by its total)`);
  const words = queryWords(parsed, remainder);
  const component = component_id ? catalog.get(component_id) : null;
  const known = relevanceWords([parsed.model, parsed.brand, component?.model, component?.brand, component?.mpn, component?.generation, ...(component?.aliases ?? [])].filter(Boolean).join(" "));
  const placed = new Set(known);
  const compact = known.join("").replace(/[^a-z0-9]/g, "");
  const unplaced = words.filter((w) => !placed.has(w) && !compact.includes(w.replace(/[^a-z0-9]/g, "")) && MET_BY_FACTS[w] === undefined && !SPEED.test(w));
  if (component) understood.push(`the ${component.brand && !component.model.startsWith(component.brand) ? `${component.brand} ` : ""}${component.model}`);
  return {
    sentence,
    search: remainder,
    criteria,
    target_price,
    capacity_scope,
    capacity_gb,
    category,
    interface: parsed.interface,
    form_factor: parsed.form_factor,
    brand: parsed.brand,
    component_id,
    parsed,
    words,
    unplaced,
    understood,
  };
}
