import type { Category } from "../schemas/vocabulary.ts";
import type { TitleStyle } from "../schemas/catalog.ts";
import { PAYMENT_WORDS, STORE_TAGS, TAG_CATEGORIES } from "./title-lexicon.ts";
import { nextPhrase, phraseIndex } from "./phrase-index.ts";
import { isSpace } from "./title-text.ts";

/** How a title splits: which part names the item, and what the brackets say. */
export type TitleSections = {
  /** null: a deal post when `hasDealWords(title)`, else a marketplace listing (left to the caller, which can skip that scan). */
  style: TitleStyle | null;
  /** The text that describes the item (the [H] side of a trade post, the tail of a deal post). */
  item: string;
  location: string | null;
  tag_category: Category | null;
  is_wanted: boolean;
  /** Leading bracket tags that are neither trade marks nor places (`[MINT]`, `[Refurbished]`), lower case. */
  tags: string;
};

/** Longest text a bracket tag holds; a longer bracket is prose, not a tag. */
const MAX_TAG_CHARS = 80;
const TRADE_TAG_RE = /^(?:fs|wts|wtb|w|h|ft|fs\/ft|pc|wtt)$/i;
const WANTED_TAG_RE = /^(?:wtb|w)$/i;
const LOCATION_RE = /^(?:usa?|can|ca|uk|eu|aus?|de|fr|nz|ie|nl)(?:[- ][a-z]{1,4})?$/i;
const CITY_RE = /^[a-z .'-]{2,40},\s?[a-z .]{2,20}$/i;
const TAGS = phraseIndex(Object.keys(TAG_CATEGORIES));
/** Words of deal posts that marketplace listing titles do not use (DEAL_TRIGGERS of title-triggers.ts gate it). */
const DEAL_WORDS_RE = /\b(?:sale|deals?|coupon|promo|rebate|mir|shipping|shipped|today only|price ?match|shell shocker|giveaway)\b|%\s?off\b/i;

/** Whether the title uses a word of deal posts (`sale`, `coupon`, `% off`…) that marketplace listings do not. */
export function hasDealWords(title: string): boolean {
  return DEAL_WORDS_RE.test(title);
}

function tagCategory(tag: string): Category | null {
  const lower = tag.toLowerCase();
  if (STORE_TAGS.has(lower)) return null;
  const m = nextPhrase(TAGS, lower, 0);
  return m ? (TAG_CATEGORIES[m.phrase] ?? null) : null;
}

function normaliseLocation(tag: string): string {
  const t = tag.trim();
  return LOCATION_RE.test(t) ? t.toUpperCase().replace(" ", "-") : t;
}

/** What one bracket tag says; tags repeat a lot (`[H]`, `[W]`, `[USA-CA]`, `[GPU]`), so reads are kept. */
type TagRead = { trade: boolean; wanted: boolean; location: string | null; category: Category | null };
const TAG_READS = new Map<string, TagRead>();
/** Bounds the memory of the kept reads: tags are at most 80 characters, so this stays small. */
const TAG_READS_MAX = 1024;

function readTag(inner: string): TagRead {
  const kept = TAG_READS.get(inner);
  if (kept !== undefined) return kept;
  const trade = TRADE_TAG_RE.test(inner);
  const read: TagRead = {
    trade,
    wanted: trade && WANTED_TAG_RE.test(inner),
    location: LOCATION_RE.test(inner) || CITY_RE.test(inner) ? normaliseLocation(inner) : null,
    category: tagCategory(inner),
  };
  if (TAG_READS.size >= TAG_READS_MAX) TAG_READS.clear();
  TAG_READS.set(inner, read);
  return read;
}

/**
 * Where the next tag `[…]` at or after `from` opens (-1 if none): at most 80 characters and no
 * bracket inside, the matches of `/\[([^\][]{0,80})\]/g`, found with `indexOf`.
 */
function nextTag(title: string, from: number): number {
  for (let i = title.indexOf("[", from); i >= 0; i = title.indexOf("[", i + 1)) {
    const limit = Math.min(title.length, i + MAX_TAG_CHARS + 2);
    for (let j = i + 1; j < limit; j++) {
      const c = title.charCodeAt(j);
      if (c === 93 /* ] */) return i;
      if (c === 91 /* [ */) break;
    }
  }
  return -1;
}

/**
 * Where the trade mark `[H]`/`[W]` first stands: bracketed or in parentheses, either case, spaces
 * allowed inside (`[ h ]`, `(W)`), or written `H:`/`W:` after a space or at the start.
 */
type TradeMark = { index: number; end: number };

function bracketMark(title: string, opener: string, closer: number, letter: number): TradeMark | null {
  for (let i = title.indexOf(opener); i >= 0; i = title.indexOf(opener, i + 1)) {
    let k = i + 1;
    while (isSpace(title.charCodeAt(k))) k++;
    if ((title.charCodeAt(k) | 32) !== letter) continue;
    k++;
    while (isSpace(title.charCodeAt(k))) k++;
    if (title.charCodeAt(k) !== closer) continue;
    k++;
    if (title.charCodeAt(k) === 58 /* : */) k++;
    return { index: i, end: k };
  }
  return null;
}

function colonMark(title: string, letter: number): TradeMark | null {
  for (let i = title.indexOf(":"); i > 0; i = title.indexOf(":", i + 1)) {
    if ((title.charCodeAt(i - 1) | 32) !== letter) continue;
    const before = i - 2;
    if (before < 0 || isSpace(title.charCodeAt(before)) || title.charCodeAt(before) === 124 /* | */ || title.charCodeAt(before) === 93 /* ] */) {
      return { index: i - 1, end: i + 1 };
    }
  }
  return null;
}

function findMark(title: string, letter: number): TradeMark | null {
  let best = bracketMark(title, "[", 93, letter);
  for (const m of [title.includes("(") ? bracketMark(title, "(", 41, letter) : null, title.includes(":") ? colonMark(title, letter) : null]) {
    if (m !== null && (best === null || m.index < best.index)) best = m;
  }
  return best;
}
const H = 104;
const W = 119;

/** True when title[from, to) is only whitespace. */
function blank(title: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(title.charCodeAt(i))) return false;
  return true;
}

/** True when the words of an [H] side are only ways to pay. */
function isPaymentOnly(have: string): boolean {
  const words = have.toLowerCase().match(/[a-z&-]+|\$?\d[\d,.]*/g) ?? [];
  if (words.length === 0) return true;
  return words.every((w) => PAYMENT_WORDS.has(w) || /^\$?\d[\d,.]*$/.test(w) || w.startsWith("$"));
}

/**
 * Splits a title into its item text and bracket facts.
 * @example splitTitle("[USA-CA] [H] 4x 32GB DDR4 [W] PayPal").item // "4x 32GB DDR4"
 */
export function splitTitle(title: string): TitleSections {
  let location: string | null = null;
  let tag_category: Category | null = null;
  let tradeTag = false;
  let wantedTag = false;
  let tags = "";
  let leadingEnd = 0;
  let leading = true;
  const hasBrackets = title.includes("[");
  let have: TradeMark | null | undefined;
  for (let open = hasBrackets ? nextTag(title, 0) : -1; open >= 0;) {
    const close = title.indexOf("]", open + 1);
    const tag = readTag(title.slice(open + 1, close).trim());
    const from = open;
    open = nextTag(title, close + 1);
    if (leading && !blank(title, leadingEnd, from)) leading = false;
    if (leading) leadingEnd = close + 1;
    if (tag.trade) {
      tradeTag = true;
      if (leading && tag.wanted) {
        // Looked up once: a title of many `[W]` tags must not scan for `[H]` once per tag.
        if (have === undefined) have = findMark(title, H);
        if (have === null) wantedTag = true;
      }
      continue;
    }
    if (location === null && tag.location !== null) {
      location = tag.location;
      continue;
    }
    if (leading && tag_category === null) tag_category = tag.category;
    if (leading && tag.category === null) tags += ` ${title.slice(from + 1, close).toLowerCase()}`;
  }
  if (have === undefined) have = hasBrackets || title.includes("(") || title.includes(":") ? findMark(title, H) : null;
  const want = have !== null ? findMark(title, W) : null;
  if (have) {
    const haveEnd = have.end;
    const haveText = want && want.index > have.index ? title.slice(haveEnd, want.index) : title.slice(haveEnd);
    const wantText = want ? (want.index > have.index ? title.slice(want.end) : title.slice(want.end, have.index)) : "";
    // A buyer pays (`[H] PayPal [W] RTX 3080`), or leads with what they want (`[W] 1000W+ PSU [H] Stuff`):
    // trade posts put the offer first, so a want written first is what the post is about.
    const wantFirst = want !== null && want.index < have.index && !isPaymentOnly(wantText);
    const wanted = want !== null && ((isPaymentOnly(haveText) && !isPaymentOnly(wantText)) || wantFirst);
    return { style: "trade", item: (wanted ? wantText : haveText).trim(), location, tag_category, is_wanted: wanted, tags };
  }
  const item = title.slice(leadingEnd).trim();
  if (tradeTag) return { style: "trade", item, location, tag_category, is_wanted: wantedTag, tags };
  const style: TitleStyle | null = leadingEnd > 0 || title.includes("$") ? "deal" : null;
  const c0 = item.charCodeAt(0) | 32; // `w`, `l`, `i` or `b` in either case
  const is_wanted = (c0 === 119 || c0 === 108 || c0 === 105 || c0 === 98) && /^(?:wtb|wanted|want to buy|looking for|iso\b|buying\b)/i.test(item);
  return { style, item: item || title, location, tag_category, is_wanted, tags };
}
