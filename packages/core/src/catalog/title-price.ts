import type { PriceBasis } from "../schemas/catalog.ts";

/**
 * The price a title asks. Only amounts a currency marks are read (`$149.99`, `149.99$`, `US$61`,
 * `C$700`, `£40`, `€120`, `700 CAD`, `- 149.99 shipped`, `- 650 obo`): a bare number is a speed,
 * a model, a capacity or a part number far more often than a price. Of those amounts the asking
 * price is the one a buyer pays: never a was / RRP / list price, a discount, a coupon or gift
 * card, an order threshold or a per-TB rate.
 */

export type PriceRead = { prices: number[]; price: number | null; basis: PriceBasis | null };

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?`;
/**
 * `$50`, `US$50`, `C$50`, `£50`, `€50`, `USD 50`; `50$`, `50 €`, `50 USD` (a `$` that starts
 * another amount belongs to that one: `DDR4 2400 $149.99`); `50.00 shipped`, `650 obo`.
 */
const AMOUNT_RE = new RegExp(
  String.raw`(?:(?:(?<![a-z])(?:us|c|ca|cad|au|a|aud|nz|usd))?\$|[£€]|(?<![a-z])(?:usd|cad|aud|nzd|gbp|eur)\s?)\s?${NUM}` +
    String.raw`|(?<![a-z0-9.,-])${NUM}\s?(?:\$(?!\s?\d)|[£€](?!\s?\d)|(?:usd|cad|aud|nzd|gbp|eur)(?![a-z]))` +
    String.raw`|(?<![a-z0-9.,$£€-])${NUM}(?=\s?(?:shipped|obo)\b)`,
  "g",
);
/** An amount only `shipped` or `obo` marks is a price after a separator or a price word (`- 650 shipped`), not after a model (`RTX 3080 shipped`). */
const UNMARKED_BEFORE_RE = /(?:^|[-–:|(,@]|\bfor|\bat|\basking|\bonly|\bjust|\bprice)\s*$/;
/** Words before an amount that make it a price the buyer does not pay now. */
const NOT_ASKED_BEFORE_RE = /(?:\bwas|\brrp|\bmsrp|\breg\.?|\bregular|\blist(?:ed)?|\bretail|\bnormally|\bpreviously|\bfrom|\bsave|\bover|\bspend|\bmin(?:imum)?|\bcashback|\bcredit)\s?:?\s?$/;
/** Words after an amount that make it a discount, a threshold, a rate or a list price. */
const NOT_ASKED_AFTER_RE = /^(?:\+(?![\s$])|\s?(?:off\b|mir\b|rebate|coupon|promo|code\b|(?:[a-z]+\s)?(?:gift\s?card|gc\b)|credit|cashback|spend\b|orders?\b|minimum|min\b|msrp|list|listed|rrp|retail|value\b|voucher|del\b|delivery\b|shipping\b(?!\s?incl)|s&h|\/\s?(?:tb|gb|mo|month|yr|year|strip|unit|piece|pc|m)\b))/;
/** What follows a discount: such amounts are not prices at all (`$5 off`). */
const DISCOUNT_AFTER_RE = /^(?:\+(?![\s$])|\s?(?:off\b|mir\b|rebate|coupon|promo|code\b|(?:[a-z]+\s)?(?:gift\s?card|gc\b)|credit|cashback))/;
/** Words right after an amount that say it is per unit or for all the units. */
const EACH_AFTER_RE = /^\s?(?:\/\s?)?(?:ea\b|each\b|per\b|a\spiece|apiece|a\sstick|a\sdrive|\/\s?(?:stick|drive|card|dimm)\b)/;
const TOTAL_AFTER_RE = /^\s?(?:for\s(?:all|both|the\s(?:lot|pair|set)|\d{1,2}\b)|\(for\s\d{1,2}\)|total\b|all\b|the\slot\b)/;
const LOCAL_AFTER_RE = /^\s?(?:local\b|pick\s?-?up\b|in[\s-]?store\b|cash\slocal\b|\(local\))/;
/** Delivery included, anywhere in the clause after the amount (`$58.43, … $70.65 Delivered`). */
const SHIPPED_IN_CLAUSE_RE = /(?:^|[^a-z])(?:shipped|delivered|fs|free\s(?:shipping|s&h|delivery)|shipping\sincluded|incl\w*\s(?:shipping|delivery))(?![a-z])/;
/** …but free shipping on a condition (`for Prime Members`, `+ FS w/ Prime`) does not say the price includes it. */
const CONDITIONAL_SHIPPING_RE = /\b(?:w\/|with|for)\s(?:prime|members?)\b/;
/** Where the clause of an amount ends: a new item, a store, a list separator. */
const CLAUSE_END_RE = /\s[-–|/]\s|@|;|\[|\bor\b|$/;
/** The whole title says the price is for pick-up only (`[MicroCenter In-Store Only]`, `(Micro Center In-Store)`). */
const LOCAL_ONLY_RE = /\bin[\s-]?store\s?(?:only|pick\s?-?up)\b|\bmicro\s?center\s\(?in[\s-]?store\b|\bpick\s?-?up\sonly\b|\blocal\sonly\b/;

type Amount = { value: number; index: number; end: number; nested: boolean; asked: boolean; price: boolean; sum: boolean; basis: PriceBasis | null };

/** True when some currency mark or price word can be present: titles without one skip the scan. */
function mayHavePrice(lower: string): boolean {
  return lower.includes("$") || lower.includes("£") || lower.includes("€") || lower.includes("shipped") || lower.includes("obo") ||
    lower.includes("usd") || lower.includes("cad") || lower.includes("aud") || lower.includes("gbp") || lower.includes("eur") || lower.includes("nzd");
}

/**
 * Bracket depth read left to right, so each amount asks only about the text since the one before
 * it (a title of many amounts costs one pass, not one pass per amount).
 */
function depthTracker(lower: string): (at: number) => boolean {
  let depth = 0;
  let i = 0;
  return (at) => {
    for (; i < at; i++) {
      const c = lower.charCodeAt(i);
      if (c === 40 || c === 91) depth++;
      else if ((c === 41 || c === 93) && depth > 0) depth--;
    }
    return depth > 0;
  };
}

/** The clause after an amount, an aside in parentheses right after it left out (`$199.99 ($50 off) & free S&H`). */
function clauseAfter(lower: string, end: number): string {
  let rest = lower.slice(end, end + 60);
  const aside = /^\s?\([^)]*\)/.exec(rest);
  if (aside) rest = rest.slice(aside[0].length);
  const stop = CLAUSE_END_RE.exec(rest);
  return stop ? rest.slice(0, stop.index) : rest;
}

function basisAfter(lower: string, end: number): PriceBasis | null {
  const after = lower.slice(end, end + 24);
  if (EACH_AFTER_RE.test(after)) return "each";
  if (TOTAL_AFTER_RE.test(after)) return "total";
  if (LOCAL_AFTER_RE.test(after)) return "local";
  const clause = clauseAfter(lower, end);
  return SHIPPED_IN_CLAUSE_RE.test(clause) && !CONDITIONAL_SHIPPING_RE.test(clause) ? "shipped" : null;
}

/** Real titles write at most a dozen amounts (a deal's sum and its per-unit rates); more is noise. */
const MAX_AMOUNTS = 24;

function readAmounts(lower: string): Amount[] {
  const out: Amount[] = [];
  const nestedAt = depthTracker(lower);
  let prevEnd = -1;
  AMOUNT_RE.lastIndex = 0;
  for (let m = AMOUNT_RE.exec(lower); m !== null && out.length < MAX_AMOUNTS; m = AMOUNT_RE.exec(lower)) {
    const index = m.index;
    let end = index + m[0].length;
    if (m[5] !== undefined && !UNMARKED_BEFORE_RE.test(lower.slice(Math.max(0, index - 10), index))) continue;
    const digits = m[1] ?? m[3] ?? m[5] ?? "0";
    const cents = m[2] ?? m[4] ?? m[6];
    const whole = digits.includes(",") ? digits.replaceAll(",", "") : digits;
    let value = Number(cents ? `${whole}.${cents}` : whole);
    // `$1.2k`
    if (lower.charCodeAt(end) === 107 && !/[a-z0-9]/.test(lower.charAt(end + 1))) {
      value = Math.round(value * 1000 * 100) / 100;
      end++;
    }
    const before = lower.slice(Math.max(0, index - 14), index);
    const after = lower.slice(end, end + 24);
    // `$299 - $30 MIR`, `($129.99 + $29.99 - $36.50)`: the later terms of a sum are not the price.
    const term = prevEnd >= 0 && /^\s?[-–+]\s?$/.test(lower.slice(prevEnd, index));
    const discount = DISCOUNT_AFTER_RE.test(after);
    // `$5 off`, `RRP $70`, `$80+ orders`, `$68.50/TB`, `+ $50 Del`: written, but not what is asked.
    const asked = !term && !discount && !NOT_ASKED_BEFORE_RE.test(before) && !NOT_ASKED_AFTER_RE.test(after);
    out.push({ value, index, end, nested: nestedAt(index), asked, price: !discount, sum: /=\s?$/.test(before), basis: basisAfter(lower, end) });
    prevEnd = end;
  }
  return out;
}

/** Of several asked prices: the price for all over a price each, the shipped price over a local one. */
function preferred(pool: readonly Amount[]): Amount {
  const total = pool.find((a) => a.basis === "total");
  if (total && pool.some((a) => a.basis === "each")) return total;
  const shipped = pool.find((a) => a.basis === "shipped");
  if (shipped && pool.some((a) => a.basis === "local")) return shipped;
  return pool[0]!;
}

/**
 * Every price the title writes (discounts left out), the asking price and what it covers. The
 * asking price is the result of a sum the title spells out, else the first asked amount outside
 * parentheses (the headline: a parenthesis holds the breakdown or the was price), else the first
 * asked amount. Several asked amounts marked each / for all or shipped / local: for all, shipped.
 * @example readTitlePrice("[usa-ca] [h] 4x 8tb $50 each or $180 for all [w] paypal") // { prices: [50, 180], price: 180, basis: "total" }
 */
export function readTitlePrice(lower: string): PriceRead {
  if (!mayHavePrice(lower)) return { prices: [], price: null, basis: null };
  const amounts = readAmounts(lower);
  const asked = amounts.filter((a) => a.asked);
  const prices = amounts.filter((a) => a.price).map((a) => a.value);
  const outside = asked.filter((a) => !a.nested);
  const chosen = asked.find((a) => a.sum) ?? (outside.length > 0 ? preferred(outside) : asked.length > 0 ? preferred(asked) : null);
  if (chosen === null) return { prices, price: null, basis: null };
  return { prices, price: chosen.value, basis: chosen.basis ?? (LOCAL_ONLY_RE.test(lower) ? "local" : null) };
}

/** A currency a title names for its prices: a code, or a symbol that is not the bare `$`. */
const CURRENCY_RE = /(?<![a-z])(usd|cad|aud|nzd|gbp|eur)(?![a-z])|(us|c|ca|au|a|nz)\$|(£)|(€)/i;
const PREFIX_CURRENCY: Readonly<Record<string, string>> = { us: "USD", c: "CAD", ca: "CAD", au: "AUD", a: "AUD", nz: "NZD" };

/**
 * The currency a title's prices are written in when it says so (`CAD`, `C$`, `£`, `€`), else
 * null: a bare `$` is the currency of the site it is posted on.
 * @example readCurrency("[H] rtx 3080 [W] $700 cad") // "CAD"
 */
export function readCurrency(text: string): string | null {
  const m = CURRENCY_RE.exec(text);
  if (m === null) return null;
  if (m[1]) return m[1].toUpperCase();
  if (m[2]) return PREFIX_CURRENCY[m[2].toLowerCase()] ?? null;
  return m[3] ? "GBP" : "EUR";
}
