import type { CatalogComponent, ComponentMatchResult, ParsedTitle } from "../schemas/catalog.ts";
import { rowToComponent } from "./component-row.ts";
import { type Catalog, createCatalog } from "./create-catalog.ts";
import { COMPONENT_ROWS, COMPONENT_SOURCES } from "./data/components.gen.ts";

let components: readonly CatalogComponent[] | null = null;
let catalog: Catalog | null = null;

/**
 * The catalog data shipped with the core (see data/SOURCES.md), decoded on first use.
 * @example defaultComponents().filter((c) => c.category === "hba").length
 */
export function defaultComponents(): readonly CatalogComponent[] {
  components ??= COMPONENT_ROWS.map((r) => rowToComponent(r, COMPONENT_SOURCES));
  return components;
}

/**
 * The shipped catalog, indexed once per process.
 * @example defaultCatalog().get("dell-poweredge-r720xd")?.model // "Dell PowerEdge R720xd"
 */
export function defaultCatalog(): Catalog {
  // The generated rows come from a validated build, so they are not validated again here.
  catalog ??= createCatalog(defaultComponents(), { validate: false });
  return catalog;
}

/**
 * Maps a parsed title to one exact catalog variant (model + capacity), or null.
 * @example matchComponent(parseTitle("LSI 9207-8i HBA IT mode")) // { component_id: "broadcom-sas-9207-8i", confidence: 0.89, matched_on: "alias" }
 */
export function matchComponent(parsed: ParsedTitle, catalog: Catalog = defaultCatalog()): ComponentMatchResult | null {
  return catalog.match(parsed);
}
