import { nameKey } from "./match-keys.ts";
import { type Phrase, phrase, squash } from "./search-text.ts";
import { compactKey } from "./title-text.ts";

/**
 * A query word that names a fact rather than a spelling: `8tb`, `8 TB` and `8000gb` are one
 * capacity, `sas`, `SAS3` and `12Gb/s` one interface. A component that records the fact is
 * kept or dropped by it; one that does not must carry `literal` in its text like any word.
 */
export type Facet =
  | { kind: "capacity"; gb: number; literal: Phrase }
  | { kind: "interface"; name: string; literal: Phrase };

/** A search query read once: its plain words, its facets and the keys an exact hit is looked up under. */
export type SearchQuery = { words: Phrase; facets: readonly Facet[]; keys: readonly string[] };

const CAPACITY_RE = /^(\d{1,5}(?:\.\d{1,3})?)(tb|gb)$/;
const NUMBER_RE = /^\d{1,5}(?:\.\d{1,3})?$/;
/** Compact spellings of an interface (`sas-3` → `sas3`); `12gb/s` is the SAS3 link rate. */
const INTERFACE_WORDS: Readonly<Record<string, string>> = {
  sas: "SAS", sas2: "SAS", sas3: "SAS", sas4: "SAS", "12gbs": "SAS", "12gbps": "SAS",
  sata: "SATA", sata2: "SATA", sata3: "SATA", sataiii: "SATA",
  nvme: "NVME",
  ddr3: "DDR3", ddr3l: "DDR3", ddr4: "DDR4", ddr5: "DDR5",
};

/**
 * Splits a search box's text into words, facets and exact-hit keys.
 * @example readQuery("he8 8 tb sas") // words ["he8"], facets [8000 GB, SAS], keys include "HE8"
 */
export function readQuery(q: string): SearchQuery {
  const raw = q.toLowerCase().split(/[\s,;()]+/).filter((w) => squash(w) !== "");
  const words: string[] = [];
  const facets: Facet[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i]!;
    const next = raw[i + 1];
    const joined = CAPACITY_RE.exec(w);
    // `8 tb`: a number followed by its unit is one capacity.
    const spaced = !joined && NUMBER_RE.test(w) && (next === "tb" || next === "gb");
    if (joined || spaced) {
      const [amount, unit] = joined ? [joined[1]!, joined[2]!] : [w, next!];
      if (spaced) i++;
      facets.push({ kind: "capacity", gb: Number(amount) * (unit === "tb" ? 1000 : 1), literal: phrase([squash(amount + unit)]) });
      continue;
    }
    const iface = INTERFACE_WORDS[squash(w)];
    if (iface) facets.push({ kind: "interface", name: iface, literal: phrase([squash(w)]) });
    else words.push(w);
  }
  const keys = new Set([compactKey(q), nameKey(q), nameKey(words.join(" "))]);
  return { words: phrase(words.map(squash)), facets, keys: [...keys] };
}
