import * as v from "valibot";
import { CatalogComponent } from "../schemas/catalog.js";
import { buildIndex, matchIndex } from "./catalog-index.js";
import { searchIndex, searchTexts } from "./catalog-search.js";
/**
 * Indexes catalog entries for matching and search. Entries are validated; a duplicate
 * id is an error. The search index is built on first search.
 * @example
 * const catalog = createCatalog(entries);
 * catalog.match(parseTitle("Intel Xeon E5-2680 v3 SR1XP")); // { component_id: "intel-xeon-e5-2680-v3", ... }
 */
export function createCatalog(entries, opts = {}) {
    const list = opts.validate === false ? entries : entries.map((e) => v.parse(CatalogComponent, e));
    const index = buildIndex(list);
    let texts = null;
    return {
        size: list.length,
        all: () => list,
        get: (id) => {
            const i = index.byId.get(id);
            return i === undefined ? null : list[i];
        },
        match: (parsed) => matchIndex(index, parsed),
        search: (q, o) => {
            texts ??= searchTexts(list);
            return searchIndex(index, texts, q, o);
        },
    };
}
