import { isSpace } from "./title-text.js";
/** Condition, interface, form factor, speeds and prices read from lower-case text. */
const CONDITION_RE = /(?<![a-z])(for parts|parts only|not working|as[- ]is|broken|faulty|untested|for repair|defective|doa|refurbished|refurbs?|recertified|renewed|reconditioned|like new|like-new|lightly used|used|pre-?owned|pulls?|pulled|open[- ]?box|tested|working|\d{1,3}% health|brand new|bnib|nib|bnip|sealed|new in box|unopened|new|良品|二手|全新)(?![a-z])/g;
const CONDITION_RANK = { for_parts: 4, refurbished: 3, used: 2, new: 1 };
function conditionOf(word) {
    if (/^(?:for parts|parts only|not working|as[- ]is|broken|faulty|untested|for repair|defective|doa)$/.test(word))
        return "for_parts";
    if (/^(?:refurb|recertified|renewed|reconditioned)/.test(word))
        return "refurbished";
    if (/^(?:brand new|bnib|nib|bnip|sealed|new in box|unopened|new|全新)$/.test(word))
        return "new";
    return "used";
}
/**
 * The strongest condition the text states (for parts > refurbished > used > new).
 * A bare "new" is ignored in deal posts, where it is marketing ("New Month = New Savings").
 * @example readCondition("lightly used, like new", false) // "used"
 */
export function readCondition(lower, isDeal) {
    let best = null;
    CONDITION_RE.lastIndex = 0;
    for (let m = CONDITION_RE.exec(lower); m !== null; m = CONDITION_RE.exec(lower)) {
        if (isDeal && m[1] === "new")
            continue;
        if (m[1] === "working" && /not\s$/.test(lower.slice(Math.max(0, m.index - 4), m.index)))
            continue;
        const c = conditionOf(m[1]);
        if (best === null || CONDITION_RANK[c] > CONDITION_RANK[best])
            best = c;
    }
    return best;
}
const INTERFACE_RE = /(?<![a-z0-9])(nvme|sas|sata|pcie|pci-e|usb|ddr[2345]|ddr3l)(?![a-z])/;
const FORM_RE = /(?<![a-z0-9])(3\.5 ?(?:"|''|in\b|inch)|lff|2\.5 ?(?:"|''|in\b|inch)|sff|m\.2|u\.2|u\.3|lrdimm|load reduced|rdimm|registered|ecc reg|\breg\b|udimm|unbuffered|so-?dimm|[1-4]u)(?![a-z0-9])/;
export function readInterface(lower) {
    const m = INTERFACE_RE.exec(lower);
    if (!m)
        return /(?<![a-z0-9])u\.[23](?![0-9])/.test(lower) ? "NVMe" : null;
    const w = m[1];
    if (w.startsWith("ddr"))
        return w === "ddr3l" ? "DDR3" : w.toUpperCase();
    return w === "nvme" ? "NVMe" : w === "pcie" || w === "pci-e" ? "PCIe" : w.toUpperCase();
}
export function readFormFactor(lower) {
    const m = FORM_RE.exec(lower);
    if (!m)
        return null;
    const w = m[1];
    if (w.startsWith("3.5") || w === "lff")
        return "3.5in";
    if (w.startsWith("2.5") || w === "sff")
        return "2.5in";
    if (w === "m.2" || w === "u.2" || w === "u.3")
        return w.toUpperCase();
    if (w === "lrdimm" || w === "load reduced")
        return "LRDIMM";
    if (w === "rdimm" || w === "registered" || w === "ecc reg" || w === "reg")
        return "RDIMM";
    if (w === "udimm" || w === "unbuffered")
        return "UDIMM";
    if (w.startsWith("so"))
        return "SODIMM";
    return w.toUpperCase();
}
const RAM_SPEEDS = new Set([800, 1066, 1333, 1600, 1866, 2133, 2400, 2666, 2933, 3200, 3600, 4800, 5200, 5600, 6000, 6400]);
const SPEED_RE = /(?<![a-z0-9])(?:ddr[345]l?[- ]?(\d{4})|(\d{4})\s?(?:mhz|mt\/s)|pc([345])l?-(\d{4,5})|(\d{4}))(?![0-9])/g;
/** Memory speed in MT/s from `DDR4-2666`, `2666MHz`, `PC4-21300`, `PC3-12800` or a bare `2666`. */
export function readRamSpeed(lower) {
    SPEED_RE.lastIndex = 0;
    for (let m = SPEED_RE.exec(lower); m !== null; m = SPEED_RE.exec(lower)) {
        let n = Number(m[1] ?? m[2] ?? m[5]);
        // PC3-12800 / PC4-21300 name the bandwidth in MB/s (8 bytes a transfer); PC4-2666V names the speed.
        if (m[4] !== undefined)
            n = Number(m[4]) > 6400 ? nearestSpeed(Number(m[4]) / 8) : Number(m[4]);
        if (RAM_SPEEDS.has(n))
            return n;
    }
    return null;
}
function nearestSpeed(n) {
    let best = 0;
    for (const s of RAM_SPEEDS)
        if (Math.abs(s - n) < Math.abs(best - n))
            best = s;
    return best;
}
const GBE_RE = /(?<![a-z0-9.])(1|2\.5|5|10|25|40|50|56|100|200|400)\s?(?:gbe|gbit|gbps|gb|g)(?![a-z0-9])/;
/** Link speed in Gb/s of a NIC or switch (`10GbE`, `25Gb`, `100G`). */
export function readLinkSpeed(lower) {
    const m = GBE_RE.exec(lower);
    return m ? Number(m[1]) : null;
}
const PRICE_RE = /(?:\$\s?(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?|(?<![a-z0-9.])(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?\s?\$)/g;
/** True when some `$` follows a digit, directly or after one space: only then can `50$` match. */
function mayHaveAmountBeforeDollar(text) {
    for (let i = text.indexOf("$"); i >= 0; i = text.indexOf("$", i + 1)) {
        let k = i - 1;
        if (k >= 0 && isSpace(text.charCodeAt(k)))
            k--;
        if (isDigit(text.charCodeAt(k)))
            return true;
    }
    return false;
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
/** End of `\d{1,3}(?:,\d{3})+` at `k` (`1,299`), or -1. */
function groupedEnd(text, k) {
    let j = k;
    while (j < k + 3 && isDigit(text.charCodeAt(j)))
        j++;
    let end = -1;
    while (text.charCodeAt(j) === 44 && isDigit(text.charCodeAt(j + 1)) && isDigit(text.charCodeAt(j + 2)) && isDigit(text.charCodeAt(j + 3))) {
        j += 4;
        end = j;
    }
    return end;
}
/**
 * The next `$50`, `$ 1,299.99` at or after `from`, read as the `$` alternative of PRICE_RE
 * reads it (whole part `\d{1,3}(?:,\d{3})+` else `\d{1,6}`, then `.\d{1,2}`), without a regex.
 */
function nextDollarFirst(text, from) {
    for (let i = text.indexOf("$", from); i >= 0; i = text.indexOf("$", i + 1)) {
        const k = isSpace(text.charCodeAt(i + 1)) ? i + 2 : i + 1;
        if (!isDigit(text.charCodeAt(k)))
            continue;
        let j = groupedEnd(text, k);
        if (j < 0) {
            j = k;
            while (j < k + 6 && isDigit(text.charCodeAt(j)))
                j++;
        }
        const digits = text.slice(k, j);
        let cents;
        if (text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) {
            const c = isDigit(text.charCodeAt(j + 2)) ? 2 : 1;
            cents = text.slice(j + 1, j + 1 + c);
            j += 1 + c;
        }
        return { index: i, end: j, digits, cents };
    }
    return null;
}
function nextPrice(text, from, mixed) {
    if (!mixed)
        return nextDollarFirst(text, from);
    PRICE_RE.lastIndex = from;
    const m = PRICE_RE.exec(text);
    return m === null ? null : { index: m.index, end: m.index + m[0].length, digits: m[1] ?? m[3] ?? "0", cents: m[2] ?? m[4] };
}
/**
 * Every price written with a dollar sign, and the one asked: the amount after `=`
 * when the title spells out a sum, otherwise the first.
 */
export function readPrices(text) {
    const prices = [];
    if (!text.includes("$"))
        return { prices, price: null };
    let total = null;
    // The two alternatives start on different characters (`$` or a digit), so without any `50$`
    // shape only `$` amounts can match, and a character scan finds them.
    const mixed = mayHaveAmountBeforeDollar(text);
    for (let m = nextPrice(text, 0, mixed); m !== null; m = nextPrice(text, m.end, mixed)) {
        const digits = m.digits;
        const whole = digits.includes(",") ? digits.replaceAll(",", "") : digits;
        const cents = m.cents;
        const value = Number(cents ? `${whole}.${cents}` : whole);
        prices.push(value);
        // `= $300` or `=$300`: the sum the title spells out.
        const i = m.index;
        if (i > 0 && (text.charCodeAt(i - 1) === 61 || (i > 1 && text.charCodeAt(i - 2) === 61 && isSpace(text.charCodeAt(i - 1)))))
            total = value;
    }
    return { prices, price: total ?? prices[0] ?? null };
}
