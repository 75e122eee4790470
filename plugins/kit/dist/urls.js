/**
 * Resolves a link found on a page and moves it onto the page's own origin. Pagination links
 * on recorded pages name the real site; re-rooting them keeps a source pointed wherever its
 * base URL sends it (a mirror, a test server).
 *
 * @example
 * rebaseUrl("https://www.ebay.com/sch/i.html?_pgn=2", "http://127.0.0.1:8080/sch/i.html"); // "http://127.0.0.1:8080/sch/i.html?_pgn=2"
 */
export function rebaseUrl(link, page_url) {
    try {
        const page = new URL(page_url);
        const target = new URL(link, page);
        if (target.protocol !== "http:" && target.protocol !== "https:")
            return null;
        return new URL(target.pathname + target.search, page.origin).href;
    }
    catch {
        return null;
    }
}
/** Resolves a link against a page, or null when it is not an http(s) URL. */
export function absoluteUrl(link, page_url) {
    if (!link)
        return null;
    try {
        const url = new URL(link, page_url);
        return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    }
    catch {
        return null;
    }
}
/** An ISO timestamp for a date string, or null when it does not parse. */
export function isoDate(text) {
    if (!text)
        return null;
    const at = Date.parse(text.trim());
    return Number.isNaN(at) ? null : new Date(at).toISOString();
}
/** Strips tags from an HTML fragment (feed descriptions) for price and text matching. */
export function stripTags(html) {
    return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
}
/**
 * Decodes the entities XML defines plus `&nbsp;` and numeric references (Reddit escapes
 * titles as `&amp;`; feeds escape their HTML). Plain string replacement is several times
 * faster than one regex with a callback on entity-heavy feed content; `&amp;` goes last so
 * `&amp;lt;` stays `&lt;`.
 *
 * @example
 * decodeEntities("G&amp;S &lt;3 &#36;5"); // "G&S <3 $5"
 */
export function decodeEntities(text) {
    if (!text.includes("&"))
        return text;
    let out = text
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&apos;", "'")
        .replaceAll("&nbsp;", "\u00a0");
    if (out.includes("&#")) {
        out = out.replace(/&#(x[\da-f]+|\d+);/gi, (whole, ref) => {
            const code = ref[0] === "x" || ref[0] === "X" ? Number.parseInt(ref.slice(1), 16) : Number(ref);
            return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
        });
    }
    return out.replaceAll("&amp;", "&");
}
