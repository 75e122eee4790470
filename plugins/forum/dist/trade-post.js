import { dollarAmounts } from "@rackhunt/plugin-kit";
/** Longest title read; Reddit's own limit is 300 characters. */
export const MAX_TITLE_CHARS = 400;
const HW = /\[\s*H\s*\]([\s\S]*?)\[\s*W\s*\]([\s\S]*)/i;
const WH = /\[\s*W\s*\]([\s\S]*?)\[\s*H\s*\]([\s\S]*)/i;
const PAYMENT = /(?:\b(?:cash|paypal|pp|g&s|f&f|emt|e-?transfer|venmo|zelle|local|money|interac)\b|\$\s?\d[\d,.]*k?|\d[\d,.]*\s?\$)/i;
/**
 * Splits a `[loc] [H] ... [W] ...` title (either order). Location is the first bracket that
 * is not [H] or [W].
 *
 * @example
 * parseTradeTitle("[Toronto, ON] [H] RTX 3080 [W] Cash").location; // "Toronto, ON"
 */
export function parseTradeTitle(full) {
    // Titles are short (Reddit allows 300 characters); the bracket patterns rescan from every "[",
    // so an adversarial megabyte "title" must not reach them whole.
    const title = full.length > MAX_TITLE_CHARS ? full.slice(0, MAX_TITLE_CHARS) : full;
    const loc = title.match(/\[\s*([^\]]+?)\s*\]/);
    const location = loc && !/^(?:H|W|FS|FT|WTB|WTS|WTT|SOLD|CLOSED|FS\/FT)$/i.test(loc[1]) ? loc[1] : null;
    const hw = title.match(HW);
    if (hw)
        return { location, have: hw[1].trim() || null, want: hw[2].trim() || null };
    const wh = title.match(WH);
    if (wh)
        return { location, have: wh[2].trim() || null, want: wh[1].trim() || null };
    return { location, have: null, want: null };
}
/** Is the text only payment methods (a buyer's [H])? "Cash, PayPal" yes, "RTX 3080" no. */
export function isPaymentOnly(text) {
    if (!text)
        return false;
    const rest = text.replace(new RegExp(PAYMENT.source, "gi"), "").replace(/\b(?:or|and|only|via|local)\b|[\s,/+&|.\-():]/gi, "");
    return PAYMENT.test(text) && rest.length <= 3;
}
const FLAIRS = [
    [/\bsold\b/i, "sold"],
    [/\b(closed|expired|complete[d]?)\b/i, "closed"],
    [/\b(buying|wtb|wanted|want to buy)\b/i, "wanted"],
    [/\b(selling|for sale|fs|trading|fs\/ft|ft|trade)\b/i, "active"],
];
/**
 * Status from a flair or thread prefix, else from the title: sold and closed posts feed
 * sold-price cohorts and never alert; a buyer's post (payment in [H]) is `wanted`.
 *
 * @example
 * tradeStatus("Buying", "[X] [H] Cash [W] GPU"); // "wanted"
 */
export function tradeStatus(flair, title) {
    if (flair)
        for (const [pattern, status] of FLAIRS)
            if (pattern.test(flair))
                return status;
    if (/^\s*\[?\s*sold\s*\]?\b/i.test(title) || /\[\s*sold\s*\]/i.test(title))
        return "sold";
    if (/^\s*\[?\s*(closed|expired)\b/i.test(title))
        return "closed";
    if (/^\s*\[?\s*(wtb|wanted)\b/i.test(title))
        return "wanted";
    const { have } = parseTradeTitle(title);
    return isPaymentOnly(have) ? "wanted" : "active";
}
/** Is this post a trade at all (not a rules sticky or a price-check thread)? */
export function isTradePost(flair, title) {
    return HW.test(title) || WH.test(title) || /^\s*\[?\s*(fs|ft|wtb|fs\/ft|sold)\b/i.test(title) || (flair !== null && FLAIRS.some(([p]) => p.test(flair)));
}
/**
 * The price a trade post states: for a seller, the first amount in [H] (else anywhere in the
 * title, else the body); for a buyer, the budget in the title or body. Null when none.
 *
 * @example
 * statedPrice("[H] 5x 512gb NVMe $40 each [W] EMT", "", "active"); // 40
 */
export function statedPrice(title, body, status) {
    const { have, want } = parseTradeTitle(title);
    const pools = status === "wanted" ? [want, have, title, body] : [have && !isPaymentOnly(have) ? have : null, title, body];
    for (const text of pools) {
        if (!text)
            continue;
        const amounts = dollarAmounts(text);
        if (amounts.length > 0)
            return { price: amounts[0], count: amounts.length };
    }
    return { price: null, count: 0 };
}
