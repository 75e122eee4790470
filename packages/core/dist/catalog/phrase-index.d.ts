/**
 * Finds whole-word phrases the way `phraseRegExp` does, without a regex: a phrase can only
 * start where a run of `a`-`z`/`0`-`9` starts, and that run must be the phrase's first word,
 * so one pass over the runs with a hash lookup per run finds the same matches in the same
 * order. The regex tried hundreds of alternatives at every position; this costs one step a
 * character and one map lookup a word, on any input.
 */
/** Phrases grouped by the hash of their first word, longest first. */
export type PhraseIndex = {
    readonly byFirstWord: ReadonlyMap<number, readonly string[]>;
};
export type PhraseHit = {
    index: number;
    phrase: string;
};
/**
 * Indexes lower-case phrases that each start with a letter or digit.
 * @example nextPhrase(phraseIndex(["hard drive", "hdd"]), "wd hard drive 2tb", 0) // { index: 3, phrase: "hard drive" }
 */
export declare function phraseIndex(phrases: Iterable<string>): PhraseIndex;
/**
 * nextPhrase over runs a scan already found (`starts`/`hashes` of each run of letters and digits,
 * hashed as here): the same hits without reading the characters again.
 */
export declare function nextPhraseInRuns(index: PhraseIndex, text: string, runs: {
    count: number;
    starts: Int32Array;
    hashes: Int32Array;
}, from: number): PhraseHit | null;
/**
 * The first phrase at or after `from` with no letter or digit on either side, or null:
 * the same hit as `phraseRegExp(phrases)` with `lastIndex = from`.
 * @example nextPhrase(phraseIndex(["ssd"]), "2x ssds, ssd", 0) // { index: 9, phrase: "ssd" }
 */
export declare function nextPhrase(index: PhraseIndex, text: string, from: number): PhraseHit | null;
