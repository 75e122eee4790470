import type { Catalog } from "../catalog/create-catalog.ts";
import type { CatalogComponent } from "../schemas/catalog.ts";

/**
 * The class of a variant for "class average" comparisons: the same category, per-unit capacity and
 * interface (every used 8TB SAS drive; every 32GB DDR4 RDIMM). Classes are indexed once per catalog.
 */
const CLASSES = new WeakMap<Catalog, Map<string, string[]>>();

function classKey(c: Pick<CatalogComponent, "category" | "capacity_gb" | "interface" | "form_factor">): string | null {
  if (c.capacity_gb === null) return null;
  return `${c.category}|${c.capacity_gb}|${c.interface ?? ""}|${c.category === "ram" ? (c.form_factor ?? "") : ""}`;
}

/**
 * The ids of a variant's class (itself included) and a label naming the class; null for variants
 * without a capacity (CPUs, NICs: a class of those would mix unlike things).
 * @example variantClass(catalog, "hdd-hgst-he8-8tb")?.label // "8TB SAS hdd"
 */
export function variantClass(catalog: Catalog, component: CatalogComponent): { ids: readonly string[]; label: string } | null {
  const key = classKey(component);
  if (key === null) return null;
  let index = CLASSES.get(catalog);
  if (index === undefined) {
    index = new Map();
    for (const c of catalog.all()) {
      const k = classKey(c);
      if (k === null) continue;
      const list = index.get(k);
      if (list) list.push(c.id);
      else index.set(k, [c.id]);
    }
    CLASSES.set(catalog, index);
  }
  const words = [component.capacity, component.interface, component.category === "ram" ? component.form_factor : null, component.category];
  return { ids: index.get(key) ?? [component.id], label: words.filter((w) => w).join(" ") };
}
