import type { CatalogComponent, CatalogSearchPage } from "../schemas/catalog.ts";
import type { Category } from "../schemas/vocabulary.ts";
import { type CatalogIndex, sameCapacity } from "./catalog-index.ts";
import { type Facet, readQuery, type SearchQuery } from "./search-query.ts";
import { phraseScore, type SearchText } from "./search-text.ts";

export { searchTexts, type SearchText } from "./search-text.ts";

export type SearchOptions = { category?: Category | string | null; limit?: number; cursor?: string | null };

export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;

/** Result tiers, best first: the query is a part number or alias; it is in the name; it is elsewhere. */
const TIER_PART = 0;
const TIER_NAME = 1;
const TIER_OTHER = 2;

type Ranked = { i: number; tier: number; points: number; size: number; id: string };

/**
 * Searches the catalog for GET /api/v2/components/search, the way a buyer types: word order,
 * spacing and joiners do not matter (`he8 8 tb sas`, `huh728080 al5200`, `connect-x 4`), and a
 * capacity or interface word narrows by the component's own facts. Ranked: an exact part number
 * or alias first, then hits in the name (brand, model, family), then hits in other fields; within
 * a tier, words found whole before words found in part, shorter names first, then id. Paged by
 * cursor = the last id of the previous page.
 * @example catalog.search("e5-2680 v3", { category: "cpu", limit: 5 })
 */
export function searchIndex(
  index: CatalogIndex, texts: readonly SearchText[], q: string, opts: SearchOptions = {},
): CatalogSearchPage {
  const limit = Math.min(SEARCH_MAX_LIMIT, Math.max(1, Math.floor(opts.limit ?? SEARCH_DEFAULT_LIMIT)));
  const query = readQuery(q);
  if (query.words.words.length === 0 && query.facets.length === 0) return { results: [], total: 0, cursor: null, has_more: false };
  const keyTiers = exactHits(index, query);
  const ranked: Ranked[] = [];
  for (let i = 0; i < index.entries.length; i++) {
    const c = index.entries[i]!;
    if (opts.category && c.category !== opts.category) continue;
    const r = rank(c, texts[i]!, query, keyTiers.get(i));
    if (r) ranked.push({ ...r, i, size: texts[i]!.nameSize, id: c.id });
  }
  ranked.sort((a, b) => a.tier - b.tier || b.points - a.points || a.size - b.size || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let start = 0;
  if (opts.cursor) {
    const at = ranked.findIndex((x) => x.id === opts.cursor);
    start = at < 0 ? ranked.length : at + 1;
  }
  const page = ranked.slice(start, start + limit).map((x) => index.entries[x.i]!);
  const has_more = start + limit < ranked.length;
  return { results: page, total: ranked.length, cursor: has_more ? page[page.length - 1]!.id : null, has_more };
}

// --- Internal helpers ---

/** Entries the whole query names exactly, by the matcher's keys: part numbers and aliases, or a model name. */
function exactHits(index: CatalogIndex, query: SearchQuery): Map<number, number> {
  const tiers = new Map<number, number>();
  for (const key of query.keys) {
    for (const hit of index.keys.get(key) ?? []) {
      const tier = hit.kind === "model" ? TIER_NAME : TIER_PART;
      tiers.set(hit.entry, Math.min(tier, tiers.get(hit.entry) ?? tier));
    }
  }
  return tiers;
}

/** The tier and points of one entry, or null when it is not a result. */
function rank(c: CatalogComponent, t: SearchText, query: SearchQuery, keyTier: number | undefined): { tier: number; points: number } | null {
  for (const f of query.facets) {
    const fits = factFits(c, t, f);
    // A facet the entry has no fact for must be in its text, like any word.
    if (fits === false || (fits === null && phraseScore(t.all, f.literal) < 0)) return null;
  }
  // An exact key hit stands even when a word it drops (a brand, `drive`) is not in the entry's text.
  if (keyTier !== undefined) return { tier: keyTier, points: Math.max(0, phraseScore(keyTier === TIER_NAME ? t.name : t.all, query.words)) };
  // The name's fields are among all fields, so an entry missing from all is turned away in one look.
  const inAll = phraseScore(t.all, query.words);
  if (inAll < 0) return null;
  const inName = phraseScore(t.name, query.words);
  return inName >= 0 ? { tier: TIER_NAME, points: inName } : { tier: TIER_OTHER, points: inAll };
}

/** True or false when the entry records the fact the facet names, null when it does not. */
function factFits(c: CatalogComponent, t: SearchText, f: Facet): boolean | null {
  if (f.kind === "capacity") return c.capacity_gb === null ? null : sameCapacity(c.capacity_gb, f.gb);
  return t.interfaces === null ? null : t.interfaces.has(f.name);
}
