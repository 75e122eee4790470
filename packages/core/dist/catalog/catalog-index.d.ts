import type { CatalogComponent, ComponentMatchResult, MatchKind, ParsedTitle } from "../schemas/catalog.ts";
type Hit = {
    entry: number;
    kind: MatchKind;
    key: string;
};
/** Lookup tables built once per catalog. */
export type CatalogIndex = {
    entries: readonly CatalogComponent[];
    byId: ReadonlyMap<string, number>;
    keys: ReadonlyMap<string, readonly Hit[]>;
    ramSpecs: ReadonlyMap<string, number>;
};
export declare function ramSpecKey(gen: string, type: string, gb: number, speed: number): string;
/** Builds the index: every part number, alias and model name of every entry becomes a key. */
export declare function buildIndex(entries: readonly CatalogComponent[]): CatalogIndex;
/**
 * The one catalog variant a parsed title names, or null when none fits or the title
 * leaves the variant open (a model sold in several capacities, with no capacity given).
 */
export declare function matchIndex(index: CatalogIndex, p: ParsedTitle): ComponentMatchResult | null;
export {};
