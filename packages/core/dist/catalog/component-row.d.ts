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
    source: number
];
/** Turns one stored row back into a catalog component. */
export declare function rowToComponent(row: ComponentRow, sources: readonly string[]): CatalogComponent;
/** Identity with a typed signature: lets the compiler check each generated row on its own. */
export declare function row(...cells: ComponentRow): ComponentRow;
