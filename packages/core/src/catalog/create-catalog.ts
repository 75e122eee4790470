import * as v from "valibot";
import { CatalogComponent, type CatalogSearchPage, type ComponentMatchResult, type ParsedTitle } from "../schemas/catalog.ts";
import { buildIndex, type CatalogIndex, matchIndex } from "./catalog-index.ts";
import { type SearchOptions, searchIndex, searchTexts, type SearchText } from "./catalog-search.ts";

/** A component catalog with its lookup index, built once. */
export type Catalog = {
  readonly size: number;
  /** Every entry, in the order given. */
  all(): readonly CatalogComponent[];
  get(id: string): CatalogComponent | null;
  match(parsed: ParsedTitle): ComponentMatchResult | null;
  search(q: string, opts?: SearchOptions): CatalogSearchPage;
};

/**
 * Indexes catalog entries for matching and search. Entries are validated; a duplicate
 * id is an error. The match index is built on first match, the search index on first search: a
 * process that only lists or syncs the catalog never pays for them.
 * @example
 * const catalog = createCatalog(entries);
 * catalog.match(parseTitle("Intel Xeon E5-2680 v3 SR1XP")); // { component_id: "intel-xeon-e5-2680-v3", ... }
 */
export function createCatalog(entries: readonly CatalogComponent[], opts: { validate?: boolean } = {}): Catalog {
  const list = opts.validate === false ? entries : entries.map((e) => v.parse(CatalogComponent, e));
  const byId = new Map<string, number>();
  list.forEach((c, i) => {
    if (byId.has(c.id)) throw new Error(`[catalog] duplicate component id ${c.id}`);
    byId.set(c.id, i);
  });
  let index: CatalogIndex | null = null;
  let texts: SearchText[] | null = null;
  return {
    size: list.length,
    all: () => list,
    get: (id) => {
      const i = byId.get(id);
      return i === undefined ? null : list[i]!;
    },
    match: (parsed) => matchIndex((index ??= buildIndex(list)), parsed),
    search: (q, o) => {
      texts ??= searchTexts(list);
      return searchIndex((index ??= buildIndex(list)), texts, q, o);
    },
  };
}
