/**
 * A SYNTHETIC catalog for the evaluate tests: the synthetic He8 drive of the pricing fixtures and
 * twenty invented variants, so evaluate runs through the real pipeline (parse, match) over them.
 */
import { createCatalog } from "../../../packages/core/src/catalog/index.ts";
import type { CatalogComponent } from "../../../packages/core/src/schemas/catalog.ts";
import { SYNTHETIC_ID } from "../pricing/synthetic-cohort.ts";

const drive = (id: string, model: string, aliases: string[]): CatalogComponent => ({
  id, category: "hdd", subcategory: null, brand: "HGST", model, mpn: null, capacity: "8TB", capacity_gb: 8000, interface: "SAS",
  form_factor: "3.5in", generation: null, aliases, specs: {}, source: "synthetic",
});

/** The He8 (`HGST He8 8TB SAS` matches it) and `synthetic-0` … `synthetic-19` 8TB SAS drives. */
export const syntheticCatalog = createCatalog([
  drive(SYNTHETIC_ID, "Ultrastar He8", ["He8"]),
  ...Array.from({ length: 20 }, (_, c) => drive(`synthetic-hdd-${c}`, `Synthetic ${c}X`, [`SYN${c}X`])),
]);
