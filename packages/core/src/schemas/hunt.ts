import * as v from "valibot";
import { DateTime, PageLimit, PageOffset, Price, Uuid, nullish } from "./common.ts";
import { HuntConfig, HuntCriteria, HuntUnderstanding, SourcesEnabled } from "./hunt-criteria.ts";

const HuntName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const PollIntervalHours = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(720));

/** Hunt (response). */
export const Hunt = v.object({
  id: Uuid,
  user_id: Uuid,
  name: v.string(),
  config: HuntConfig,
  poll_interval_hours: v.pipe(v.number(), v.integer()),
  active: v.boolean(),
  paused_until: v.nullable(DateTime),
  created_at: DateTime,
  last_run_at: nullish(DateTime),
  last_manual_scan_at: nullish(DateTime),
  criteria: nullish(HuntCriteria),
  target_price: nullish(v.number()),
  ceiling_price: nullish(v.number()),
  sources_enabled: nullish(SourcesEnabled),
  alert_count: v.optional(v.pipe(v.number(), v.integer()), 0),
  last_alert_at: nullish(DateTime),
  last_alert_status: nullish(v.string()),
  /** Added to SPEC.md's fields: how the hunt's sentence was read. */
  understood: v.optional(HuntUnderstanding),
  /** Added: warnings about the target against the market, given when the hunt is saved. */
  warnings: v.optional(v.array(v.string())),
});
export type Hunt = v.InferOutput<typeof Hunt>;

/** Hunt create body. */
export const HuntCreate = v.object({
  name: HuntName,
  config: HuntConfig,
  poll_interval_hours: v.optional(PollIntervalHours, 24),
  criteria: nullish(HuntCriteria),
  target_price: nullish(Price),
  ceiling_price: nullish(Price),
  sources_enabled: nullish(SourcesEnabled),
});
export type HuntCreate = v.InferOutput<typeof HuntCreate>;

/** Hunt update body: every field optional and nullable; `paused_until` is our extension (DESIGN.md). */
export const HuntUpdate = v.object({
  name: nullish(HuntName),
  config: nullish(HuntConfig),
  poll_interval_hours: nullish(PollIntervalHours),
  active: nullish(v.boolean()),
  criteria: nullish(HuntCriteria),
  target_price: nullish(Price),
  ceiling_price: nullish(Price),
  sources_enabled: nullish(SourcesEnabled),
  paused_until: nullish(DateTime),
});
export type HuntUpdate = v.InferOutput<typeof HuntUpdate>;

/** Path of every `/hunts/{hunt_id}` route. */
export const HuntIdParams = v.object({ hunt_id: Uuid });

/** GET /hunts/{hunt_id}/listings query. Blank action means all. */
export const HuntListingsQuery = v.object({
  limit: PageLimit,
  offset: PageOffset,
  action: v.optional(v.picklist(["ALERT", "WATCH", "SKIP", ""])),
});

/** GET /hunts/results query. */
export const RESULT_FILTERS = ["all", "alerted", "near_miss", "skipped"] as const;
export const ResultsQuery = v.object({
  filter: v.optional(v.picklist(RESULT_FILTERS), "all"),
  limit: PageLimit,
  offset: PageOffset,
  hunt_id: v.optional(Uuid),
});
export type ResultsQuery = v.InferOutput<typeof ResultsQuery>;
