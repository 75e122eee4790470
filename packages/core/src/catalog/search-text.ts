import type { CatalogComponent } from "../schemas/catalog.ts";
import { compactKey } from "./title-text.ts";

/**
 * The text of one component as the search reads it, prepared once per catalog. `name` is what
 * a buyer calls it (brand, model, family); `all` adds part numbers, aliases, id and facts.
 */
export type SearchText = { name: FieldText; all: FieldText; nameSize: number; interfaces: ReadonlySet<string> | null };

/** Words of some fields: each word whole and split at its joiners (`e5-2680` → `e52680`, `e5`, `2680`). */
export type FieldText = { words: ReadonlySet<string>; spaced: string; compact: string };

/**
 * Query words in order, each also with a space before it (to find a word's start), and the runs
 * of 2..3 neighbours written together (`7302 p` → `7302p`).
 */
export type Phrase = {
  words: readonly string[];
  starts: readonly string[];
  runs: ReadonlyArray<ReadonlyArray<readonly [length: number, joined: string]>>;
};

/** What one query word scores by how it is found: as a whole word, as a word's start, inside a word. */
const WHOLE = 3;
const START = 2;
const INSIDE = 1;
/** Shorter words match only whole (`p`) or as a word's start (`25` of `25gbe`): inside a word they match anything. */
const MIN_START = 2;
const MIN_INSIDE = 3;
const MAX_RUN = 3;

/**
 * Lower-case letters and digits only: the form words are compared in (the index's compact key, lower-cased).
 * @example squash("E5-2680 v3") // "e52680v3"
 */
export function squash(s: string): string {
  return compactKey(s).toLowerCase();
}

/** @example phrase(["7302", "p"]).runs[0] // [[2, "7302p"]] */
export function phrase(words: readonly string[]): Phrase {
  const runs = words.map((_, i) => {
    const out: Array<readonly [number, string]> = [];
    for (let n = Math.min(MAX_RUN, words.length - i); n >= 2; n--) out.push([n, words.slice(i, i + n).join("")]);
    return out;
  });
  return { words, starts: words.map((w) => ` ${w}`), runs };
}

/**
 * Prepares every entry's text for searching.
 * @example searchTexts(defaultComponents())[0].name.words.has("adaptec") // true
 */
export function searchTexts(entries: readonly CatalogComponent[]): SearchText[] {
  return entries.map((c) => {
    const names = [c.brand, c.model, c.generation];
    const name = fieldText(names);
    const all = fieldText([...names, c.id, c.mpn, c.capacity, c.subcategory, c.interface, c.form_factor, ...c.aliases]);
    // `SAS/SATA` (an HBA) carries both.
    const interfaces = c.interface === null ? null : new Set(c.interface.toUpperCase().split("/"));
    // The family is left out of the size: `Sandy Bridge` does not make an E5-2680 a looser fit than its v3.
    return { name, all, nameSize: countPieces([c.brand, c.model]), interfaces };
  });
}

/**
 * Points for finding every word of `p` in `f` (a run of words written together counts as
 * each of its words found whole), or -1 when a word is missing.
 * @example
 * const [epyc7302p, epyc7302] = searchTexts([amdEpyc7302p, amdEpyc7302]);
 * phraseScore(epyc7302p.name, phrase(["7302", "p"])); // 6: `7302p` is a whole word of its name
 * phraseScore(epyc7302.name, phrase(["7302", "p"])); // -1: no word of the 7302 starts with `p`
 */
export function phraseScore(f: FieldText, p: Phrase): number {
  // Every way a word is found leaves it inside the compact text: one scan turns most entries away.
  for (const w of p.words) if (!f.compact.includes(w)) return -1;
  let total = 0;
  next: for (let i = 0; i < p.words.length; i++) {
    for (const [n, joined] of p.runs[i]!) {
      if (f.words.has(joined)) {
        total += WHOLE * n;
        i += n - 1;
        continue next;
      }
    }
    const w = p.words[i]!;
    if (f.words.has(w)) total += WHOLE;
    else if (w.length >= MIN_START && f.spaced.includes(p.starts[i]!)) total += START;
    else if (w.length >= MIN_INSIDE && f.compact.includes(w)) total += INSIDE;
    else return -1;
  }
  return total;
}

// --- Internal helpers ---

const CHUNK_RE = /[a-z0-9]+(?:[-./+][a-z0-9]+)*/g;
const PIECE_RE = /[a-z0-9]+/g;

function fieldText(fields: ReadonlyArray<string | null>): FieldText {
  const words = new Set<string>();
  const compact: string[] = [];
  for (const field of fields) {
    if (!field) continue;
    const lower = field.toLowerCase();
    for (const chunk of lower.match(CHUNK_RE) ?? []) {
      words.add(squash(chunk));
      for (const piece of chunk.match(PIECE_RE) ?? []) words.add(piece);
    }
    // Fields stay apart so a word written together never spans two of them.
    compact.push(squash(lower));
  }
  return { words, spaced: ` ${[...words].join(" ")}`, compact: compact.join("|") };
}

/** How many distinct words the name has: a longer name is a looser fit for the same query. */
function countPieces(fields: ReadonlyArray<string | null>): number {
  const pieces = new Set<string>();
  for (const field of fields) for (const p of field?.toLowerCase().match(PIECE_RE) ?? []) pieces.add(p);
  return pieces.size;
}
