import type { Catalog } from "../catalog/create-catalog.ts";
import type { CatalogComponent } from "../schemas/catalog.ts";

/**
 * The class of a variant for "class average" comparisons: parts a buyer would weigh against each
 * other. With a capacity, the same category, per-unit capacity and interface (every 8TB SAS drive,
 * every 32GB DDR4 RDIMM); without one (CPUs, NICs), the same category, generation and form factor
 * (every Haswell LGA2011-3 CPU). Variants with neither are a class of their own. Indexed once per
 * catalog.
 */
const CLASSES = new WeakMap<Catalog, Map<string, string[]>>();

function classKey(c: CatalogComponent): string | null {
  if (c.capacity_gb !== null) return `${c.category}|${c.capacity_gb}|${c.interface ?? ""}|${c.category === "ram" ? (c.form_factor ?? "") : ""}`;
  if (c.generation !== null) return `${c.category}|${c.generation}|${c.form_factor ?? ""}`;
  return null;
}

function labelOf(c: CatalogComponent): string {
  const words = c.capacity_gb !== null
    ? [c.capacity, c.interface, c.category === "ram" ? c.form_factor : null, c.category]
    : [c.generation, c.form_factor, c.category];
  return words.filter((w) => w).join(" ");
}

/**
 * The ids of a variant's class (itself included) and a label naming the class.
 * @example variantClass(catalog, catalog.get("intel-xeon-e5-2680-v3")!).label // "Haswell LGA2011-3 cpu"
 */
export function variantClass(catalog: Catalog, component: CatalogComponent): { ids: readonly string[]; label: string } {
  const key = classKey(component);
  if (key === null) return { ids: [component.id], label: component.model };
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
  return { ids: index.get(key) ?? [component.id], label: labelOf(component) };
}
