import * as v from "valibot";
import { HuntConfig, HuntCriteria } from "./hunt-criteria.js";
import { Action, Category, Condition, ListingStatus, Verdict } from "./vocabulary.js";
/**
 * What scoring needs to know of a listing, as parsing and matching left it. `price` is the
 * listing's total; `quantity` items of `capacity_gb` each.
 */
export const ListingFacts = v.object({
    title: v.string(),
    price: v.pipe(v.number(), v.finite(), v.minValue(0)),
    quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
    capacity_gb: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
    category: v.optional(v.nullable(Category), null),
    condition: v.optional(v.nullable(Condition), null),
    brand: v.optional(v.nullable(v.string()), null),
    component_id: v.optional(v.nullable(v.string()), null),
    match_confidence: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0),
    location: v.optional(v.nullable(v.string()), null),
    status: v.optional(ListingStatus, "active"),
    is_accessory: v.optional(v.boolean(), false),
});
/** The parts of a hunt scoring reads. */
export const HuntScoringInput = v.object({
    config: v.optional(HuntConfig, {}),
    criteria: v.optional(v.nullable(HuntCriteria), null),
    target_price: v.optional(v.nullable(v.number()), null),
    ceiling_price: v.optional(v.nullable(v.number()), null),
});
/** A listing scored for a hunt. `failed_rule` names the gate that made it SKIP (criteria field names). */
export const ListingScore = v.object({
    score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    action: Action,
    verdict: Verdict,
    failed_rule: v.nullable(v.string()),
    reasons: v.array(v.string()),
});
