import type { Category } from "../schemas/vocabulary.ts";
/** Drive, DIMM and card part numbers of the big makers; they identify the exact variant. */
/** Each pattern with the category its part numbers belong to (null: the maker numbers many kinds of part). */
export declare const PART_NUMBER_PATTERNS: ReadonlyArray<readonly [RegExp, Category | null]>;
/**
 * Part-number-shaped tokens (letters and digits mixed, 5+ characters, up to two hyphens;
 * not a capacity, speed or promo code), upper-cased. Built from the word runs the word scan
 * recorded, not a regex scan, because every title passes through here.
 * @example genericPartNumbers("ibm 00rx908 1.8tb sas", "IBM 00RX908 1.8TB SAS") // ["00RX908"]
 */
export declare function genericPartNumbers(lower: string, original: string, limit?: number): string[];
/**
 * The model of an item of the given category, or null when no pattern fits. Patterns are tried
 * in order and the first that fits anywhere wins. The alternation of patterns 0..k-1 matches first
 * where any of them fits, with the lowest pattern j that fits there, so j fits and its own first
 * match is that one (same place, same text); then only patterns before j can still win. Each step
 * is one scan, and most titles need one or two.
 */
export declare function findModel(category: Category, lower: string): string | null;
/** Known-maker part numbers in the text (upper case), most specific maker first, and the category that implies. */
export declare function findPartNumbers(lower: string): {
    numbers: string[];
    category: Category | null;
};
