import type { CatalogComponent } from "../schemas/catalog.ts";

/**
 * The positional form the generated catalog module is stored in: one tuple per
 * variant, the last cell an index into the list of source keys. Keeps the module
 * at about half the size of the equivalent object literals.
 */
export type ComponentRow = readonly [
  id: string,
  category: CatalogComponent["category"],
  subcategory: string | null,
  brand: string | null,
  model: string,
  mpn: string | null,
  capacity: string | null,
  capacity_gb: number | null,
  iface: string | null,
  form_factor: string | null,
  generation: string | null,
  aliases: readonly string[],
  specs: Readonly<Record<string, number | string | boolean>>,
  source: number,
];

/** Turns one stored row back into a catalog component. */
export function rowToComponent(row: ComponentRow, sources: readonly string[]): CatalogComponent {
  const [id, category, subcategory, brand, model, mpn, capacity, capacity_gb, iface, form_factor, generation,
    aliases, specs, source] = row;
  return {
    id, category, subcategory, brand, model, mpn, capacity, capacity_gb, interface: iface, form_factor, generation,
    aliases: [...aliases], specs: { ...specs }, source: sources[source] ?? "unknown",
  };
}

