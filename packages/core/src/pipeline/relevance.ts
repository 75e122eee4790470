import { parseTitle } from "../catalog/parse-title.ts";
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

/** A hunt's query, read once. */
export interface QuerySpec {
  readonly query: string;
  readonly category: Category | null;
  readonly capacity_gb: number | null;
  readonly interface: string | null;
  readonly form_factor: string | null;
  readonly brand: string | null;
  /** Words the listing's title must contain (model names, speeds, series). */
  readonly words: readonly string[];
}

/** Words that say nothing a listing must contain: grammar, prices, conditions, generic nouns. */
const DROP = new Set([
  "a", "an", "and", "the", "for", "of", "with", "or", "in", "on", "x", "to", "under", "below", "over", "above", "less", "than",
  "max", "cheap", "deal", "deals", "sale", "price", "target", "new", "used", "refurbished", "refurb", "lot", "lots", "kit",
  "kits", "pcs", "any", "good", "best",
]);
/** Nouns that name a category rather than a model: met when the listing is of that category. */
const CATEGORY_WORDS: Readonly<Record<string, Category | "any">> = {
  drive: "any", drives: "any", disk: "any", disks: "any", hdd: "hdd", hdds: "hdd", hard: "hdd", harddrive: "hdd",
  ssd: "ssd", ssds: "ssd", ram: "ram", memory: "ram", dimm: "ram", dimms: "ram", module: "ram", modules: "ram",
  stick: "ram", sticks: "ram", server: "any", enterprise: "any", gpu: "gpu", gpus: "gpu", graphics: "gpu", card: "any",
  cards: "any", video: "gpu", cpu: "cpu", cpus: "cpu", processor: "cpu", processors: "cpu", nic: "nic", nics: "nic",
  network: "nic", adapter: "any", ethernet: "nic", hba: "hba", controller: "hba", switch: "switch", internal: "any",
};
/** Words a listing's facts can meet without the title spelling them out. */
const MET_BY_FACTS: Readonly<Record<string, (f: ListingFacts) => boolean>> = {
  // Registered and load-reduced DIMMs are ECC by construction.
  ecc: (f) => f.form_factor === "RDIMM" || f.form_factor === "LRDIMM",
  reg: (f) => f.form_factor === "RDIMM",
  registered: (f) => f.form_factor === "RDIMM",
};
const INTERFACE_WORDS = new Set(["sas", "sata", "nvme", "pcie", "usb", "ddr2", "ddr3", "ddr4", "ddr5"]);
const FORM_WORDS = new Set(["rdimm", "lrdimm", "udimm", "sodimm", "lff", "sff", "m.2", "u.2", "u.3", "2.5", "3.5"]);

/**
 * The words of a text as the relevance check compares them: lower case, a number joined to its
 * unit (`32 GB` → `32gb`), `DDR-4` → `ddr4`, split at anything but letters, digits, `.` and `+`.
 * @example relevanceWords("32 GB DDR-4 2400 ECC") // ["32gb", "ddr4", "2400", "ecc"]
 */
export function relevanceWords(text: string): string[] {
  const joined = text
    .toLowerCase()
    .replace(/(\d)\s+(gb|tb|mb)\b/g, "$1$2")
    .replace(/\bddr[\s-]+([2-5])\b/g, "ddr$1");
  const out: string[] = [];
  for (const raw of joined.split(/[^a-z0-9.+$]+/)) {
    const w = raw.replace(/^\.+|\.+$/g, "");
    if (w !== "") out.push(w);
  }
  return out;
}

function isCapacityWord(w: string): boolean {
  return /^\d+(?:\.\d+)?(?:gb|tb|g|t)$/.test(w);
}

/**
 * Reads a hunt's query once.
 * @example compileQuery("32gb ddr4 ecc") // {category: "ram", capacity_gb: 32, interface: "DDR4", words: [], ...}
 */
export function compileQuery(query: string): QuerySpec {
  const p = parseTitle(query);
  const words: string[] = [];
  let afterPriceWord = false;
  for (const w of relevanceWords(query)) {
    const priceWord = w === "under" || w === "below" || w === "max" || w === "than";
    if (w.startsWith("$") || (afterPriceWord && /^\d/.test(w))) continue;
    afterPriceWord = priceWord;
    if (DROP.has(w) || isCapacityWord(w)) continue;
    if (p.interface !== null && INTERFACE_WORDS.has(w)) continue;
    if (p.form_factor !== null && FORM_WORDS.has(w)) continue;
    if (p.brand !== null && p.brand.toLowerCase().split(" ").includes(w === "wd" ? "western" : w)) continue;
    if (CATEGORY_WORDS[w] !== undefined) continue;
    words.push(w);
  }
  return {
    query,
    category: p.category === "other" ? null : p.category,
    capacity_gb: p.capacity_gb,
    interface: p.interface,
    form_factor: p.form_factor,
    brand: p.brand,
    words,
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
 * Whether a listing is about what the query asks for: the same category, per-unit capacity,
 * interface, form factor and brand where the query names them, and every remaining word present
 * (a word with a digit may run into its neighbours: `2680` in `E5-2680v3`).
 * @example isRelevant(describeListing({title: "32 GB DDR4-2400 ECC RDIMM"}).facts, compileQuery("32gb ddr4 ecc")) // true
 */
export function isRelevant(f: ListingFacts, q: QuerySpec): boolean {
  if (q.category !== null && f.category !== null && f.category !== q.category) return false;
  if (q.capacity_gb !== null && (f.capacity_gb === null || !sameCapacity(f.capacity_gb, q.capacity_gb))) return false;
  if (q.interface !== null && f.interface?.toUpperCase() !== q.interface.toUpperCase()) return false;
  if (q.form_factor !== null && f.form_factor !== null && f.form_factor !== q.form_factor) return false;
  if (q.brand !== null && f.brand !== null && f.brand !== q.brand) return false;
  const w = wordsOf(f);
  for (const word of q.words) {
    if (w.set.has(word)) continue;
    if (MET_BY_FACTS[word]?.(f)) continue;
    const bare = word.replace(/[^a-z0-9]/g, "");
    if (/\d/.test(bare) && bare.length >= 2 && w.compact.includes(bare)) continue;
    return false;
  }
  return true;
}
