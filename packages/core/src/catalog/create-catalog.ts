import * as v from "valibot";
import { CatalogComponent, type CatalogSearchPage, type ComponentMatchResult, type ParsedTitle } from "../schemas/catalog.ts";
import { buildIndex, matchIndex } from "./catalog-index.ts";
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
 * id is an error. The search index is built on first search.
 * @example
 * const catalog = createCatalog(entries);
 * catalog.match(parseTitle("Intel Xeon E5-2680 v3 SR1XP")); // { component_id: "intel-xeon-e5-2680-v3", ... }
 */
export function createCatalog(entries: readonly CatalogComponent[], opts: { validate?: boolean } = {}): Catalog {
  const list = opts.validate === false ? entries : entries.map((e) => v.parse(CatalogComponent, e));
  const index = buildIndex(list);
  let texts: SearchText[] | null = null;
  return {
    size: list.length,
    all: () => list,
    get: (id) => {
      const i = index.byId.get(id);
      return i === undefined ? null : list[i]!;
    },
    match: (parsed) => matchIndex(index, parsed),
    search: (q, o) => {
      texts ??= searchTexts(list);
      return searchIndex(index, texts, q, o);
    },
  };
}
