import { CatalogComponent, type CatalogSearchPage, type ComponentMatchResult, type ParsedTitle } from "../schemas/catalog.ts";
import { type SearchOptions } from "./catalog-search.ts";
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
export declare function createCatalog(entries: readonly CatalogComponent[], opts?: {
    validate?: boolean;
}): Catalog;
