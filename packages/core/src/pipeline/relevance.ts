import { MET_BY_FACTS, relevanceWords } from "./query-words.ts";
import { readHunt } from "./read-hunt.ts";
import type { Catalog } from "../catalog/create-catalog.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { Category } from "../schemas/vocabulary.ts";

/**
 * Whether a listing is about what a hunt searches for. Sources search loosely, so every listing
 * a query brings back is checked. The query is read like a title — category, per-unit capacity,
 * interface, form factor, brand — and those are compared with what the listing IS (its facts),
 * so "32gb ddr4 ecc" finds "32 GB DDR4-2400 ECC RDIMM" and a "64GB (2x32GB)" kit, and "1.8tb sas"
 * finds "1.8 TB SAS 10K" but never a SATA drive. The words left (model names, speeds) must each
 * appear in the title.
 */

/** A hunt's query, read once (see read-hunt.ts). */
export interface QuerySpec {
  readonly query: string;
  readonly category: Category | null;
  /** The exact capacity (GB) a listing must have: each item's, or in all when `capacity_scope` is total. */
  readonly capacity_gb: number | null;
  /** Bounds from "14TB+", "up to 4TB", "8-16TB" (GB), compared like `capacity_gb`. */
  readonly capacity_min_gb: number | null;
  readonly capacity_max_gb: number | null;
  readonly capacity_scope: "unit" | "total";
  readonly interface: string | null;
  readonly form_factor: string | null;
  readonly brand: string | null;
  /** The catalog variant the query names: a listing of it is relevant whatever its wording. */
  readonly component_id: string | null;
  /** Words the listing's title must contain (model names, speeds, series). */
  readonly words: readonly string[];
}

/** The rule a listing failed to be about a hunt's query. */
export type RelevanceRule = "category" | "capacity" | "interface" | "form_factor" | "brand" | "words";

/**
 * Reads a hunt's query once: the sentence read by readHunt, and the words left for titles.
 * @example compileQuery("32gb ddr4 ecc") // {category: "ram", capacity_gb: 32, interface: "DDR4", words: ["ecc"], ...}
 */
export function compileQuery(query: string, catalog?: Catalog): QuerySpec {
  const r = readHunt(query, catalog);
  return {
    query,
    category: r.category,
    capacity_gb: r.capacity_gb,
    capacity_min_gb: r.criteria.capacity_min_gb ?? null,
    capacity_max_gb: r.criteria.capacity_max_gb ?? null,
    capacity_scope: r.capacity_scope,
    interface: r.interface,
    form_factor: r.form_factor,
    brand: r.brand,
    component_id: r.component_id,
    words: r.words,
  };
}

/** A listing's words and its letters-and-digits run, computed once per facts object. */
const LISTING_WORDS = new WeakMap<object, { set: Set<string>; compact: string }>();
function wordsOf(f: ListingFacts): { set: Set<string>; compact: string } {
  let w = LISTING_WORDS.get(f);
  if (w === undefined) {
    const list = relevanceWords(f.title);
    w = { set: new Set(list), compact: list.join("").replace(/[^a-z0-9]/g, "") };
    LISTING_WORDS.set(f, w);
  }
  return w;
}

function sameCapacity(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(a, b) * 0.01;
}

/**
 * Why a listing is not about what the query asks for, or null when it is: the same category,
 * capacity (exact or within bounds, per item or in all), interface, form factor and brand where the
 * query names them, and every remaining word present (a word with a digit may run into its
 * neighbours: `2680` in `E5-2680v3`) — unless the listing is the very variant the query names.
 * @example relevanceFailure(describeListing({title: "16GB DDR4 ECC RDIMM"}).facts, compileQuery("32gb ddr4 ecc")) // "capacity"
 */
export function relevanceFailure(f: ListingFacts, q: QuerySpec): RelevanceRule | null {
  if (q.category !== null && f.category !== null && f.category !== q.category) return "category";
  const capacity = f.capacity_gb === null ? null : q.capacity_scope === "total" ? f.capacity_gb * (f.quantity ?? 1) : f.capacity_gb;
  if (q.capacity_gb !== null && (capacity === null || !sameCapacity(capacity, q.capacity_gb))) return "capacity";
  if (q.capacity_min_gb !== null && (capacity === null || capacity < q.capacity_min_gb * 0.99)) return "capacity";
  if (q.capacity_max_gb !== null && (capacity === null || capacity > q.capacity_max_gb * 1.01)) return "capacity";
  if (q.interface !== null && f.interface?.toUpperCase() !== q.interface.toUpperCase()) return "interface";
  if (q.form_factor !== null && f.form_factor !== null && f.form_factor !== q.form_factor) return "form_factor";
  if (q.brand !== null && f.brand !== null && f.brand !== q.brand) return "brand";
  if (q.component_id !== null && f.component_id === q.component_id) return null;
  const w = wordsOf(f);
  for (const word of q.words) {
    if (w.set.has(word)) continue;
    if (MET_BY_FACTS[word]?.(f)) continue;
    const bare = word.replace(/[^a-z0-9]/g, "");
    if (/\d/.test(bare) && bare.length >= 2 && w.compact.includes(bare)) continue;
    return "words";
  }
  return null;
}

/**
 * Whether a listing is about what the query asks for (see {@link relevanceFailure}).
 * @example isRelevant(describeListing({title: "32 GB DDR4-2400 ECC RDIMM"}).facts, compileQuery("32gb ddr4 ecc")) // true
 */
export function isRelevant(f: ListingFacts, q: QuerySpec): boolean {
  return relevanceFailure(f, q) === null;
}
