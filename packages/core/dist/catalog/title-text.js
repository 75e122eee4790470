/** Small text helpers shared by the title parser and the catalog index. */
/** Longest title text the parser reads; longer input is cut so parse time stays bounded. */
export const MAX_TITLE_CHARS = 400;
/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/**
 * One regex that finds any of the given phrases as whole words (letters and digits
 * around it do not count as a boundary). Longer phrases are tried first.
 */
export function phraseRegExp(phrases) {
    const sorted = [...phrases].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    return new RegExp(`(?<![a-z0-9])(?:${sorted.map(escapeRegExp).join("|")})(?![a-z0-9])`, "g");
}
/** True for the characters `\s` matches in a JavaScript RegExp. */
export function isSpace(c) {
    if (c === 32)
        return true;
    if (c < 160)
        return c >= 9 && c <= 13;
    return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
        c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
const NEEDS_FOLD_RE = /\s\s|[\t\n\r\f\v\u00a0]/;
const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** Decodes the few HTML entities feeds leave in titles and folds whitespace. */
export function cleanTitle(title) {
    const cut = title.length > MAX_TITLE_CHARS ? title.slice(0, MAX_TITLE_CHARS) : title;
    const decoded = cut.includes("&") ? cut.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e) : cut;
    return NEEDS_FOLD_RE.test(decoded) ? decoded.replace(/\s+/g, " ").trim() : decoded.trim();
}
/** Upper-case letters and digits only: the form part numbers and aliases are compared in. */
export function compactKey(s) {
    return s.toUpperCase().replace(/[^A-Z0-9]/g, "");
}
