import { readCategory } from "./title-category.js";
import { readCondition, readFormFactor, readInterface, readLinkSpeed, readPrices, readRamSpeed } from "./title-facts.js";
import { findModel, findPartNumbers, genericPartNumbers } from "./title-models.js";
import { readQuantity } from "./title-quantity.js";
import { HAS_QUOTE, MAY_ACCESSORY, MAY_CONDITION, MAY_FORM, MAY_GENERIC_PART, MAY_INTERFACE, MAY_PART_NUMBER, NON_ASCII, scanWords } from "./title-scan.js";
import { splitTitle } from "./title-sections.js";
import { cleanTitle } from "./title-text.js";
/** Categories whose listings have a capacity that picks the variant. */
const CAPACITY_CATEGORIES = new Set(["hdd", "ssd", "ram", "gpu"]);
const PART_CATEGORIES = new Set(["hdd", "ssd", "ram", "nic", "hba", "switch"]);
const ACCESSORY_RE = /(?<![a-z])(caddy|caddies|tray|trays|sled|sleds|bracket|brackets|rail kit|rails|bezel|backplate|shroud|riser|heatsink|heat sink|battery|interposer|faceplate|screws|cable|cables)(?![a-z])/;
const INCLUDES_RE = /(?:\+|\bw\/|\bwith\b|\bincl|\band\b|&)/;
const BOX_ONLY_RE = /\b(?:box only|empty box(?:es)?|boxes only|retail box only|original box only|just the box|packaging only)\b/;
const NO_PART_NUMBERS = { numbers: [], category: null };
/**
 * Reads what a listing title is about: category, brand, model, capacity, lot size,
 * condition, interface, prices, location and whether it is the item at all.
 * Deterministic and offline; runs in a few microseconds.
 * @example
 * parseTitle("[USA-CA] [H] 4x 32GB DDR4 ECC RDIMM 2666 [W] PayPal")
 * // { category: "ram", capacity: "32GB", quantity: 4, form_factor: "RDIMM", speed_mts: 2666, location: "USA-CA", ... }
 */
export function parseTitle(title) {
    const clean = cleanTitle(title);
    const sections = splitTitle(clean);
    const item = sections.item;
    const lower = item.toLowerCase();
    // Which extractors can match at all; the others are skipped without running their regex.
    const may = scanWords(lower);
    const read = readCategory(lower, sections.tag_category);
    const brand = read.brand;
    const pns = read.category === "other" || (may & MAY_PART_NUMBER) === 0 ? NO_PART_NUMBERS : findPartNumbers(lower);
    // Without a category word, a maker's part number still says what the item is (ST4000NM0033 is a drive).
    const category = read.category ?? pns.category;
    // An unknown item keeps its capacity so a match can still check it.
    const wantsCapacity = category === null || CAPACITY_CATEGORIES.has(category);
    const qty = readQuantity(lower, wantsCapacity, category === "gpu", may);
    const known = category !== "other" ? pns.numbers : [];
    const generic = category !== "other" && (may & MAY_GENERIC_PART) !== 0 ? genericPartNumbers(lower, item) : [];
    // Known numbers first, then the generic ones not already there (both lists are a few entries).
    const part_numbers = known.slice();
    for (const g of generic)
        if (!part_numbers.includes(g))
            part_numbers.push(g);
    let model = null;
    if (category !== null && category !== "other") {
        // A maker's part number names the exact variant, so it is the best model; otherwise the model
        // pattern of the category, then any part-number-shaped token for parts that are sold by number.
        model = known[0] ?? findModel(category, lower) ?? (PART_CATEGORIES.has(category) || category === "server" ? generic[0] : undefined) ?? null;
    }
    const acc = category !== null && category !== "other" && (may & MAY_ACCESSORY) !== 0 ? ACCESSORY_RE.exec(lower) : null;
    const is_accessory = acc !== null &&
        !INCLUDES_RE.test(lower.slice(0, acc.index)) &&
        (qty.capacity_gb === null || /^\s?for\b/.test(lower.slice(acc.index + acc[0].length)));
    const isRam = category === "ram";
    const isNet = category === "nic" || category === "switch";
    const { prices, price } = readPrices(clean);
    return {
        title,
        item_text: item,
        source_style: sections.style,
        category,
        brand,
        model,
        part_numbers,
        capacity: qty.capacity,
        capacity_gb: qty.capacity_gb,
        quantity: qty.quantity,
        is_lot: qty.is_lot,
        total_capacity_gb: qty.capacity_gb === null ? null : Math.round(qty.capacity_gb * qty.quantity * 100) / 100,
        condition: (may & (MAY_CONDITION | NON_ASCII)) !== 0 ? readCondition(lower, sections.style === "deal") : null,
        interface: (may & MAY_INTERFACE) !== 0 ? readInterface(lower) : null,
        form_factor: (may & (MAY_FORM | HAS_QUOTE)) !== 0 ? readFormFactor(lower) : null,
        speed_mts: isRam ? readRamSpeed(lower) : null,
        speed_gbe: isNet ? readLinkSpeed(lower) : null,
        prices,
        price,
        location: sections.location,
        is_accessory,
        is_box_only: (lower.includes("box") || lower.includes("packaging")) && BOX_ONLY_RE.test(lower),
        is_wanted: sections.is_wanted,
    };
}
