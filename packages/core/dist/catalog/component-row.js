/** Turns one stored row back into a catalog component. */
export function rowToComponent(row, sources) {
    const [id, category, subcategory, brand, model, mpn, capacity, capacity_gb, iface, form_factor, generation, aliases, specs, source] = row;
    return {
        id, category, subcategory, brand, model, mpn, capacity, capacity_gb, interface: iface, form_factor, generation,
        aliases: [...aliases], specs: { ...specs }, source: sources[source] ?? "unknown",
    };
}
/** Identity with a typed signature: lets the compiler check each generated row on its own. */
export function row(...cells) {
    return cells;
}
