import * as v from "valibot";
import { SourcePriceComparison } from "./evaluate.ts";
import { Condition, ObservationKind, TRUST_STATUSES } from "./vocabulary.ts";

const [TRUSTED, UNTRUSTED, INSUFFICIENT_EVIDENCE] = TRUST_STATUSES;

/**
 * One observed price of one item of a catalog variant: the per-item price (a lot's total divided
 * by its quantity) in USD. `observed_at` is epoch milliseconds or an RFC 3339 string.
 */
export const PriceObservation = v.object({
  component_id: v.pipe(v.string(), v.minLength(1)),
  price: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10_000_000)),
  observed_at: v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.isoTimestamp())]),
  source: v.pipe(v.string(), v.minLength(1)),
  condition: Condition,
  /** Location tag of the listing (`USA-CA`, `UK`); absent or null means unknown. */
  location: v.optional(v.nullable(v.string())),
  listing_id: v.optional(v.nullable(v.string())),
  /** A sale (`sold`, the default: history is mostly sales) or an active listing's asking price. */
  kind: v.optional(ObservationKind, "sold"),
  /**
   * A sold auction seen while open: its close ÷ its price when first seen (item part, shipping
   * left out), and how many hours it had left then. Its market learns from these how far auctions
   * rise; absent or null for every other observation.
   */
  close_ratio: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.gtValue(0)))),
  spotted_hours: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)))),
});
export type PriceObservation = v.InferOutput<typeof PriceObservation>;
/** A PriceObservation as a caller may write it (`kind` may be left out). */
export type PriceObservationInput = v.InferInput<typeof PriceObservation>;

/**
 * Condition strata: a cohort never mixes strata. Refurbished joins used (homelab "refurbished"
 * is mostly seller-tested pulls, priced like used); for-parts items are their own stratum.
 */
export const STRATA = ["new", "used", "for_parts"] as const;
export const Stratum = v.picklist(STRATA);
export type Stratum = v.InferOutput<typeof Stratum>;

/**
 * Stable machine-readable reason codes of a benchmark's trust, checked in this order; the first
 * failing rule is the one reported.
 */
export const UNTRUSTED_REASON_CODES = [
  "NO_COMPONENT_MATCH",
  "LOW_MATCH_CONFIDENCE",
  "NO_OBSERVATIONS",
  "COHORT_TOO_SMALL",
  "SINGLE_SOURCE",
  "STALE_COHORT",
  "HIGH_DISPERSION",
  "SUSPICIOUS_PRICE",
  "NOT_THE_ITEM",
] as const;
export const TRUST_REASON_CODES = ["TRUSTED", ...UNTRUSTED_REASON_CODES] as const;
export const TrustReasonCode = v.picklist(TRUST_REASON_CODES);
export type TrustReasonCode = v.InferOutput<typeof TrustReasonCode>;

/** Average and minimum price per source within a trusted cohort: the SPEC's SourcePriceComparison. */
export const SourceStat = SourcePriceComparison;
export type SourceStat = v.InferOutput<typeof SourceStat>;

/** Every number a trusted cohort yields. Untrusted benchmarks have none of these (see Benchmark). */
export const CohortStats = v.object({
  sample_size: v.pipe(v.number(), v.integer()),
  /** Prices of the window left out: Tukey outliers and implausibly low prices (see SUSPICIOUS_FRACTION). */
  outliers_removed: v.pipe(v.number(), v.integer()),
  /** Prices after outlier removal, ascending. */
  sorted_prices: v.array(v.number()),
  median: v.number(),
  /** Prices below this are implausible for the cohort (SUSPICIOUS_PRICE); none of them is kept. */
  implausible_below: v.number(),
  /** Distribution-free 95% interval of the median (order statistics of the kept prices). */
  median_low: v.number(),
  median_high: v.number(),
  p25: v.number(),
  p75: v.number(),
  mean: v.number(),
  min: v.number(),
  max: v.number(),
  avg_30d: v.nullable(v.number()),
  /** The lowest kept price of the cohort (what the verdict compared with), and when it was first seen (epoch ms). */
  historical_low: v.number(),
  historical_low_at: v.number(),
  price_30d_ago: v.nullable(v.number()),
  trend_7d: v.nullable(v.number()),
  /** The 30-day linear forecast; `r2` says how much of the price variation the line explains. */
  forecast_30d: v.object({ predicted: v.number(), low: v.number(), high: v.number(), r2: v.number() }),
  sources: v.array(SourceStat),
});
export type CohortStats = v.InferOutput<typeof CohortStats>;

/**
 * The counts a trust decision rests on, for trusted and untrusted cohorts alike. No prices: an
 * untrusted benchmark must not leak one, so the median's precision is a fraction of the median.
 */
export const CohortEvidence = v.object({
  /** Observations of the window and stratum, by kind. */
  sold: v.pipe(v.number(), v.integer()),
  asking: v.pipe(v.number(), v.integer()),
  /** Which kinds the cohort uses: sales alone once there are enough of them, else whatever there is. */
  kinds: v.picklist(["sold", "asking", "sold_and_asking"]),
  /** Prices kept after outlier and implausible-price removal. */
  kept: v.pipe(v.number(), v.integer()),
  sources: v.pipe(v.number(), v.integer()),
  newest_age_days: v.nullable(v.number()),
  /** Half the width of the median's 95% interval over the median (0.12 = ±12%); null below the minimum sample. */
  median_half_width: v.nullable(v.number()),
});
export type CohortEvidence = v.InferOutput<typeof CohortEvidence>;

const BenchmarkCommon = {
  component_id: v.nullable(v.string()),
  stratum: Stratum,
  window_days: v.number(),
  local_kw: v.nullable(v.string()),
  /** Human explanation of the status, with the numbers that decided it. */
  detail: v.string(),
  /** Null when there was no cohort to look at (no match, too little match confidence). */
  evidence: v.nullable(CohortEvidence),
};

/**
 * A benchmark of one cohort. A discriminated union on `status`: only `trusted` carries `stats`,
 * so an untrusted benchmark structurally cannot leak a derived price.
 */
export const Benchmark = v.variant("status", [
  v.object({ status: v.literal(TRUSTED), reason_code: v.literal(TRUST_REASON_CODES[0]), stats: CohortStats, ...BenchmarkCommon }),
  v.object({
    status: v.picklist([UNTRUSTED, INSUFFICIENT_EVIDENCE]),
    reason_code: v.picklist(UNTRUSTED_REASON_CODES),
    ...BenchmarkCommon,
  }),
]);
export type Benchmark = v.InferOutput<typeof Benchmark>;
export type TrustedBenchmark = Extract<Benchmark, { status: typeof TRUSTED }>;
export type UntrustedBenchmark = Exclude<Benchmark, TrustedBenchmark>;
