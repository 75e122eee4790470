import type { Stratum } from "../schemas/pricing.ts";
import { type Condition } from "../schemas/vocabulary.ts";
/** The stratum assumed when a condition is unknown (see stratumOf). */
export declare const UNKNOWN_CONDITION_STRATUM: Stratum;
/**
 * The condition stratum of a condition. Unknown conditions count as used: mistaking a new item
 * for used makes it look dear (a missed deal), whereas the reverse would make a used item look
 * cheap (a false BUY), which is the worse error.
 * @example stratumOf("refurbished") // "used"
 */
export declare function stratumOf(condition: Condition | null | undefined): Stratum;
/**
 * A free-text condition (as a request may send it) normalised to the vocabulary, or null.
 * @example normalizeCondition(" Refurbished ") // "refurbished"
 */
export declare function normalizeCondition(text: string | null | undefined): Condition | null;
