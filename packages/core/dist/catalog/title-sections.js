import { PAYMENT_WORDS, STORE_TAGS, TAG_CATEGORIES } from "./title-lexicon.js";
import { nextPhrase, phraseIndex } from "./phrase-index.js";
import { isSpace } from "./title-text.js";
/** Longest text a bracket tag holds; a longer bracket is prose, not a tag. */
const MAX_TAG_CHARS = 80;
const TRADE_TAG_RE = /^(?:fs|wts|wtb|w|h|ft|fs\/ft|pc|wtt)$/i;
const WANTED_TAG_RE = /^(?:wtb|w)$/i;
const LOCATION_RE = /^(?:usa?|can|ca|uk|eu|aus?|de|fr|nz|ie|nl)(?:[- ][a-z]{1,4})?$/i;
const CITY_RE = /^[a-z .'-]{2,40},\s?[a-z .]{2,20}$/i;
const TAGS = phraseIndex(Object.keys(TAG_CATEGORIES));
/** Words of deal posts that marketplace listing titles do not use. */
const DEAL_WORDS_RE = /\b(?:sale|deals?|coupon|promo|rebate|mir|shipping|shipped|today only|price ?match|shell shocker|giveaway)\b|%\s?off\b/i;
function tagCategory(tag) {
    const lower = tag.toLowerCase();
    if (STORE_TAGS.has(lower))
        return null;
    const m = nextPhrase(TAGS, lower, 0);
    return m ? (TAG_CATEGORIES[m.phrase] ?? null) : null;
}
function normaliseLocation(tag) {
    const t = tag.trim();
    return LOCATION_RE.test(t) ? t.toUpperCase().replace(" ", "-") : t;
}
const TAG_READS = new Map();
/** Bounds the memory of the kept reads: tags are at most 80 characters, so this stays small. */
const TAG_READS_MAX = 1024;
function readTag(inner) {
    const kept = TAG_READS.get(inner);
    if (kept !== undefined)
        return kept;
    const trade = TRADE_TAG_RE.test(inner);
    const read = {
        trade,
        wanted: trade && WANTED_TAG_RE.test(inner),
        location: LOCATION_RE.test(inner) || CITY_RE.test(inner) ? normaliseLocation(inner) : null,
        category: tagCategory(inner),
    };
    if (TAG_READS.size >= TAG_READS_MAX)
        TAG_READS.clear();
    TAG_READS.set(inner, read);
    return read;
}
/**
 * Where the next tag `[…]` at or after `from` opens (-1 if none): at most 80 characters and no
 * bracket inside, the matches of `/\[([^\][]{0,80})\]/g`, found with `indexOf`.
 */
function nextTag(title, from) {
    for (let i = title.indexOf("[", from); i >= 0; i = title.indexOf("[", i + 1)) {
        const limit = Math.min(title.length, i + MAX_TAG_CHARS + 2);
        for (let j = i + 1; j < limit; j++) {
            const c = title.charCodeAt(j);
            if (c === 93 /* ] */)
                return i;
            if (c === 91 /* [ */)
                break;
        }
    }
    return -1;
}
function findMark(title, letter) {
    for (let i = title.indexOf("["); i >= 0; i = title.indexOf("[", i + 1)) {
        let k = i + 1;
        while (isSpace(title.charCodeAt(k)))
            k++;
        if ((title.charCodeAt(k) | 32) !== letter)
            continue;
        k++;
        while (isSpace(title.charCodeAt(k)))
            k++;
        if (title.charCodeAt(k) === 93 /* ] */)
            return { index: i, end: k + 1 };
    }
    return null;
}
const H = 104;
const W = 119;
/** True when title[from, to) is only whitespace. */
function blank(title, from, to) {
    for (let i = from; i < to; i++)
        if (!isSpace(title.charCodeAt(i)))
            return false;
    return true;
}
/** True when the words of an [H] side are only ways to pay. */
function isPaymentOnly(have) {
    const words = have.toLowerCase().match(/[a-z&-]+|\$?\d[\d,.]*/g) ?? [];
    if (words.length === 0)
        return true;
    return words.every((w) => PAYMENT_WORDS.has(w) || /^\$?\d[\d,.]*$/.test(w) || w.startsWith("$"));
}
/**
 * Splits a title into its item text and bracket facts.
 * @example splitTitle("[USA-CA] [H] 4x 32GB DDR4 [W] PayPal").item // "4x 32GB DDR4"
 */
export function splitTitle(title) {
    let location = null;
    let tag_category = null;
    let tradeTag = false;
    let wantedTag = false;
    let leadingEnd = 0;
    let leading = true;
    const hasBrackets = title.includes("[");
    let have;
    for (let open = hasBrackets ? nextTag(title, 0) : -1; open >= 0;) {
        const close = title.indexOf("]", open + 1);
        const tag = readTag(title.slice(open + 1, close).trim());
        const from = open;
        open = nextTag(title, close + 1);
        if (leading && !blank(title, leadingEnd, from))
            leading = false;
        if (leading)
            leadingEnd = close + 1;
        if (tag.trade) {
            tradeTag = true;
            if (leading && tag.wanted) {
                // Looked up once: a title of many `[W]` tags must not scan for `[H]` once per tag.
                if (have === undefined)
                    have = findMark(title, H);
                if (have === null)
                    wantedTag = true;
            }
            continue;
        }
        if (location === null && tag.location !== null) {
            location = tag.location;
            continue;
        }
        if (leading && tag_category === null)
            tag_category = tag.category;
    }
    if (have === undefined)
        have = hasBrackets ? findMark(title, H) : null;
    const want = have !== null ? findMark(title, W) : null;
    if (have) {
        const haveEnd = have.end;
        const haveText = want && want.index > have.index ? title.slice(haveEnd, want.index) : title.slice(haveEnd);
        const wantText = want ? (want.index > have.index ? title.slice(want.end) : title.slice(want.end, have.index)) : "";
        const wanted = want !== null && isPaymentOnly(haveText) && !isPaymentOnly(wantText);
        return { style: "trade", item: (wanted ? wantText : haveText).trim(), location, tag_category, is_wanted: wanted };
    }
    const item = title.slice(leadingEnd).trim();
    if (tradeTag)
        return { style: "trade", item, location, tag_category, is_wanted: wantedTag };
    const style = leadingEnd > 0 || title.includes("$") || DEAL_WORDS_RE.test(title) ? "deal" : "marketplace";
    const c0 = item.charCodeAt(0) | 32; // `w` or `l` in either case
    const is_wanted = (c0 === 119 || c0 === 108) && /^(?:wtb|wanted|looking for)\b/i.test(item);
    return { style, item: item || title, location, tag_category, is_wanted };
}
