import * as v from "valibot";
import { jsonObject } from "./common.ts";
import { Category, Condition } from "./vocabulary.ts";

const Words = v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.maxLength(50));
const PositiveAmount = v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10_000_000));
const Gigabytes = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000_000));
const Score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

/**
 * What a hunt searches for, and how it is run (the hunt's `config`).
 * `query` is sent to every enabled source; without it the hunt's name is the query.
 */
export const HuntConfig = jsonObject({
  /** Search terms sent to the sources. */
  query: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  /** Score at or above which a listing is ALERT (default 80). */
  alert_threshold: v.optional(Score),
  /** Score at or above which a listing is WATCH (default 50). */
  watch_threshold: v.optional(Score),
  /** A listing already alerted alerts again only when its price drops by at least this fraction (default 0.05). */
  price_drop_step: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1))),
  /** An auction alerts only in its last this many hours (default 6); before, it is watched. */
  auction_alert_hours: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(720))),
  /** Location keyword (`USA-CA`, `UK`, `EU`) restricting listings and benchmarks; absent means everywhere. */
  location: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
});
export type HuntConfig = v.InferOutput<typeof HuntConfig>;

/**
 * Which listings qualify for a hunt (the hunt's `criteria`). Every field is optional; a listing
 * failing any stated field is SKIP. Per-unit caps compare the listing's per-unit price.
 */
export const HuntCriteria = jsonObject({
  category: v.optional(Category),
  /** Every keyword must appear in the title (case-insensitive). */
  keywords: v.optional(Words),
  /** No excluded word may appear in the title. */
  exclude: v.optional(Words),
  brands: v.optional(Words),
  /** Catalog component ids the listing must match. */
  component_ids: v.optional(Words),
  conditions: v.optional(v.pipe(v.array(Condition), v.maxLength(4))),
  capacity_min_gb: v.optional(Gigabytes),
  capacity_max_gb: v.optional(Gigabytes),
  /** Cap on the price of one item of a lot. */
  max_unit_price: v.optional(PositiveAmount),
  /** Cap on price per TB (drives). */
  max_price_per_tb: v.optional(PositiveAmount),
  /** Cap on price per GB (RAM, small SSDs). */
  max_price_per_gb: v.optional(PositiveAmount),
  min_quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  max_quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Whether lots of several items qualify (default true). */
  include_lots: v.optional(v.boolean()),
  /** Location tags a listing must carry, e.g. `USA-CA`. */
  locations: v.optional(Words),
});
export type HuntCriteria = v.InferOutput<typeof HuntCriteria>;

/** `sources_enabled`: source name to on/off. */
export const SourcesEnabled = v.record(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "Invalid source name")), v.boolean());
export type SourcesEnabled = v.InferOutput<typeof SourcesEnabled>;

/**
 * What Rackhunt read of a hunt's sentence (its `config.query`, else its name): shown with every
 * hunt (an added field of the Hunt resource) so a person or an agent sees how the words were taken.
 */
export const HuntUnderstanding = v.object({
  /** Which field the sentence came from. */
  from: v.picklist(["name", "query"]),
  sentence: v.string(),
  /** The words sent to the sources. */
  search: v.string(),
  /** What was understood, one phrase each ("per-TB cap $12.00", "capacity at least 14TB"). */
  understood: v.array(v.string()),
  /** The criteria and target the sentence states (explicit fields win over them when saved). */
  criteria: HuntCriteria,
  target_price: v.nullable(v.number()),
  /** What listings must be to be this hunt's: read from the sentence. */
  category: v.nullable(Category),
  component_id: v.nullable(v.string()),
  interface: v.nullable(v.string()),
  form_factor: v.nullable(v.string()),
  /** An exact capacity in GB, of each item or of a kit or lot in all; null when the sentence names none (or bounds it). */
  capacity_gb: v.nullable(v.number()),
  capacity_scope: v.picklist(["unit", "total"]),
  /** Words titles must carry. */
  words: v.array(v.string()),
  /** Of those, the words neither read as a spec nor part of a named model: kept as search words. */
  unplaced: v.array(v.string()),
});
export type HuntUnderstanding = v.InferOutput<typeof HuntUnderstanding>;
