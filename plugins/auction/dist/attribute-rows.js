import { parseMoney, parseShipping } from "@rackhunt/plugin-kit";
const UNITS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 };
/**
 * Reads "2d 4h left", "3h 12m left", "Ends in 45m": milliseconds remaining, or null.
 *
 * @example
 * timeLeftMs("1d 2h left"); // 93600000
 */
export function timeLeftMs(text) {
    if (!/\bleft\b|\bends in\b/i.test(text))
        return null;
    let total = 0;
    let matched = false;
    for (const m of text.matchAll(/(\d+)\s*([dhms])\b/gi)) {
        total += Number(m[1]) * (UNITS[m[2].toLowerCase()] ?? 0);
        matched = true;
    }
    return matched ? total : null;
}
/**
 * Classifies the rows under a card's price ("Buy It Now", "+$5.00 shipping", "Located in
 * Germany", "3 bids", "2d 4h left", "82+ sold", "seller (1,234) 99.7%").
 *
 * @example
 * readRows(["Buy It Now", "Free delivery"]).shipping; // 0
 */
export function readRows(rows) {
    const facts = {
        shipping: null,
        location: null,
        bids: null,
        buy_it_now: null,
        best_offer: false,
        time_left_ms: null,
        sold_count: null,
        watchers: null,
        seller: null,
    };
    for (const row of rows) {
        let m;
        if (/^buy it now$/i.test(row))
            facts.buy_it_now = true;
        else if (/best offer/i.test(row))
            facts.best_offer = true;
        else if (/(shipping|delivery|postage)/i.test(row) && (/^\+/.test(row) || /free/i.test(row)))
            facts.shipping ??= parseShipping(row);
        else if ((m = row.match(/^(?:located in|from)\s+(.+)$/i)))
            facts.location = m[1];
        else if ((m = row.match(/^(\d+)\s+bids?\b/i)))
            facts.bids = Number(m[1]);
        else if ((m = row.match(/^([\d,]+)\+?\s+sold$/i)))
            facts.sold_count = Number(m[1].replace(/,/g, ""));
        else if ((m = row.match(/^([\d,]+)\+?\s+watchers?$/i)))
            facts.watchers = Number(m[1].replace(/,/g, ""));
        else if ((m = row.match(/^(\S+)\s+\([\d,.]+[kK]?\)\s+[\d.]+%/)))
            facts.seller = m[1];
        if (facts.time_left_ms === null)
            facts.time_left_ms = timeLeftMs(row);
    }
    if (facts.bids !== null)
        facts.buy_it_now = false;
    else if (facts.best_offer && facts.buy_it_now === null)
        facts.buy_it_now = true;
    return facts;
}
/** A price cell: one amount, or a range "X to Y". */
export function readPrice(parts, fallback_currency) {
    const amounts = parts
        .flatMap((part) => part.split(/\s*\bto\b\s*/i))
        .filter((part) => part !== "")
        .map((part) => parseMoney(part, fallback_currency))
        .filter((money) => money !== null);
    const low = amounts[0] ?? null;
    const high = amounts.length > 1 ? amounts[amounts.length - 1] : null;
    return { price: low?.amount ?? null, price_max: high?.amount ?? null, currency: low?.currency ?? fallback_currency };
}
