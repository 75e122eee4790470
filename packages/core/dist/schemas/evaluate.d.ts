import * as v from "valibot";
/** Evaluate request: a price, and what is known of the listing. */
export declare const EvaluateRequest: v.ObjectSchema<{
    readonly price: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>;
    readonly url: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 2000, undefined>]>, undefined>, undefined>;
    readonly title: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 500, undefined>]>, undefined>, undefined>;
    readonly condition: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 50, undefined>]>, undefined>, undefined>;
}, undefined>;
export type EvaluateRequest = v.InferOutput<typeof EvaluateRequest>;
export declare const ComponentMatch: v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly brand: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly model: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly confidence: v.OptionalSchema<v.NumberSchema<undefined>, 0>;
}, undefined>;
export type ComponentMatch = v.InferOutput<typeof ComponentMatch>;
export declare const SourceContext: v.ObjectSchema<{
    readonly platform: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly trust_tier: v.OptionalSchema<v.StringSchema<undefined>, "medium">;
    readonly comparable_observations: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
}, undefined>;
export type SourceContext = v.InferOutput<typeof SourceContext>;
export declare const Savings: v.ObjectSchema<{
    readonly vs_median_90d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly vs_avg_30d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly vs_historical_low: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type Savings = v.InferOutput<typeof Savings>;
export declare const PriceMetrics: v.ObjectSchema<{
    readonly current: v.NumberSchema<undefined>;
    readonly median_90d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly avg_30d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly historical_low: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly trend_7d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type PriceMetrics = v.InferOutput<typeof PriceMetrics>;
export declare const Forecast: v.ObjectSchema<{
    readonly predicted_30d: v.NumberSchema<undefined>;
    readonly range: v.ArraySchema<v.NumberSchema<undefined>, undefined>;
}, undefined>;
export type Forecast = v.InferOutput<typeof Forecast>;
export declare const SignalInfo: v.ObjectSchema<{
    readonly composite_score: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly composite_label: v.StringSchema<undefined>;
    readonly below_median: v.OptionalSchema<v.NullableSchema<v.BooleanSchema<undefined>, undefined>, undefined>;
    readonly trend: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type SignalInfo = v.InferOutput<typeof SignalInfo>;
export declare const SourcePriceComparison: v.ObjectSchema<{
    readonly source: v.StringSchema<undefined>;
    readonly avg_price: v.NumberSchema<undefined>;
    readonly min_price: v.NumberSchema<undefined>;
    readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>;
export type SourcePriceComparison = v.InferOutput<typeof SourcePriceComparison>;
export declare const HistoricalContext: v.ObjectSchema<{
    readonly best_price_ever: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly best_price_date: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly price_30d_ago: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly seasonal_note: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly class_avg_price: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly class_avg_label: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type HistoricalContext = v.InferOutput<typeof HistoricalContext>;
export declare const BenchmarkTrustStatus: v.ObjectSchema<{
    readonly status: v.StringSchema<undefined>;
    readonly reason_code: v.StringSchema<undefined>;
    readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type BenchmarkTrustStatus = v.InferOutput<typeof BenchmarkTrustStatus>;
/** Evaluate response. Untrusted cohort: INCONCLUSIVE, every benchmark-derived field null. */
export declare const EvaluateResponse: v.ObjectSchema<{
    readonly verdict: v.PicklistSchema<readonly ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"], undefined>;
    readonly confidence: v.NumberSchema<undefined>;
    readonly reasoning: v.StringSchema<undefined>;
    readonly source_context: v.ObjectSchema<{
        readonly platform: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly trust_tier: v.OptionalSchema<v.StringSchema<undefined>, "medium">;
        readonly comparable_observations: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
    }, undefined>;
    readonly component: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly id: v.StringSchema<undefined>;
        readonly brand: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly model: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly confidence: v.OptionalSchema<v.NumberSchema<undefined>, 0>;
    }, undefined>, undefined>, undefined>;
    readonly savings: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly vs_median_90d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly vs_avg_30d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly vs_historical_low: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly price_metrics: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly current: v.NumberSchema<undefined>;
        readonly median_90d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly avg_30d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly historical_low: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly trend_7d: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly forecast: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly predicted_30d: v.NumberSchema<undefined>;
        readonly range: v.ArraySchema<v.NumberSchema<undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly signal: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly composite_score: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly composite_label: v.StringSchema<undefined>;
        readonly below_median: v.OptionalSchema<v.NullableSchema<v.BooleanSchema<undefined>, undefined>, undefined>;
        readonly trend: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly source_comparisons: v.OptionalSchema<v.NullableSchema<v.ArraySchema<v.ObjectSchema<{
        readonly source: v.StringSchema<undefined>;
        readonly avg_price: v.NumberSchema<undefined>;
        readonly min_price: v.NumberSchema<undefined>;
        readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    }, undefined>, undefined>, undefined>, undefined>;
    readonly historical_context: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly best_price_ever: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly best_price_date: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly price_30d_ago: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly seasonal_note: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly class_avg_price: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
        readonly class_avg_label: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly benchmark_trust: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
}, undefined>;
export type EvaluateResponse = v.InferOutput<typeof EvaluateResponse>;
