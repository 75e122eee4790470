/**
 * Resolves a link found on a page and moves it onto the page's own origin. Pagination links
 * on recorded pages name the real site; re-rooting them keeps a source pointed wherever its
 * base URL sends it (a mirror, a test server).
 *
 * @example
 * rebaseUrl("https://www.ebay.com/sch/i.html?_pgn=2", "http://127.0.0.1:8080/sch/i.html"); // "http://127.0.0.1:8080/sch/i.html?_pgn=2"
 */
export declare function rebaseUrl(link: string, page_url: string): string | null;
/** Resolves a link against a page, or null when it is not an http(s) URL. */
export declare function absoluteUrl(link: string | null | undefined, page_url: string): string | null;
/** An ISO timestamp for a date string, or null when it does not parse. */
export declare function isoDate(text: string | null | undefined): string | null;
/** Strips tags from an HTML fragment (feed descriptions) for price and text matching. */
export declare function stripTags(html: string): string;
/**
 * Decodes the entities XML defines plus `&nbsp;` and numeric references (Reddit escapes
 * titles as `&amp;`; feeds escape their HTML). Plain string replacement is several times
 * faster than one regex with a callback on entity-heavy feed content; `&amp;` goes last so
 * `&amp;lt;` stays `&lt;`.
 *
 * @example
 * decodeEntities("G&amp;S &lt;3 &#36;5"); // "G&S <3 $5"
 */
export declare function decodeEntities(text: string): string;
