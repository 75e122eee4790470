// Prefixes marketplaces print before amounts, longest first so "C $" wins over "$".
const PREFIXES = [
    ["AU $", "AUD"],
    ["C $", "CAD"],
    ["CA $", "CAD"],
    ["US $", "USD"],
    ["NZ $", "NZD"],
    ["HK $", "HKD"],
    ["S$", "SGD"],
    ["$", "USD"],
    ["£", "GBP"],
    ["€", "EUR"],
    ["¥", "JPY"],
    ["₹", "INR"],
];
function toNumber(digits) {
    let text = digits.replace(/\s/g, "");
    const comma = text.lastIndexOf(",");
    const dot = text.lastIndexOf(".");
    if (comma > dot && /,\d{2}$/.test(text) && (dot >= 0 || !/^\d{1,3}(,\d{3})+$/.test(text))) {
        text = text.replace(/\./g, "").replace(",", ".");
    }
    else {
        text = text.replace(/,/g, "");
    }
    const value = Number(text);
    return Number.isFinite(value) ? value : null;
}
/**
 * Reads one price as a marketplace prints it: "$1,299.99", "IDR1,614,898.07", "£229.99",
 * "C $45.00", "EUR 12,50". A bare number has currency null.
 *
 * @example
 * parseMoney("IDR1,614,898.07"); // { amount: 1614898.07, currency: "IDR" }
 */
export function parseMoney(text, fallback_currency = null) {
    if (!text)
        return null;
    const trimmed = text.replace(/\u00a0/g, " ").trim();
    const match = trimmed.match(/^(?:([A-Z]{3})\s?|([A-Z]{0,2} ?[$£€¥₹]) ?)?(\d[\d,.\s]*\d|\d)/);
    if (!match)
        return null;
    const amount = toNumber(match[3]);
    if (amount === null)
        return null;
    const symbol = match[2]?.trim().replace(/^([A-Z]+)([$£€¥₹])$/, "$1 $2");
    const currency = match[1] ?? (symbol ? (PREFIXES.find(([prefix]) => prefix === symbol)?.[1] ?? null) : fallback_currency);
    return { amount, currency };
}
const DOLLAR = /(?<![\w$])(?:(?:CAD|USD|US|CA|C)\s?)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d%])|(?<![\w.$])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?\$(?!\w)/g;
/**
 * Every dollar amount stated in free text ("$699", "$1,299.99", "150$"), in order.
 * Used for deal titles and trade posts, where prices are written by hand.
 *
 * @example
 * dollarAmounts("[GPU] Zotac 1080 Ti $699 ($749 - $50 MIR)"); // [699, 749, 50]
 */
export function dollarAmounts(text) {
    const out = [];
    for (const m of text.matchAll(DOLLAR)) {
        const whole = m[1] ?? m[3];
        const cents = m[2] ?? m[4];
        const value = Number(`${whole.replace(/,/g, "")}${cents ? `.${cents}` : ""}`);
        if (Number.isFinite(value))
            out.push(value);
    }
    return out;
}
/**
 * Shipping as printed: "Free shipping" / "Free delivery" is 0, "+$5.00 shipping" is 5,
 * anything else null (unknown).
 *
 * @example
 * parseShipping("+IDR358,999.20 delivery"); // 358999.2
 */
export function parseShipping(text) {
    if (!text)
        return null;
    if (/\bfree\b/i.test(text))
        return 0;
    const money = parseMoney(text.replace(/^\s*\+\s*/, ""));
    return money ? money.amount : null;
}
