/**
 * Finds whole-word phrases the way `phraseRegExp` does, without a regex: a phrase can only
 * start where a run of `a`-`z`/`0`-`9` starts, and that run must be the phrase's first word,
 * so one pass over the runs with a hash lookup per run finds the same matches in the same
 * order. The regex tried hundreds of alternatives at every position; this costs one step a
 * character and one map lookup a word, on any input.
 */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 16777619;
function alnum(c) {
    return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}
/**
 * Indexes lower-case phrases that each start with a letter or digit.
 * @example nextPhrase(phraseIndex(["hard drive", "hdd"]), "wd hard drive 2tb", 0) // { index: 3, phrase: "hard drive" }
 */
export function phraseIndex(phrases) {
    const groups = new Map();
    for (const p of phrases) {
        if (!alnum(p.charCodeAt(0)))
            throw new Error(`phrase must start with a letter or digit: ${p}`);
        let h = FNV_OFFSET;
        for (let i = 0; i < p.length && alnum(p.charCodeAt(i)); i++)
            h = Math.imul(h ^ p.charCodeAt(i), FNV_PRIME);
        const list = groups.get(h | 0) ?? [];
        list.push(p);
        groups.set(h | 0, list);
    }
    // At one place the longest phrase that fits wins, as in the regex alternation sorted longest first.
    for (const list of groups.values())
        list.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    return { byFirstWord: groups };
}
/**
 * nextPhrase over runs a scan already found (`starts`/`hashes` of each run of letters and digits,
 * hashed as here): the same hits without reading the characters again.
 */
export function nextPhraseInRuns(index, text, runs, from) {
    // The first run at or after `from` (runs are in order), so a hit-by-hit walk stays linear.
    let lo = 0;
    let hi = runs.count;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (runs.starts[mid] < from)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (let r = lo; r < runs.count; r++) {
        const start = runs.starts[r];
        const list = index.byFirstWord.get(runs.hashes[r]);
        if (list === undefined)
            continue;
        for (const p of list) {
            if (text.startsWith(p, start) && !alnum(text.charCodeAt(start + p.length)))
                return { index: start, phrase: p };
        }
    }
    return null;
}
/**
 * The first phrase at or after `from` with no letter or digit on either side, or null:
 * the same hit as `phraseRegExp(phrases)` with `lastIndex = from`.
 * @example nextPhrase(phraseIndex(["ssd"]), "2x ssds, ssd", 0) // { index: 9, phrase: "ssd" }
 */
export function nextPhrase(index, text, from) {
    const n = text.length;
    let i = from;
    while (i < n) {
        if (!alnum(text.charCodeAt(i))) {
            i++;
            continue;
        }
        const start = i;
        let h = FNV_OFFSET;
        for (; i < n; i++) {
            const c = text.charCodeAt(i);
            if (!alnum(c))
                break;
            h = Math.imul(h ^ c, FNV_PRIME);
        }
        // Inside a word (a search resumed mid-word) nothing can start.
        if (start > 0 && alnum(text.charCodeAt(start - 1)))
            continue;
        const list = index.byFirstWord.get(h | 0);
        if (list === undefined)
            continue;
        for (const p of list) {
            if (text.startsWith(p, start) && !alnum(text.charCodeAt(start + p.length)))
                return { index: start, phrase: p };
        }
    }
    return null;
}
