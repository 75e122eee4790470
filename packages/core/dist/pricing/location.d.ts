/**
 * Whether a listing's location tag matches a location keyword (`local_kw`, a hunt's location):
 * case-insensitive, equal, or the tag is a sub-region of the keyword (`USA` matches `USA-CA`).
 * An unknown location never matches a keyword.
 * @example locationMatches("USA-CA", "usa") // true
 */
export declare function locationMatches(tag: string | null | undefined, keyword: string): boolean;
