import * as v from "valibot";
import { DateTime, Uuid } from "./common.ts";
import { ListingFacts } from "./scoring.ts";
import { ListingStatus, SourceRunOutcome, Verdict } from "./vocabulary.ts";

const Int = v.pipe(v.number(), v.integer());

/** Listing: a source's item as Rackhunt judged it. All fields always present. */
export const Listing = v.object({
  id: Uuid,
  external_id: v.string(),
  source: v.string(),
  title: v.nullable(v.string()),
  url: v.nullable(v.string()),
  price: v.nullable(v.number()),
  capacity: v.nullable(v.string()),
  category: v.nullable(v.string()),
  score: v.nullable(Int),
  verdict: v.nullable(v.string()),
  action: v.nullable(v.string()),
  first_seen: DateTime,
  last_seen: DateTime,
  /** Added to SPEC.md's fields: active, sold, closed or wanted. */
  status: v.optional(ListingStatus),
  /** Added: what the judgement read of it (null for a row stored before facts were kept). */
  facts: v.optional(v.nullable(ListingFacts)),
  /** Added: the reason codes of this row's action (a hunt's listings: that hunt's latest judgement). */
  reason_codes: v.optional(v.nullable(v.array(v.string()))),
  /** Added: its own verdict against its market when last seen, with the reasons — what evaluate says of it. */
  market: v.optional(v.nullable(v.object({ verdict: Verdict, reasons: v.array(v.string()) }))),
});
export type Listing = v.InferOutput<typeof Listing>;

/** Alert fired for a hunt and listing. */
export const Alert = v.object({
  id: Uuid,
  listing_id: Uuid,
  hunt_id: Uuid,
  channel: v.nullable(v.string()),
  action: v.nullable(v.string()),
  score: v.nullable(Int),
  sent_at: DateTime,
});
export type Alert = v.InferOutput<typeof Alert>;

/** Scan result: one listing evaluated against one hunt (a results feed row). */
export const ScanResult = v.object({
  id: Uuid,
  hunt_id: Uuid,
  hunt_name: v.string(),
  listing_id: v.nullable(Uuid),
  title: v.nullable(v.string()),
  url: v.nullable(v.string()),
  price: v.nullable(v.number()),
  source: v.nullable(v.string()),
  score: v.nullable(Int),
  action: v.nullable(v.string()),
  verdict: v.nullable(v.string()),
  alert_channel: v.nullable(v.string()),
  is_backfill: v.optional(v.boolean(), false),
  run_at: DateTime,
  /** Added to SPEC.md's fields: why the hunt judged it so, in words and as stable codes (TARGET_MET, ABOVE_MARKET_MEDIAN, MARKET_BUY, CONDITION, ...). */
  reasons: v.optional(v.array(v.string())),
  reason_codes: v.optional(v.array(v.string())),
  /** Added: the listing's status (active, sold, closed, wanted); null when it is gone. */
  status: v.optional(v.nullable(ListingStatus)),
});
export type ScanResult = v.InferOutput<typeof ScanResult>;

/** Results page. */
export const ResultsPage = v.object({ items: v.array(ScanResult), total: Int });
export type ResultsPage = v.InferOutput<typeof ResultsPage>;

/**
 * Per-source outcome of one scan: SPEC.md's `{source, ok, listings, error}`, and what a failure
 * asks of Rackhunt. `outcome` is `retry_later` when the site is busy (Rackhunt leaves it alone
 * until `retry_at`, for every hunt), `skip_source` when it cannot be read as it answered (a login
 * wall, a page the parser does not understand, robots.txt), `stop` when the source is misconfigured.
 */
export const SourceOutcome = v.object({
  source: v.string(),
  ok: v.boolean(),
  listings: Int,
  error: v.nullable(v.string()),
  outcome: v.optional(SourceRunOutcome),
  /** When Rackhunt fetches this source again at the earliest; null when it does not hold off. */
  retry_at: v.optional(v.nullable(DateTime)),
  /** Added: of the listings read, how many the hunt kept (active offers about its query). */
  kept: v.optional(Int),
  /**
   * Added: how many each rule kept out of the hunt (sold, not_an_item, category, capacity,
   * interface, form_factor, brand, words), and how many of those kept each gate made SKIP
   * (condition, price_ceiling, not_an_item, a criteria field).
   */
  excluded: v.optional(v.record(v.string(), Int)),
  skipped: v.optional(v.record(v.string(), Int)),
  /**
   * Added: listings the source's parser produced that failed the RawListing schema, dropped
   * (a plugin's bug; the server logs the first issue). Not counted in `listings`.
   */
  invalid: v.optional(Int),
});
export type SourceOutcome = v.InferOutput<typeof SourceOutcome>;

/** POST /hunts/{hunt_id}/scan response (SPEC.md leaves it open; DESIGN.md settles the contents). */
export const ScanResponse = v.object({
  hunt_id: Uuid,
  run_at: DateTime,
  listings_seen: Int,
  new_listings: Int,
  counts: v.object({ ALERT: Int, WATCH: Int, SKIP: Int }),
  alerts_fired: Int,
  sources: v.array(SourceOutcome),
});
export type ScanResponse = v.InferOutput<typeof ScanResponse>;
