/**
 * Words left out when titles and catalog names are turned into lookup keys: brands,
 * family names and filler that people add or drop freely ("Intel Xeon E5-2680 v3"
 * and "E5-2680 v3" must meet on the same key).
 */
export declare const KEY_STOP_WORDS: ReadonlySet<string>;
/**
 * The words of a name or title as upper-case letters and digits, without stop words
 * and capacities: `Intel Xeon E5-2680 v3` → [`E52680`, `V3`]. One pass over the characters,
 * since this runs for every listing a scan sees.
 */
export declare function keyWords(text: string): string[];
/** The key a catalog name is stored under: its key words run together. */
export declare function nameKey(text: string): string;
/** A key specific enough to identify something (not `R7`, not `2600`). */
export declare function usableKey(key: string): boolean;
/** True when an alias is a single part-number-like token (letters and digits, 6+ characters). */
export declare function looksLikePartNumber(alias: string): boolean;
