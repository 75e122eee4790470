import { dollarAmounts } from "@rackhunt/plugin-kit";
// Amounts that are not the price: discounts, rebates, gift cards, thresholds.
const NOT_A_PRICE_AFTER = /^\s*(?:off|mir|rebate|ar\b|gc\b|gift\s*card|credit|back|promo|coupon|savings?|or more|s&h|s\/h)/i;
const NOT_A_PRICE_BEFORE = /(?:save|after|w\/|with|over|orders?(?: of)?|minus|\bgc|\bmir|\+)\s*$/i;
const AMOUNT = /\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?|(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s?\$/g;
const FREE_SHIPPING = /\bfree\s*(?:shipping|s\/h|s&h|ship)\b|\bfs\b|\bshipped\b/i;
const PAID_SHIPPING = /\+\s*\$\s?(\d+(?:\.\d{1,2})?)\s*(?:shipping|s\/h|s&h|ship)/i;
const CONDITIONS = [
    [/\brefurb(?:ished)?\b|\brecertified\b/i, "refurbished"],
    [/\bopen[- ]box\b/i, "open box"],
    [/\bused\b|\bpre-?owned\b/i, "used"],
];
/**
 * Reads a deal title: bracket tag, the price (skipping rebates, discounts and the original
 * price in parentheses), shipping, and a condition word if stated.
 *
 * @example
 * parseDealTitle("[GPU] EVGA GTX 770 $299.99 ($319.99 - $20 MIR) Free Shipping"); // { tag: "GPU", price: 299.99, shipping: 0, ... }
 */
export function parseDealTitle(title) {
    const tag = title.match(/^\s*\[([^\]]{1,24})\]/)?.[1]?.trim() ?? null;
    const outside = title.replace(/\([^)]*\)/g, (inner) => " ".repeat(inner.length));
    let price = null;
    for (const text of [outside, title]) {
        for (const m of text.matchAll(AMOUNT)) {
            const at = m.index ?? 0;
            if (NOT_A_PRICE_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 16)))
                continue;
            if (NOT_A_PRICE_BEFORE.test(text.slice(Math.max(0, at - 12), at)))
                continue;
            price = dollarAmounts(m[0])[0] ?? null;
            break;
        }
        if (price !== null)
            break;
    }
    const paid = title.match(PAID_SHIPPING);
    const shipping = paid ? Number(paid[1]) : FREE_SHIPPING.test(title) ? 0 : null;
    const condition_text = CONDITIONS.find(([pattern]) => pattern.test(title))?.[1] ?? null;
    return { tag, price, shipping, condition_text };
}
