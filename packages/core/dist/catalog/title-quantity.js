/** Capacity and quantity read from item text (lower case). */
import { isSpace } from "./title-text.js";
import { MAY_CAPACITY, MAY_KIT, MAY_LOT, NON_ASCII } from "./title-scan.js";
/** `4x 32GB`, `(2x8GB)`, `2 x 16gb`, `(8x 8GB)`: a count of units of one capacity. */
const KIT_RE = /(?<![a-z0-9.])(\d{1,3})\s?[x×]\s?(\d{1,4}(?:\.\d{1,2})?)\s?(tb|gb|g)?(?![a-z0-9])/;
/** `1.8TB`, `512 GB`; not `6Gb/s`, `10GbE`, `12Gbps`. */
const CAPACITY_RE = /(?<![a-z0-9.])(\d{1,5}(?:[.,]\d{1,3})?)\s?(tb|gb)(?![a-z0-9/])/g;
const GDDR_RE = /(?<![a-z0-9])(\d{1,2})gd[35]\b/;
const LOT_RE = /\blot\s(?:of\s)?(\d{1,4})\b|\b(\d{1,3})\s?(?:pcs|pieces|units|drives|sticks|modules|disks|cards)\b(?!\+)|\bqty:?\s?(\d{1,4})\b|\b(\d{1,3})[- ]?pack\b|\b(\d{1,2})-in-1\b/;
const LEAD_COUNT_RE = /^\(?(\d{1,3})\s?(?:x\b|×|\))\s?|^(\d{1,2})\s(?!(?:tb|gb|mb|x|ft|in|inch|pin|pack|year|yr|day|hour|port)s?\b)(?=[a-z])/;
/** Lane widths look like counts (`PCIe 3.0 x8`). */
const LANES_BEFORE_RE = /(?:pci-?e|gen\s?\d|\d\.0|slot)\s*$/;
const TRAIL_COUNT_RE = /(?:\(|\s)x\s?(\d{1,3})\s*\)?\s*$/;
/** Link speeds written like capacities: `6Gb SAS`, `12GB/s`. */
const LINK_SPEEDS = new Set(["1.5", "3", "6", "12", "24"]);
const MAX_QUANTITY = 1000;
function toGb(value, unit) {
    const n = Number(value.replace(",", "."));
    return Math.round(n * (unit === "tb" || unit === "t" ? 1000 : 1) * 100) / 100;
}
function label(value, unit) {
    return `${value.replace(",", ".")}${unit === "tb" || unit === "t" ? "TB" : "GB"}`;
}
function clampQuantity(n) {
    return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), MAX_QUANTITY) : 1;
}
/** First plausible capacity in the text, skipping link speeds such as `12Gb SAS`. */
function firstCapacity(text) {
    CAPACITY_RE.lastIndex = 0;
    for (let m = CAPACITY_RE.exec(text); m !== null; m = CAPACITY_RE.exec(text)) {
        const end = m.index + m[0].length;
        if (LINK_SPEEDS.has(m[1]) && m[2] === "gb" && /^\s?(?:sas|sata|sff|nl|12g|hot|ent|mid|\/)/.test(text.slice(end, end + 6)))
            continue;
        // `cache`/`buffer` (optionally after one space) within the next six characters.
        if (text.startsWith("cache", end) || text.startsWith("buffer", end) || (isSpace(text.charCodeAt(end)) && text.startsWith("cache", end + 1)))
            continue;
        return { value: m[1], unit: m[2] };
    }
    return null;
}
/**
 * Cheap necessary test for TRAIL_COUNT_RE (`… x4`, `(x 2)`): walking back from the end over
 * spaces, one `)`, spaces and digits, then at most one space, there must be an `x`.
 */
function mayTrail(text) {
    let i = text.length - 1;
    while (i >= 0 && isSpace(text.charCodeAt(i)))
        i--;
    if (i >= 0 && text.charCodeAt(i) === 41)
        i--;
    while (i >= 0 && isSpace(text.charCodeAt(i)))
        i--;
    const digitsEnd = i;
    while (i >= 0 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
        i--;
    if (i === digitsEnd)
        return false;
    if (i >= 0 && isSpace(text.charCodeAt(i)))
        i--;
    return i >= 0 && text.charCodeAt(i) === 120;
}
/**
 * Reads the unit capacity and the unit count. A kit (`16GB (2x8GB)`) is two units of 8GB,
 * so prices per unit compare with single-module variants.
 * @example readQuantity("4x 32gb ddr4 ecc", true) // { capacity: "32GB", capacity_gb: 32, quantity: 4, is_lot: true }
 */
export function readQuantity(text, wantsCapacity, gpu = false, may = ~0) {
    let capacity = null;
    let capacity_gb = null;
    let quantity = 1;
    // `may` is scanWords(text): the regexes whose trigger words are absent cannot match.
    const kit = wantsCapacity && (may & (MAY_KIT | NON_ASCII)) !== 0 ? KIT_RE.exec(text) : null;
    if (wantsCapacity && kit && (kit[3] !== undefined || /\(\s?\d{1,3}\s?[x×]\s?\d/.test(text))) {
        quantity = clampQuantity(Number(kit[1]));
        const unit = kit[3] === "tb" ? "tb" : "gb";
        capacity = label(kit[2], unit);
        capacity_gb = toGb(kit[2], unit);
    }
    else if (wantsCapacity) {
        const c = (may & MAY_CAPACITY) !== 0 ? firstCapacity(text) : null;
        if (c) {
            capacity = label(c.value, c.unit);
            capacity_gb = toGb(c.value, c.unit);
        }
        else if (gpu) {
            const g = GDDR_RE.exec(text);
            if (g) {
                capacity = `${g[1]}GB`;
                capacity_gb = Number(g[1]);
            }
        }
    }
    if (quantity === 1) {
        const lot = (may & MAY_LOT) !== 0 ? LOT_RE.exec(text) : null;
        const first = text.charCodeAt(0);
        const lead = first === 40 /* ( */ || (first >= 48 && first <= 57) ? LEAD_COUNT_RE.exec(text) : null;
        const trail = mayTrail(text) ? TRAIL_COUNT_RE.exec(text) : null;
        const trailOk = trail !== null && !LANES_BEFORE_RE.test(text.slice(0, trail.index + 1));
        const n = lot ? Number(lot[1] ?? lot[2] ?? lot[3] ?? lot[4] ?? lot[5]) : lead ? Number(lead[1] ?? lead[2]) : trailOk ? Number(trail[1]) : 1;
        quantity = clampQuantity(n);
    }
    return { capacity, capacity_gb, quantity, is_lot: quantity > 1 || ((may & MAY_LOT) !== 0 && /\blot\b/.test(text)) };
}
