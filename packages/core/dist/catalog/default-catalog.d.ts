import type { CatalogComponent, ComponentMatchResult, ParsedTitle } from "../schemas/catalog.ts";
import { type Catalog } from "./create-catalog.ts";
/**
 * The catalog data shipped with the core (see data/SOURCES.md), decoded on first use.
 * @example defaultComponents().filter((c) => c.category === "hba").length
 */
export declare function defaultComponents(): readonly CatalogComponent[];
/**
 * The shipped catalog, indexed once per process.
 * @example defaultCatalog().get("dell-poweredge-r720xd")?.model // "Dell PowerEdge R720xd"
 */
export declare function defaultCatalog(): Catalog;
/**
 * Maps a parsed title to one exact catalog variant (model + capacity), or null.
 * @example matchComponent(parseTitle("LSI 9207-8i HBA IT mode")) // { component_id: "broadcom-sas-9207-8i", confidence: 0.89, matched_on: "alias" }
 */
export declare function matchComponent(parsed: ParsedTitle, catalog?: Catalog): ComponentMatchResult | null;
