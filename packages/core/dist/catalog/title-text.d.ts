/** Small text helpers shared by the title parser and the catalog index. */
/** Longest title text the parser reads; longer input is cut so parse time stays bounded. */
export declare const MAX_TITLE_CHARS = 400;
/** Escapes a literal for use inside a RegExp. */
export declare function escapeRegExp(s: string): string;
/**
 * One regex that finds any of the given phrases as whole words (letters and digits
 * around it do not count as a boundary). Longer phrases are tried first.
 */
export declare function phraseRegExp(phrases: Iterable<string>): RegExp;
/** True for the characters `\s` matches in a JavaScript RegExp. */
export declare function isSpace(c: number): boolean;
/** Decodes the few HTML entities feeds leave in titles and folds whitespace. */
export declare function cleanTitle(title: string): string;
/** Upper-case letters and digits only: the form part numbers and aliases are compared in. */
export declare function compactKey(s: string): string;
