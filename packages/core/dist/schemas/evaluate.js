import * as v from "valibot";
import { DateTime } from "./common.js";
import { Verdict } from "./vocabulary.js";
const NullableNumber = v.optional(v.nullable(v.number()));
const NullableString = v.optional(v.nullable(v.string()));
/** Evaluate request: a price, and what is known of the listing. */
export const EvaluateRequest = v.object({
    price: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10_000_000)),
    url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
    title: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
    condition: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(50)))),
});
export const ComponentMatch = v.object({
    id: v.string(),
    brand: NullableString,
    model: NullableString,
    confidence: v.optional(v.number(), 0),
});
export const SourceContext = v.object({
    platform: NullableString,
    trust_tier: v.optional(v.string(), "medium"),
    comparable_observations: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
});
export const Savings = v.object({
    vs_median_90d: NullableNumber,
    vs_avg_30d: NullableNumber,
    vs_historical_low: NullableNumber,
});
export const PriceMetrics = v.object({
    current: v.number(),
    median_90d: NullableNumber,
    avg_30d: NullableNumber,
    historical_low: NullableNumber,
    trend_7d: NullableNumber,
});
export const Forecast = v.object({
    predicted_30d: v.number(),
    range: v.array(v.number()),
});
export const SignalInfo = v.object({
    composite_score: v.pipe(v.number(), v.integer()),
    composite_label: v.string(),
    below_median: v.optional(v.nullable(v.boolean())),
    trend: NullableString,
});
export const SourcePriceComparison = v.object({
    source: v.string(),
    avg_price: v.number(),
    min_price: v.number(),
    observation_count: v.pipe(v.number(), v.integer()),
});
export const HistoricalContext = v.object({
    best_price_ever: NullableNumber,
    best_price_date: v.optional(v.nullable(DateTime)),
    price_30d_ago: NullableNumber,
    seasonal_note: NullableString,
    class_avg_price: NullableNumber,
    class_avg_label: NullableString,
});
export const BenchmarkTrustStatus = v.object({
    status: v.string(),
    reason_code: v.string(),
    detail: NullableString,
});
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
});
