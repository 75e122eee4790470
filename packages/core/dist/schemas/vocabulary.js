import * as v from "valibot";
/**
 * The closed vocabularies DESIGN.md settles where SPEC.md says "not shown".
 * Every other module imports these instead of repeating string literals.
 */
/** Hardware categories: short lower-case words. */
export const CATEGORIES = [
    "hdd",
    "ssd",
    "ram",
    "cpu",
    "gpu",
    "nic",
    "hba",
    "server",
    "switch",
    "minipc",
    "other",
];
export const Category = v.picklist(CATEGORIES);
/** Listing conditions, normalised from whatever a source says. */
export const CONDITIONS = ["new", "used", "refurbished", "for_parts"];
export const Condition = v.picklist(CONDITIONS);
/** Action a scored listing gets for a hunt. */
export const ACTIONS = ["ALERT", "WATCH", "SKIP"];
export const Action = v.picklist(ACTIONS);
/** Evaluate verdicts; a listing's `verdict` uses the same words. */
export const VERDICTS = ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"];
export const Verdict = v.picklist(VERDICTS);
/** Source kinds a plugin declares. */
export const SOURCE_KINDS = ["aggregator", "forum", "auction"];
export const SourceKind = v.picklist(SOURCE_KINDS);
/** Account tiers. */
export const TIERS = ["free", "pro", "lifetime"];
export const Tier = v.picklist(TIERS);
/** Notification channel types; email is a digest, the rest are instant. */
export const CHANNEL_TYPES = ["webhook", "telegram", "discord", "slack", "ntfy", "email"];
export const ChannelType = v.picklist(CHANNEL_TYPES);
export const INSTANT_CHANNEL_TYPES = ["webhook", "telegram", "discord", "slack", "ntfy"];
/** Benchmark trust statuses. */
export const TRUST_STATUSES = ["trusted", "untrusted", "insufficient_evidence"];
export const TrustStatus = v.picklist(TRUST_STATUSES);
/**
 * Where a listing stands on its site. `sold` and `closed` listings feed sold-price cohorts but
 * never alert; `wanted` is a buyer's post (its price is a budget, not an offer).
 */
export const LISTING_STATUSES = ["active", "sold", "closed", "wanted"];
export const ListingStatus = v.picklist(LISTING_STATUSES);
