import { MET_BY_FACTS, relevanceWords } from "../pipeline/query-words.ts";
import { relevanceFailure, type QuerySpec } from "../pipeline/relevance.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { PreparedHunt } from "./hunt.ts";

/**
 * The percolator: hunts indexed by what a listing must have to be about their query, so a new
 * listing is matched against the hunts it could be relevant to, not against all of them. Each hunt
 * is filed under one condition that relevanceFailure (pipeline/relevance.ts) makes necessary —
 * a word its title must contain, a run of letters and digits of a model number, an interface, a
 * capacity, a category — picked in that order (the most selective first); a hunt with none is
 * looked at for every listing. A listing's keys find a superset of its relevant hunts; the plan's
 * relevance check (keepFor) then decides exactly, so the index never changes an answer.
 */
export interface HuntIndex {
  readonly hunts: readonly PreparedHunt[];
  /** Indices into `hunts` of the hunts the listing could be relevant to, each once, ascending. */
  candidates(facts: ListingFacts): number[];
  /** Indices into `hunts` of the hunts the listing IS relevant to (in no set order): the relevance rule run once per distinct query among the candidates. */
  matches(facts: ListingFacts): number[];
}

/** Letters-and-digits runs of this length index model numbers ("2680" in "e5-2680v3"); two-character ones ("x4") by themselves. */
const GRAM = 3;
/** Longer model numbers are indexed by a longer run: far fewer titles share it. */
const LONG_GRAM = 5;
/** Capacity buckets are this wide (as a ratio); relevance allows 1%, so a listing looks in three. */
const CAPACITY_STEP = Math.log(1.02);

const bucket = (gb: number) => Math.round(Math.log(Math.max(gb, 0.001)) / CAPACITY_STEP);

/** The keys a hunt is filed under: any relevant listing has at least one of them. Empty: every listing. */
export function huntKeys(q: QuerySpec): string[] {
  // With a named variant, a listing of that variant skips the words: it is the other way in.
  const orVariant = q.component_id !== null ? [`c:${q.component_id}`] : [];
  const plain = q.words.filter((w) => !MET_BY_FACTS[w] && !/\d/.test(w.replace(/[^a-z0-9]/g, ""))).sort((a, b) => b.length - a.length);
  const numbered = q.words.map((w) => (MET_BY_FACTS[w] ? "" : w.replace(/[^a-z0-9]/g, ""))).filter((b) => /\d/.test(b) && b.length >= 2).sort((a, b) => b.length - a.length);
  // A model number is rarer in titles than any plain word: its longest run comes first.
  const model = numbered[0];
  if (model !== undefined && model.length >= LONG_GRAM) return [`G:${middle(model, LONG_GRAM)}`, ...orVariant];
  if (plain.length > 0) return [`w:${plain[0]}`, ...orVariant];
  if (model !== undefined) return [model.length >= GRAM ? `g:${middle(model, GRAM)}` : `b:${model}`, ...orVariant];
  if (q.interface !== null) return [`i:${q.interface.toUpperCase()}`];
  if (q.capacity_gb !== null) return [`${q.capacity_scope === "total" ? "t" : "u"}:${bucket(q.capacity_gb)}`];
  if (q.category !== null) return [`k:${q.category}`];
  return [];
}

/** A run of `n` characters from the middle of a model number (its digits, where titles differ most). */
function middle(bare: string, n: number): string {
  const start = Math.floor((bare.length - n) / 2);
  return bare.slice(start, start + n);
}

/** The keys a listing looks in. */
function listingKeys(f: ListingFacts, categories: Iterable<string>): string[] {
  const keys: string[] = [];
  const words = relevanceWords(f.title);
  for (const w of words) keys.push(`w:${w}`);
  const compact = words.join("").replace(/[^a-z0-9]/g, "");
  for (let i = 0; i + 2 <= compact.length; i++) keys.push(`b:${compact.slice(i, i + 2)}`);
  for (let i = 0; i + GRAM <= compact.length; i++) keys.push(`g:${compact.slice(i, i + GRAM)}`);
  for (let i = 0; i + LONG_GRAM <= compact.length; i++) keys.push(`G:${compact.slice(i, i + LONG_GRAM)}`);
  if (f.component_id) keys.push(`c:${f.component_id}`);
  if (f.interface) keys.push(`i:${f.interface.toUpperCase()}`);
  if (f.capacity_gb !== null && f.capacity_gb !== undefined) {
    const u = bucket(f.capacity_gb);
    const t = bucket(f.capacity_gb * (f.quantity ?? 1));
    for (const d of [-1, 0, 1]) keys.push(`u:${u + d}`, `t:${t + d}`);
  }
  // A listing of no known category passes every hunt's category rule.
  if (f.category) keys.push(`k:${f.category}`);
  else for (const c of categories) keys.push(c);
  return keys;
}

/**
 * Index prepared hunts for matching new listings (the stream).
 * @example
 * const index = createHuntIndex(hunts.map(prepareHunt));
 * index.candidates(describeListing({ title: "HGST He8 8TB SAS" }).facts); // [2, 17]
 */
export function createHuntIndex(hunts: readonly PreparedHunt[]): HuntIndex {
  // Hunts with the same query are filed once: a popular query costs one check, whatever its hunts.
  const groups: { query: QuerySpec; hunts: number[] }[] = [];
  const groupOf = new Map<string, number>();
  hunts.forEach((hunt, i) => {
    const g = groupOf.get(hunt.query.query);
    if (g !== undefined) groups[g]!.hunts.push(i);
    else groupOf.set(hunt.query.query, groups.push({ query: hunt.query, hunts: [i] }) - 1);
  });
  const byKey = new Map<string, number[]>();
  const always: number[] = [];
  groups.forEach((group, g) => {
    const keys = huntKeys(group.query);
    if (keys.length === 0) always.push(g);
    for (const key of keys) {
      const list = byKey.get(key);
      if (list) list.push(g);
      else byKey.set(key, [g]);
    }
  });
  const categories = [...byKey.keys()].filter((k) => k.startsWith("k:"));
  const candidateGroups = (facts: ListingFacts): Set<number> => {
    const found = new Set<number>(always);
    for (const key of listingKeys(facts, categories)) {
      const list = byKey.get(key);
      if (list) for (const g of list) found.add(g);
    }
    return found;
  };
  return {
    hunts,
    candidates(facts) {
      const out: number[] = [];
      for (const g of candidateGroups(facts)) out.push(...groups[g]!.hunts);
      return out.sort((a, b) => a - b);
    },
    matches(facts) {
      const out: number[] = [];
      for (const g of candidateGroups(facts)) {
        if (relevanceFailure(facts, groups[g]!.query) !== null) continue;
        for (const h of groups[g]!.hunts) out.push(h);
      }
      return out;
    },
  };
}
