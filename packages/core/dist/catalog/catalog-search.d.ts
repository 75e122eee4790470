import type { CatalogComponent, CatalogSearchPage } from "../schemas/catalog.ts";
import type { Category } from "../schemas/vocabulary.ts";
import type { CatalogIndex } from "./catalog-index.ts";
export type SearchOptions = {
    category?: Category | string | null;
    limit?: number;
    cursor?: string | null;
};
export declare const SEARCH_DEFAULT_LIMIT = 20;
export declare const SEARCH_MAX_LIMIT = 100;
/** Per-entry text the search reads, prepared once. */
export type SearchText = {
    words: ReadonlySet<string>;
    text: string;
    compact: string;
};
export declare function searchTexts(entries: readonly CatalogComponent[]): SearchText[];
/**
 * Searches the catalog for GET /api/v2/components/search: every query word must occur,
 * results ordered by relevance then id (stable across calls), paged by cursor = the last
 * id of the previous page.
 * @example catalog.search("e5-2680 v3", { category: "cpu", limit: 5 })
 */
export declare function searchIndex(index: CatalogIndex, texts: readonly SearchText[], q: string, opts?: SearchOptions): CatalogSearchPage;
