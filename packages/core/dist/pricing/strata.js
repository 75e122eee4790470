import { CONDITIONS } from "../schemas/vocabulary.js";
/** The stratum assumed when a condition is unknown (see stratumOf). */
export const UNKNOWN_CONDITION_STRATUM = "used";
/**
 * The condition stratum of a condition. Unknown conditions count as used: mistaking a new item
 * for used makes it look dear (a missed deal), whereas the reverse would make a used item look
 * cheap (a false BUY), which is the worse error.
 * @example stratumOf("refurbished") // "used"
 */
export function stratumOf(condition) {
    switch (condition) {
        case "new":
            return "new";
        case "for_parts":
            return "for_parts";
        case "used":
        case "refurbished":
            return "used";
        default:
            return UNKNOWN_CONDITION_STRATUM;
    }
}
/**
 * A free-text condition (as a request may send it) normalised to the vocabulary, or null.
 * @example normalizeCondition(" Refurbished ") // "refurbished"
 */
export function normalizeCondition(text) {
    if (!text)
        return null;
    const t = text.trim().toLowerCase().replace(/[\s-]+/g, "_");
    if (CONDITIONS.includes(t))
        return t;
    if (t === "for_parts_or_not_working" || t === "parts")
        return "for_parts";
    if (t === "open_box" || t === "new_other" || t === "sealed")
        return "new";
    if (t === "pre_owned" || t === "preowned")
        return "used";
    if (t === "refurb" || t === "renewed" || t === "seller_refurbished" || t === "manufacturer_refurbished")
        return "refurbished";
    return null;
}
