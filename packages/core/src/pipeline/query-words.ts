import type { ParsedTitle } from "../schemas/catalog.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { Category } from "../schemas/vocabulary.ts";

/**
 * The vocabulary a hunt's words are read with: what says nothing a listing must contain, what a
 * category noun or a listing's facts already meet, and how titles and queries are split into
 * words alike.
 */

/** Words that say nothing a listing must contain: grammar, prices, conditions, generic nouns. */
export const DROP = new Set([
  "a", "an", "and", "the", "for", "of", "with", "or", "in", "on", "x", "to", "under", "below", "over", "above", "less", "than",
  "max", "cheap", "deal", "deals", "sale", "price", "target", "new", "used", "refurbished", "refurb", "lot", "lots", "kit",
  "kits", "pcs", "any", "good", "best", "per", "each", "ea", "great", "cheaper", "wanted", "looking", "need", "want",
]);
/** Nouns that name a category rather than a model: met when the listing is of that category. */
export const CATEGORY_WORDS: Readonly<Record<string, Category | "any">> = {
  drive: "any", drives: "any", disk: "any", disks: "any", hdd: "hdd", hdds: "hdd", hard: "hdd", harddrive: "hdd",
  ssd: "ssd", ssds: "ssd", ram: "ram", memory: "ram", dimm: "ram", dimms: "ram", module: "ram", modules: "ram",
  stick: "ram", sticks: "ram", server: "any", enterprise: "any", gpu: "gpu", gpus: "gpu", graphics: "gpu", card: "any",
  cards: "any", video: "gpu", cpu: "cpu", cpus: "cpu", processor: "cpu", processors: "cpu", nic: "nic", nics: "nic",
  network: "nic", adapter: "any", ethernet: "nic", hba: "hba", controller: "hba", switch: "switch", internal: "any",
};
/** Words a listing's facts can meet without the title spelling them out. */
export const MET_BY_FACTS: Readonly<Record<string, (f: ListingFacts) => boolean>> = {
  // Registered and load-reduced DIMMs are ECC by construction.
  ecc: (f) => f.form_factor === "RDIMM" || f.form_factor === "LRDIMM",
  reg: (f) => f.form_factor === "RDIMM",
  registered: (f) => f.form_factor === "RDIMM",
  // Helium-filled: HGST Ultrastar He and DC HC5xx, Seagate Exos X, Toshiba MG07 and later; in
  // 3.5in enterprise drives every capacity from 10TB up.
  helium: (f) => f.category === "hdd" && ((f.capacity_gb ?? 0) >= 10_000 || /\b(?:he\d{1,2}|hc5\d\d|exos x\d+|mg0[7-9])\b/i.test(`${f.model ?? ""} ${f.title}`)),
};
/** A capacity unit left alone once its number was read ("8 TB", "$12/TB"). */
const CAPACITY_UNITS = new Set(["tb", "gb", "mb"]);
const INTERFACE_WORDS = new Set(["sas", "sas2", "sas3", "sata", "sata2", "sata3", "nvme", "pcie", "usb", "ddr2", "ddr3", "ddr4", "ddr5"]);
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
 * The words a query's remainder leaves for titles to carry: grammar, prices, conditions, capacities
 * and the specs the parser read (interface, form factor, brand, category nouns) are dropped.
 * @example queryWords(parseTitle("32gb ddr4 ecc"), "32gb ddr4 ecc") // ["ecc"]
 */
export function queryWords(p: ParsedTitle, text: string): string[] {
  const words: string[] = [];
  let afterPriceWord = false;
  for (const w of relevanceWords(text)) {
    const priceWord = w === "under" || w === "below" || w === "max" || w === "than";
    if (w.startsWith("$") || (afterPriceWord && /^\d/.test(w))) continue;
    afterPriceWord = priceWord;
    // A lone letter is what is left of "12Gb/s" or "x 4": never a word a title must carry.
    if (DROP.has(w) || isCapacityWord(w) || CAPACITY_UNITS.has(w) || /^[a-z]$/.test(w)) continue;
    if (p.interface !== null && INTERFACE_WORDS.has(w)) continue;
    if (p.form_factor !== null && FORM_WORDS.has(w)) continue;
    if (p.brand !== null && p.brand.toLowerCase().split(" ").includes(w === "wd" ? "western" : w)) continue;
    if (CATEGORY_WORDS[w] !== undefined) continue;
    words.push(w);
  }
  return words;
}

