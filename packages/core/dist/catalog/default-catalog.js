import { rowToComponent } from "./component-row.js";
import { createCatalog } from "./create-catalog.js";
import { COMPONENT_ROWS, COMPONENT_SOURCES } from "./data/components.gen.js";
let components = null;
let catalog = null;
/**
 * The catalog data shipped with the core (see data/SOURCES.md), decoded on first use.
 * @example defaultComponents().filter((c) => c.category === "hba").length
 */
export function defaultComponents() {
    components ??= COMPONENT_ROWS.map((r) => rowToComponent(r, COMPONENT_SOURCES));
    return components;
}
/**
 * The shipped catalog, indexed once per process.
 * @example defaultCatalog().get("dell-poweredge-r720xd")?.model // "Dell PowerEdge R720xd"
 */
export function defaultCatalog() {
    // The generated rows come from a validated build, so they are not validated again here.
    catalog ??= createCatalog(defaultComponents(), { validate: false });
    return catalog;
}
/**
 * Maps a parsed title to one exact catalog variant (model + capacity), or null.
 * @example matchComponent(parseTitle("LSI 9207-8i HBA IT mode")) // { component_id: "broadcom-sas-9207-8i", confidence: 0.89, matched_on: "alias" }
 */
export function matchComponent(parsed, catalog = defaultCatalog()) {
    return catalog.match(parsed);
}
