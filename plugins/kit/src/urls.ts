import { decodeHTMLStrict } from "entities";

/**
 * Resolves a link found on a page and moves it onto the page's own origin. Pagination links
 * on recorded pages name the real site; re-rooting them keeps a source pointed wherever its
 * base URL sends it (a mirror, a test server).
 *
 * @example
 * rebaseUrl("https://www.ebay.com/sch/i.html?_pgn=2", "http://127.0.0.1:8080/sch/i.html"); // "http://127.0.0.1:8080/sch/i.html?_pgn=2"
 */
export function rebaseUrl(link: string, page_url: string): string | null {
  try {
    const page = new URL(page_url);
    const target = new URL(link, page);
    if (target.protocol !== "http:" && target.protocol !== "https:") return null;
    return new URL(target.pathname + target.search, page.origin).href;
  } catch {
    return null;
  }
}

/** Resolves a link against a page, or null when it is not an http(s) URL. */
export function absoluteUrl(link: string | null | undefined, page_url: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, page_url);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** An ISO timestamp for a date string, or null when it does not parse. */
export function isoDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const at = Date.parse(text.trim());
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Strips tags from an HTML fragment (feed descriptions) for price and text matching. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Decodes every named HTML entity (`&reg;`, `&ndash;`, `&eacute;` …) and numeric references
 * in one pass, so `&amp;lt;` stays `&lt;`. Strict mode: only entities ended by `;` count, so
 * text such as "AT&T" or "price&currency" is left alone (Reddit escapes titles as `&amp;`;
 * feeds escape their HTML).
 *
 * @example
 * decodeEntities("G&amp;S &lt;3 &#36;5 Intel&reg;"); // "G&S <3 $5 Intel®"
 */
export function decodeEntities(text: string): string {
  return text.includes("&") ? decodeHTMLStrict(text) : text;
}
