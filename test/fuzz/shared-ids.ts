import type { Catalog } from "@rackhunt/core";

/**
 * Real values for path parameters that name shared things (catalog components and categories),
 * so generated requests reach handlers rather than stopping at "not found".
 * @example sharedIds(server.app.services.catalog) // { component_id: [...], category: [...] }
 */
export function sharedIds(catalog: Catalog, perKind = 4): Record<string, string[]> {
  const all = catalog.all();
  const categories = [...new Set(all.map((c) => c.category))];
  const components = categories.flatMap((cat) => all.filter((c) => c.category === cat).slice(0, 1)).slice(0, perKind * 3);
  return { component_id: components.map((c) => c.id), category: categories };
}
