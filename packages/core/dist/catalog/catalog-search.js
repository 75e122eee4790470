import { nameKey } from "./match-keys.js";
import { compactKey } from "./title-text.js";
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export function searchTexts(entries) {
    return entries.map((c) => {
        const text = [c.id, c.brand ?? "", c.model, c.mpn ?? "", c.capacity ?? "", ...c.aliases].join(" ").toLowerCase();
        return { text, words: new Set(text.split(/[^a-z0-9.]+/).filter(Boolean)), compact: compactKey(text) };
    });
}
/** Relevance of one entry to the query words; 0 when a word is missing. */
function score(t, words, exact) {
    let s = exact ? 100 : 0;
    for (const w of words) {
        if (t.words.has(w))
            s += 10;
        else if (t.text.includes(w))
            s += 4;
        else if (w.length >= 3 && t.compact.includes(compactKey(w)))
            s += 3;
        else
            return 0;
    }
    return s;
}
/**
 * Searches the catalog for GET /api/v2/components/search: every query word must occur,
 * results ordered by relevance then id (stable across calls), paged by cursor = the last
 * id of the previous page.
 * @example catalog.search("e5-2680 v3", { category: "cpu", limit: 5 })
 */
export function searchIndex(index, texts, q, opts = {}) {
    const limit = Math.min(SEARCH_MAX_LIMIT, Math.max(1, Math.floor(opts.limit ?? SEARCH_DEFAULT_LIMIT)));
    const words = q.toLowerCase().split(/[\s,;]+/).filter(Boolean);
    if (words.length === 0)
        return { results: [], total: 0, cursor: null, has_more: false };
    const exactHits = new Set((index.keys.get(compactKey(q)) ?? index.keys.get(nameKey(q)) ?? []).map((h) => h.entry));
    const scored = [];
    for (let i = 0; i < index.entries.length; i++) {
        if (opts.category && index.entries[i].category !== opts.category)
            continue;
        const s = score(texts[i], words, exactHits.has(i));
        if (s > 0)
            scored.push({ i, s });
    }
    scored.sort((a, b) => b.s - a.s || (index.entries[a.i].id < index.entries[b.i].id ? -1 : 1));
    let start = 0;
    if (opts.cursor) {
        const at = scored.findIndex((x) => index.entries[x.i].id === opts.cursor);
        start = at < 0 ? scored.length : at + 1;
    }
    const page = scored.slice(start, start + limit).map((x) => index.entries[x.i]);
    const has_more = start + limit < scored.length;
    return { results: page, total: scored.length, cursor: has_more ? page[page.length - 1].id : null, has_more };
}
