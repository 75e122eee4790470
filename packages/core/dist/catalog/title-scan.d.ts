/**
 * One pass over the lower-case item text that says which extractors can match at all, so
 * the parser skips the regexes that would only fail. Every regex gated here needs one of its
 * trigger words as a whole run of `a`-`z` letters, so a missing word proves the regex fails:
 * the gate never changes a result, it only saves the scan. Words are compared by a hash of
 * the run (a collision only lets a regex run that could have been skipped).
 */
/** `readCondition` can find a condition word. */
export declare const MAY_CONDITION = 1;
/** An accessory word (caddy, tray, bracket…) is present. */
export declare const MAY_ACCESSORY = 2;
/** `readInterface` can find an interface. */
export declare const MAY_INTERFACE = 4;
/** `readFormFactor` can find a form factor. */
export declare const MAY_FORM = 8;
/** A lot or pack count (`lot of 5`, `10 pcs`, `qty 3`, `2-pack`) can be present. */
export declare const MAY_LOT = 16;
/** A kit count `4x 32GB` / `4×32GB` can be present. */
export declare const MAY_KIT = 32;
/** A `gb` or `tb` unit is present. */
export declare const MAY_CAPACITY = 64;
/** The text has a character beyond ASCII (CJK condition words, `×`). */
export declare const NON_ASCII = 128;
/** The text has a quote (`3.5"`, `2.5''`). */
export declare const HAS_QUOTE = 256;
/**
 * Some run of `a`-`z`/`0`-`9` is 6+ characters long and has a digit: every maker part
 * number `findPartNumbers` knows (`st4000nm0033`, `00rx908`, `mnpa19-xtr`) has one.
 */
export declare const MAY_PART_NUMBER = 512;
/**
 * Some token of letters and digits joined by single hyphens (`e5-2680`, `00rx908`) is 5 to 30
 * characters long and has both a letter and a digit: what `genericPartNumbers` looks for.
 */
export declare const MAY_GENERIC_PART = 1024;
/**
 * The MAY_* and HAS_* bits of a lower-case text, in one pass over its characters.
 * @example (scanWords("4x 32gb ddr4 ecc rdimm") & MAY_CONDITION) === 0 // true: no condition word
 */
export declare function scanWords(lower: string): number;
/**
 * The runs of letters and digits of the text last given to scanWords, which records them on its
 * way (so the phrase lookups need no pass of their own). Valid for that text only: `wordRuns`
 * scans again when asked about another text.
 */
export type WordRuns = {
    text: string;
    count: number;
    starts: Int32Array;
    ends: Int32Array;
    hashes: Int32Array;
    /** RUN_LETTER | RUN_DIGIT: what the run holds. */
    kinds: Int32Array;
};
export declare const RUN_LETTER = 1;
export declare const RUN_DIGIT = 2;
/**
 * The runs of `a`-`z`/`0`-`9` in `lower` with the FNV-1a hash of each, as the phrase index keys them.
 * @example wordRuns("wd red 4tb").count // 3
 */
export declare function wordRuns(lower: string): WordRuns;
