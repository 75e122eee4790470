import { matchComponent, parseTitle, type Catalog, type Identification, type ParsedTitle } from "@rackhunt/core";

/**
 * The real identifier evaluate is handed: parse the title, match it to one catalog variant.
 * The stated condition, when given, is left to evaluate (it outranks the title's).
 */
export function createIdentify(catalog: Catalog) {
  return (title: string, _condition: string | null): Identification | null => {
    const parsed = parseTitle(title);
    const match = matchComponent(parsed, catalog);
    if (!match) return null;
    const c = catalog.get(match.component_id);
    return {
      component: { id: match.component_id, brand: c?.brand ?? null, model: c?.model ?? null },
      confidence: match.confidence,
      condition: parsed.condition,
      quantity: parsed.quantity,
      capacity_gb: parsed.capacity_gb,
    };
  };
}

export type { ParsedTitle };
