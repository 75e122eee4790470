/** Small text helpers shared by the title parser and the catalog index. */

/** Longest title text the parser reads; longer input is cut so parse time stays bounded. */
export const MAX_TITLE_CHARS = 400;

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * One regex that finds any of the given phrases as whole words (letters and digits
 * around it do not count as a boundary). Longer phrases are tried first.
 */
export function phraseRegExp(phrases: Iterable<string>): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return new RegExp(`(?<![a-z0-9])(?:${sorted.map(escapeRegExp).join("|")})(?![a-z0-9])`, "g");
}

/** True for the characters `\s` matches in a JavaScript RegExp. */
export function isSpace(c: number): boolean {
  if (c === 32) return true;
  if (c < 160) return c >= 9 && c <= 13;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** True when `/\s\s|[\t\n\r\f\v\u00a0]/` matches: two spaces in a row or a space other than ` `. */
function needsFold(text: string): boolean {
  let prevSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (prevSpace) return true;
      prevSpace = true;
    } else if (c < 128 ? c >= 9 && c <= 13 : isSpace(c)) {
      // Tabs, line breaks and U+00A0 fold even alone; the other spaces only next to another one.
      if (prevSpace || c <= 13 || c === 0xa0) return true;
      prevSpace = true;
    } else prevSpace = false;
  }
  return false;
}
/** Zero-width and bidirectional control characters: invisible, but they split words (`8\u200bTB`). */
const INVISIBLE_RE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

const NEW_LISTING_RE = /^(?:New|NEW|new)\s?(?:Listing|LISTING|listing)(?![a-z])/;

/** A character outside printable ASCII, or two spaces in a row. */
const NOT_PLAIN_RE = /[^ -~]| {2}/;

/** True when some character is in one of the invisible ranges (checked by code, no regex). */
function hasInvisible(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xad) continue;
    if (c === 0xad || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2060 && c <= 0x2069) || c === 0xfeff) return true;
  }
  return false;
}

/** Drops invisible characters, decodes the few HTML entities feeds leave in titles and folds whitespace. */
export function cleanTitle(title: string): string {
  const cut = title.length > MAX_TITLE_CHARS ? title.slice(0, MAX_TITLE_CHARS) : title;
  // Most titles are printable ASCII without a double space: nothing to drop or fold, one native scan says so.
  const plain = !NOT_PLAIN_RE.test(cut);
  const shown = !plain && hasInvisible(cut) ? cut.replace(INVISIBLE_RE, "") : cut;
  // Auction result pages glue their "New Listing" badge to the title; it is not the seller's word.
  const visible = (shown.charCodeAt(0) | 32) === 110 && NEW_LISTING_RE.test(shown) ? shown.replace(NEW_LISTING_RE, "") : shown;
  const decoded = visible.includes("&") ? visible.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e) : visible;
  // Dropping the badge or decoding an entity never makes two spaces meet.
  return !plain && needsFold(decoded) ? decoded.replace(/\s+/g, " ").trim() : decoded.trim();
}

/** Upper-case letters and digits only: the form part numbers and aliases are compared in. */
export function compactKey(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, "");
}
