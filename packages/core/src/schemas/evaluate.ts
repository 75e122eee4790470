import * as v from "valibot";
import { DateTime } from "./common.ts";
import { ListingFacts } from "./scoring.ts";
import { Verdict } from "./vocabulary.ts";

const NullableNumber = v.optional(v.nullable(v.number()));
const NullableString = v.optional(v.nullable(v.string()));

/** Evaluate request: a price, and what is known of the listing. */
export const EvaluateRequest = v.object({
  price: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10_000_000)),
  url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
  title: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  condition: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(50)))),
});
export type EvaluateRequest = v.InferOutput<typeof EvaluateRequest>;

export const ComponentMatch = v.object({
  id: v.string(),
  brand: NullableString,
  model: NullableString,
  confidence: v.optional(v.number(), 0),
});
export type ComponentMatch = v.InferOutput<typeof ComponentMatch>;

export const SourceContext = v.object({
  platform: NullableString,
  trust_tier: v.optional(v.string(), "medium"),
  comparable_observations: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
});
export type SourceContext = v.InferOutput<typeof SourceContext>;

export const Savings = v.object({
  vs_median_90d: NullableNumber,
  vs_avg_30d: NullableNumber,
  vs_historical_low: NullableNumber,
});
export type Savings = v.InferOutput<typeof Savings>;

export const PriceMetrics = v.object({
  current: v.number(),
  median_90d: NullableNumber,
  avg_30d: NullableNumber,
  historical_low: NullableNumber,
  trend_7d: NullableNumber,
});
export type PriceMetrics = v.InferOutput<typeof PriceMetrics>;

export const Forecast = v.object({
  predicted_30d: v.number(),
  range: v.array(v.number()),
});
export type Forecast = v.InferOutput<typeof Forecast>;

export const SignalInfo = v.object({
  composite_score: v.pipe(v.number(), v.integer()),
  composite_label: v.string(),
  below_median: v.optional(v.nullable(v.boolean())),
  trend: NullableString,
});
export type SignalInfo = v.InferOutput<typeof SignalInfo>;

export const SourcePriceComparison = v.object({
  source: v.string(),
  avg_price: v.number(),
  min_price: v.number(),
  observation_count: v.pipe(v.number(), v.integer()),
});
export type SourcePriceComparison = v.InferOutput<typeof SourcePriceComparison>;

export const HistoricalContext = v.object({
  best_price_ever: NullableNumber,
  best_price_date: v.optional(v.nullable(DateTime)),
  price_30d_ago: NullableNumber,
  seasonal_note: NullableString,
  class_avg_price: NullableNumber,
  class_avg_label: NullableString,
});
export type HistoricalContext = v.InferOutput<typeof HistoricalContext>;

export const BenchmarkTrustStatus = v.object({
  status: v.string(),
  reason_code: v.string(),
  detail: NullableString,
});
export type BenchmarkTrustStatus = v.InferOutput<typeof BenchmarkTrustStatus>;

/** Evaluate response. Untrusted cohort: INCONCLUSIVE, every benchmark-derived field null. */
export const EvaluateResponse = v.object({
  verdict: Verdict,
  confidence: v.number(),
  reasoning: v.string(),
  source_context: SourceContext,
  component: v.optional(v.nullable(ComponentMatch)),
  savings: v.optional(v.nullable(Savings)),
  price_metrics: v.optional(v.nullable(PriceMetrics)),
  forecast: v.optional(v.nullable(Forecast)),
  signal: v.optional(v.nullable(SignalInfo)),
  source_comparisons: v.optional(v.nullable(v.array(SourcePriceComparison))),
  historical_context: v.optional(v.nullable(HistoricalContext)),
  benchmark_trust: v.optional(v.nullable(BenchmarkTrustStatus)),
  /** Added to SPEC.md's fields: what the judgement read of the title (null without one). */
  facts: v.optional(v.nullable(ListingFacts)),
  /** Added to SPEC.md's fields: the verdict's reasons, as a scan and `rackhunt import --report` give them. */
  reasons: v.optional(v.array(v.string())),
});
export type EvaluateResponse = v.InferOutput<typeof EvaluateResponse>;
