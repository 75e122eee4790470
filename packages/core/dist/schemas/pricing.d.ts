import * as v from "valibot";
declare const TRUSTED: "trusted";
/**
 * One observed price of one item of a catalog variant: the per-item price (a lot's total divided
 * by its quantity) in USD. `observed_at` is epoch milliseconds or an RFC 3339 string.
 */
export declare const PriceObservation: v.ObjectSchema<{
    readonly component_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>]>;
    readonly price: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>;
    readonly observed_at: v.UnionSchema<[v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>]>, v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>], undefined>;
    readonly source: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>]>;
    readonly condition: v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>;
    /** Location tag of the listing (`USA-CA`, `UK`); absent or null means unknown. */
    readonly location: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly listing_id: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type PriceObservation = v.InferOutput<typeof PriceObservation>;
/**
 * Condition strata: a cohort never mixes strata. Refurbished joins used (homelab "refurbished"
 * is mostly seller-tested pulls, priced like used); for-parts items are their own stratum.
 */
export declare const STRATA: readonly ["new", "used", "for_parts"];
export declare const Stratum: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
export type Stratum = v.InferOutput<typeof Stratum>;
/**
 * Stable machine-readable reason codes of a benchmark's trust, checked in this order; the first
 * failing rule is the one reported.
 */
export declare const UNTRUSTED_REASON_CODES: readonly ["NO_COMPONENT_MATCH", "LOW_MATCH_CONFIDENCE", "NO_OBSERVATIONS", "COHORT_TOO_SMALL", "SINGLE_SOURCE", "STALE_COHORT", "HIGH_DISPERSION"];
export declare const TRUST_REASON_CODES: readonly ["TRUSTED", "NO_COMPONENT_MATCH", "LOW_MATCH_CONFIDENCE", "NO_OBSERVATIONS", "COHORT_TOO_SMALL", "SINGLE_SOURCE", "STALE_COHORT", "HIGH_DISPERSION"];
export declare const TrustReasonCode: v.PicklistSchema<readonly ["TRUSTED", "NO_COMPONENT_MATCH", "LOW_MATCH_CONFIDENCE", "NO_OBSERVATIONS", "COHORT_TOO_SMALL", "SINGLE_SOURCE", "STALE_COHORT", "HIGH_DISPERSION"], undefined>;
export type TrustReasonCode = v.InferOutput<typeof TrustReasonCode>;
/** Average and minimum price per source within a trusted cohort: the SPEC's SourcePriceComparison. */
export declare const SourceStat: v.ObjectSchema<{
    readonly source: v.StringSchema<undefined>;
    readonly avg_price: v.NumberSchema<undefined>;
    readonly min_price: v.NumberSchema<undefined>;
    readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>;
export type SourceStat = v.InferOutput<typeof SourceStat>;
/** Every number a trusted cohort yields. Untrusted benchmarks have none of these (see Benchmark). */
export declare const CohortStats: v.ObjectSchema<{
    readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly outliers_removed: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    /** Prices after outlier removal, ascending. */
    readonly sorted_prices: v.ArraySchema<v.NumberSchema<undefined>, undefined>;
    readonly median: v.NumberSchema<undefined>;
    readonly p25: v.NumberSchema<undefined>;
    readonly p75: v.NumberSchema<undefined>;
    readonly mean: v.NumberSchema<undefined>;
    readonly min: v.NumberSchema<undefined>;
    readonly max: v.NumberSchema<undefined>;
    readonly avg_30d: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly historical_low: v.NumberSchema<undefined>;
    /** Epoch ms of the earliest observation at the historical low. */
    readonly historical_low_at: v.NumberSchema<undefined>;
    readonly price_30d_ago: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly trend_7d: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly forecast_30d: v.ObjectSchema<{
        readonly predicted: v.NumberSchema<undefined>;
        readonly low: v.NumberSchema<undefined>;
        readonly high: v.NumberSchema<undefined>;
    }, undefined>;
    readonly sources: v.ArraySchema<v.ObjectSchema<{
        readonly source: v.StringSchema<undefined>;
        readonly avg_price: v.NumberSchema<undefined>;
        readonly min_price: v.NumberSchema<undefined>;
        readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    }, undefined>, undefined>;
}, undefined>;
export type CohortStats = v.InferOutput<typeof CohortStats>;
/**
 * A benchmark of one cohort. A discriminated union on `status`: only `trusted` carries `stats`,
 * so an untrusted benchmark structurally cannot leak a derived price.
 */
export declare const Benchmark: v.VariantSchema<"status", [v.ObjectSchema<{
    readonly component_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly stratum: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window_days: v.NumberSchema<undefined>;
    readonly local_kw: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly detail: v.StringSchema<undefined>;
    readonly status: v.LiteralSchema<"trusted", undefined>;
    readonly reason_code: v.LiteralSchema<"TRUSTED", undefined>;
    readonly stats: v.ObjectSchema<{
        readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly outliers_removed: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        /** Prices after outlier removal, ascending. */
        readonly sorted_prices: v.ArraySchema<v.NumberSchema<undefined>, undefined>;
        readonly median: v.NumberSchema<undefined>;
        readonly p25: v.NumberSchema<undefined>;
        readonly p75: v.NumberSchema<undefined>;
        readonly mean: v.NumberSchema<undefined>;
        readonly min: v.NumberSchema<undefined>;
        readonly max: v.NumberSchema<undefined>;
        readonly avg_30d: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly historical_low: v.NumberSchema<undefined>;
        /** Epoch ms of the earliest observation at the historical low. */
        readonly historical_low_at: v.NumberSchema<undefined>;
        readonly price_30d_ago: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly trend_7d: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly forecast_30d: v.ObjectSchema<{
            readonly predicted: v.NumberSchema<undefined>;
            readonly low: v.NumberSchema<undefined>;
            readonly high: v.NumberSchema<undefined>;
        }, undefined>;
        readonly sources: v.ArraySchema<v.ObjectSchema<{
            readonly source: v.StringSchema<undefined>;
            readonly avg_price: v.NumberSchema<undefined>;
            readonly min_price: v.NumberSchema<undefined>;
            readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        }, undefined>, undefined>;
    }, undefined>;
}, undefined>, v.ObjectSchema<{
    readonly component_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly stratum: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window_days: v.NumberSchema<undefined>;
    readonly local_kw: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly detail: v.StringSchema<undefined>;
    readonly status: v.PicklistSchema<["untrusted", "insufficient_evidence"], undefined>;
    readonly reason_code: v.PicklistSchema<readonly ["NO_COMPONENT_MATCH", "LOW_MATCH_CONFIDENCE", "NO_OBSERVATIONS", "COHORT_TOO_SMALL", "SINGLE_SOURCE", "STALE_COHORT", "HIGH_DISPERSION"], undefined>;
}, undefined>], undefined>;
export type Benchmark = v.InferOutput<typeof Benchmark>;
export type TrustedBenchmark = Extract<Benchmark, {
    status: typeof TRUSTED;
}>;
export type UntrustedBenchmark = Exclude<Benchmark, TrustedBenchmark>;
export {};
