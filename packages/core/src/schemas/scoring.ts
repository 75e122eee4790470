import * as v from "valibot";
import { HuntConfig, HuntCriteria } from "./hunt-criteria.ts";
import { Action, Category, Condition, ListingStatus, NotItemKind, Verdict } from "./vocabulary.ts";


/**
 * What Rackhunt knows of a listing once the pipeline has read it: identity (category, variant,
 * capacity, quantity, condition), money in USD (and as listed), and whether it is the item at all.
 * `price` is the listing's landed total in USD (with its shipping when known); one item of
 * `quantity` costs `pricePerItem(facts)`.
 * Only `title` and `price` are required, so SDK users can score a listing they describe by hand.
 */
export const ListingFacts = v.object({
  title: v.string(),
  /** The listing's total price in USD; null when unknown or in a currency without a rate. */
  price: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  /** The price and currency as the source showed them (before conversion). */
  listed_price: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
  listed_currency: v.optional(v.nullable(v.string()), null),
  /** USD per unit of the listed currency used for `price`, and the date of that rate. */
  fx_rate: v.optional(v.nullable(v.number()), null),
  fx_as_of: v.optional(v.nullable(v.string()), null),
  url: v.optional(v.nullable(v.string()), null),
  source: v.optional(v.nullable(v.string()), null),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** Capacity of ONE item (`16GB` of a `2x16GB` kit). */
  capacity: v.optional(v.nullable(v.string()), null),
  capacity_gb: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
  category: v.optional(v.nullable(Category), null),
  condition: v.optional(v.nullable(Condition), null),
  brand: v.optional(v.nullable(v.string()), null),
  model: v.optional(v.nullable(v.string()), null),
  interface: v.optional(v.nullable(v.string()), null),
  form_factor: v.optional(v.nullable(v.string()), null),
  component_id: v.optional(v.nullable(v.string()), null),
  /**
   * The market it is judged in: its catalog variant, else its spec class ("class:hdd:10TB:SAS:3.5in")
   * when the title says what it is but its part number has no catalog entry; null without either.
   */
  market_id: v.optional(v.nullable(v.string()), null),
  match_confidence: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0),
  location: v.optional(v.nullable(v.string()), null),
  status: v.optional(ListingStatus, "active"),
  /** Why the listing is not the item it names (wanted, box, photo, novelty, accessory, system). */
  not_item: v.optional(v.nullable(NotItemKind), null),
  /** Why the listing cannot be judged at all (`NO_PRICE`, `UNKNOWN_CURRENCY: …`), or null. */
  unjudgeable: v.optional(v.nullable(v.string()), null),
  /** Shipping in USD, included in `price` (0: free or included, "shipped"); null when unknown (then not in `price`). */
  shipping: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
  /** What a marketplace says of an auction or a Buy It Now listing; null from sources without one. */
  auction: v.optional(
    v.nullable(v.object({ buy_it_now: v.nullable(v.boolean()), bids: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), ends_at: v.nullable(v.string()) })),
    null,
  ),
});
export type ListingFacts = v.InferOutput<typeof ListingFacts>;
/** ListingFacts as a caller may write them: every field but `title` and `price` optional. */
export type ListingFactsInput = v.InferInput<typeof ListingFacts>;

/** The parts of a hunt scoring reads. */
export const HuntScoringInput = v.object({
  config: v.optional(HuntConfig, {}),
  criteria: v.optional(v.nullable(HuntCriteria), null),
  target_price: v.optional(v.nullable(v.number()), null),
  ceiling_price: v.optional(v.nullable(v.number()), null),
});
/** Every part optional, as validated values (a stored Hunt fits as it is). */
export type HuntScoringInput = Partial<v.InferOutput<typeof HuntScoringInput>>;

/** A listing scored for a hunt. `failed_rule` names the gate that made it SKIP (criteria field names). */
export const ListingScore = v.object({
  score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  action: Action,
  verdict: Verdict,
  failed_rule: v.nullable(v.string()),
  reasons: v.array(v.string()),
  /** Stable machine-readable codes of the reasons (TARGET_MET, MARKET_BUY, ABOVE_MARKET_MEDIAN, CONDITION, ...). */
  codes: v.array(v.string()),
});
export type ListingScore = v.InferOutput<typeof ListingScore>;
