import { BRANDS, CONTAINER_CATEGORIES, ITEM_HINTS } from "./title-lexicon.js";
import { nextPhraseInRuns, phraseIndex } from "./phrase-index.js";
import { wordRuns } from "./title-scan.js";
const HINTS = phraseIndex(Object.keys(ITEM_HINTS));
const BRAND_NAMES = phraseIndex(Object.keys(BRANDS));
/** Shapes that name a category without a keyword: `i5-3570K`, `E5-2680 v3`, `R720xd`, `DL380`, `9207-8i`. */
const SHAPE_HINTS = [
    [/(?<![a-z0-9])(?:i[3579]-\d{4}|e[357]-\d{4}|\d{4}k|\d{4}x3d|fx-\d{4}|e-2\d{3})(?![0-9])/, "cpu"],
    [/(?<![a-z0-9])(?:gtx|rtx|gts)\s?\d{3,4}(?![0-9])/, "gpu"],
    [/(?<![a-z0-9])samsung\s(?:\d{2,4}\s?gb\s)?(?:8[3-7]0|9[6-9]0)(?![0-9])/, "ssd"],
    [/(?<![a-z0-9])thinksystem\s(?:sr|st|sd)\d{3}(?![0-9])/, "server"],
    [/(?<![a-z0-9])(?:[rt]\d{3}(?:xd)?|(?:dl|ml)\d{3}[ep]?)\s?(?:g\d|gen\s?\d|server)?(?![a-z0-9])/, "server"],
    [/(?<![a-z0-9])(?:\d{3,4}-\d{1,2}[ie]|h[2378][1-4]0p?|hba330)(?![a-z0-9])/, "hba"],
    [/(?<![a-z0-9])(?:x5[2-5]0-|x710|xl710|i350-|mcx\d{3}|cx\d{3}a|mnpa19)/, "nic"],
    [/(?<![a-z0-9])(?:hd|r9|r7)\s?\d{3,4}(?![a-z0-9])|(?<![a-z0-9])(?:7970|7950|7870|7850|7770|6950|6970|5870)(?![0-9])/, "gpu"],
    [/(?<![a-z0-9])(?:m\d{2,3}q|\d{3} g\d mini)(?![a-z0-9])/, "minipc"],
    [/(?<![a-z0-9])(?:c[rs]s\d{3}-|ws-c\d{4}|c\d{4}c?x-\d|ex\d{4}-|icx\s?\d{4}|usw-|dcs-\d{4})/, "switch"],
];
/**
 * The shapes as one alternation, so one scan finds them all (group k+1 is shape k). Every shape
 * starts with the same look-behind; checked once in front of the alternation instead of once per
 * alternative, the scan takes about half the time and finds the same matches.
 */
const NOT_AFTER_WORD = "(?<![a-z0-9])";
const ALL_SHAPES_RE = new RegExp(`${NOT_AFTER_WORD}(?:${SHAPE_HINTS.map(([re]) => `(${re.source.replaceAll(NOT_AFTER_WORD, "")})`).join("|")})`, "g");
const STORAGE_BRANDS = new Set(["Seagate", "Western Digital", "HGST", "Hitachi", "Toshiba"]);
/**
 * What the item is: the first category word in the text, except that a container
 * (server, mini PC) wins wherever it appears, and `other` words count only when
 * nothing else is named before them.
 */
export function readCategory(lower, tagCategory) {
    const runs = wordRuns(lower);
    const b = nextPhraseInRuns(BRAND_NAMES, lower, runs, 0);
    const brand = b ? (BRANDS[b.phrase] ?? null) : null;
    if (tagCategory)
        return { category: tagCategory, brand };
    let first = null;
    let firstAt = Number.POSITIVE_INFINITY;
    let container = null;
    for (let m = nextPhraseInRuns(HINTS, lower, runs, 0); m !== null; m = nextPhraseInRuns(HINTS, lower, runs, m.index + m.phrase.length)) {
        const c = ITEM_HINTS[m.phrase];
        if (!c)
            continue;
        if (CONTAINER_CATEGORIES.has(c)) {
            container = c;
            break;
        }
        if (m.index < firstAt) {
            first = c;
            firstAt = m.index;
        }
    }
    // Once a container word is found the shapes cannot change the answer.
    ALL_SHAPES_RE.lastIndex = 0;
    for (let m = container === null ? ALL_SHAPES_RE.exec(lower) : null; m !== null; m = ALL_SHAPES_RE.exec(lower)) {
        let k = 1;
        while (m[k] === undefined)
            k++;
        const c = SHAPE_HINTS[k - 1][1];
        // `R720` or `DL380` alone may be a part for one; a server needs its maker or the word.
        if (CONTAINER_CATEGORIES.has(c)) {
            if (c !== "server" || /\b(dell|hp|hpe|poweredge|proliant)\b|server/.test(lower))
                container ??= c;
        }
        else if (m.index < firstAt) {
            first = c;
            firstAt = m.index;
        }
    }
    if (container)
        return { category: container, brand };
    if (first === null && brand && STORAGE_BRANDS.has(brand) && /\d\s?tb\b/.test(lower))
        first = "hdd";
    // A bare capacity with a disk interface or spindle speed and no flash word is a hard drive.
    if (first === null && /\d\s?[gt]b\b/.test(lower) && /\b(?:sas|sata\d?|\d{1,2}(?:\.\d)?k|\d{4,5}\s?rpm)\b/.test(lower))
        first = "hdd";
    return { category: first, brand };
}
