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
] as const;
export const Category = v.picklist(CATEGORIES);
export type Category = v.InferOutput<typeof Category>;

/** Listing conditions, normalised from whatever a source says. */
export const CONDITIONS = ["new", "used", "refurbished", "for_parts"] as const;
export const Condition = v.picklist(CONDITIONS);
export type Condition = v.InferOutput<typeof Condition>;

/**
 * Why a listing is not the item it names: a buyer's post, an empty box, a picture of the item
 * (photo-only bait), a novelty (keychain, ornament), a part for the item, a whole computer with
 * the item inside, or a pre-order (an order resale, a reservation, a queue ticket: no item in
 * hand yet). Such listings are never judged as the item and never enter price history.
 */
export const NOT_ITEM_KINDS = ["wanted", "box", "photo", "novelty", "accessory", "system", "preorder"] as const;
export const NotItemKind = v.picklist(NOT_ITEM_KINDS);
export type NotItemKind = v.InferOutput<typeof NotItemKind>;

/** Action a scored listing gets for a hunt. */
export const ACTIONS = ["ALERT", "WATCH", "SKIP"] as const;
export const Action = v.picklist(ACTIONS);
export type Action = v.InferOutput<typeof Action>;

/** Evaluate verdicts; a listing's `verdict` uses the same words. */
export const VERDICTS = ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"] as const;
export const Verdict = v.picklist(VERDICTS);
export type Verdict = v.InferOutput<typeof Verdict>;

/** Source kinds a plugin declares. */
export const SOURCE_KINDS = ["aggregator", "forum", "auction"] as const;
export const SourceKind = v.picklist(SOURCE_KINDS);
export type SourceKind = v.InferOutput<typeof SourceKind>;

/** What the host does after a source's error: try later, leave the source out of this run, stop. */
export const ERROR_OUTCOMES = ["retry_later", "skip_source", "stop"] as const;

/** How one run of a source ended: ok, or the outcome of its most severe error. */
export const SOURCE_RUN_OUTCOMES = ["ok", ...ERROR_OUTCOMES] as const;
export const SourceRunOutcome = v.picklist(SOURCE_RUN_OUTCOMES);
export type SourceRunOutcome = v.InferOutput<typeof SourceRunOutcome>;

/** Account tiers. */
export const TIERS = ["free", "pro", "lifetime"] as const;
export const Tier = v.picklist(TIERS);
export type Tier = v.InferOutput<typeof Tier>;

/** Notification channel types; email is a digest, the rest are instant. */
export const CHANNEL_TYPES = [
  "webhook", "telegram", "discord", "slack", "ntfy", "email",
  "apprise", "gotify", "pushover", "matrix", "homeassistant", "mattermost", "msteams",
] as const;
export const ChannelType = v.picklist(CHANNEL_TYPES);
export type ChannelType = v.InferOutput<typeof ChannelType>;
export const INSTANT_CHANNEL_TYPES: readonly ChannelType[] = CHANNEL_TYPES.filter((type) => type !== "email");

/**
 * What a price observation records: a sale that happened (`sold`: completed auctions, sold trade
 * posts, imported sale history) or a price someone asks (`asking`: an active listing).
 */
export const OBSERVATION_KINDS = ["sold", "asking"] as const;
export const ObservationKind = v.picklist(OBSERVATION_KINDS);
export type ObservationKind = v.InferOutput<typeof ObservationKind>;

/** Benchmark trust statuses. */
export const TRUST_STATUSES = ["trusted", "untrusted", "insufficient_evidence"] as const;
export const TrustStatus = v.picklist(TRUST_STATUSES);
export type TrustStatus = v.InferOutput<typeof TrustStatus>;

/**
 * Where a listing stands on its site. `sold` and `closed` listings feed sold-price cohorts but
 * never alert; `wanted` is a buyer's post (its price is a budget, not an offer).
 */
export const LISTING_STATUSES = ["active", "sold", "closed", "wanted"] as const;
export const ListingStatus = v.picklist(LISTING_STATUSES);
export type ListingStatus = v.InferOutput<typeof ListingStatus>;
