import * as v from "valibot";
/**
 * The closed vocabularies DESIGN.md settles where SPEC.md says "not shown".
 * Every other module imports these instead of repeating string literals.
 */
/** Hardware categories: short lower-case words. */
export declare const CATEGORIES: readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"];
export declare const Category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
export type Category = v.InferOutput<typeof Category>;
/** Listing conditions, normalised from whatever a source says. */
export declare const CONDITIONS: readonly ["new", "used", "refurbished", "for_parts"];
export declare const Condition: v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>;
export type Condition = v.InferOutput<typeof Condition>;
/** Action a scored listing gets for a hunt. */
export declare const ACTIONS: readonly ["ALERT", "WATCH", "SKIP"];
export declare const Action: v.PicklistSchema<readonly ["ALERT", "WATCH", "SKIP"], undefined>;
export type Action = v.InferOutput<typeof Action>;
/** Evaluate verdicts; a listing's `verdict` uses the same words. */
export declare const VERDICTS: readonly ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"];
export declare const Verdict: v.PicklistSchema<readonly ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"], undefined>;
export type Verdict = v.InferOutput<typeof Verdict>;
/** Source kinds a plugin declares. */
export declare const SOURCE_KINDS: readonly ["aggregator", "forum", "auction"];
export declare const SourceKind: v.PicklistSchema<readonly ["aggregator", "forum", "auction"], undefined>;
export type SourceKind = v.InferOutput<typeof SourceKind>;
/** Account tiers. */
export declare const TIERS: readonly ["free", "pro", "lifetime"];
export declare const Tier: v.PicklistSchema<readonly ["free", "pro", "lifetime"], undefined>;
export type Tier = v.InferOutput<typeof Tier>;
/** Notification channel types; email is a digest, the rest are instant. */
export declare const CHANNEL_TYPES: readonly ["webhook", "telegram", "discord", "slack", "ntfy", "email"];
export declare const ChannelType: v.PicklistSchema<readonly ["webhook", "telegram", "discord", "slack", "ntfy", "email"], undefined>;
export type ChannelType = v.InferOutput<typeof ChannelType>;
export declare const INSTANT_CHANNEL_TYPES: readonly ChannelType[];
/** Benchmark trust statuses. */
export declare const TRUST_STATUSES: readonly ["trusted", "untrusted", "insufficient_evidence"];
export declare const TrustStatus: v.PicklistSchema<readonly ["trusted", "untrusted", "insufficient_evidence"], undefined>;
export type TrustStatus = v.InferOutput<typeof TrustStatus>;
/**
 * Where a listing stands on its site. `sold` and `closed` listings feed sold-price cohorts but
 * never alert; `wanted` is a buyer's post (its price is a budget, not an offer).
 */
export declare const LISTING_STATUSES: readonly ["active", "sold", "closed", "wanted"];
export declare const ListingStatus: v.PicklistSchema<readonly ["active", "sold", "closed", "wanted"], undefined>;
export type ListingStatus = v.InferOutput<typeof ListingStatus>;
