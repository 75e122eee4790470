import * as v from "valibot";
/**
 * SPEC leaves the inside of `aliases` open; ours: the names a component is sold under and its
 * part/OEM/FRU numbers. Declared here so OpenAPI and MCP output schemas describe it.
 * (Belongs in schemas/component.ts beside ComponentDetail; kept here until that file is changed.)
 */
export declare const ComponentAliases: v.ObjectSchema<{
    readonly names: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    readonly part_numbers: v.ArraySchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
/** ComponentDetail with its aliases object spelled out. */
export declare const ComponentDetailResponse: v.ObjectSchema<{
    readonly aliases: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly names: v.ArraySchema<v.StringSchema<undefined>, undefined>;
        readonly part_numbers: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly form_factor: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly interface: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly generation: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly created_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly updated_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly id: v.StringSchema<undefined>;
    readonly mpn: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly brand: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly model: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly category: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly subcategory: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly capacity: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly observation_count: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
    readonly listing_count: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
}, undefined>;
export declare const searchComponents: import("./operation.ts").Operation<undefined, v.ObjectSchema<{
    readonly q: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
    readonly category: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 100, undefined>]>, 20>;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>;
    readonly local_kw: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
}, undefined>, undefined, v.ObjectSchema<{
    readonly results: v.ArraySchema<v.ObjectSchema<{
        readonly id: v.StringSchema<undefined>;
        readonly mpn: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly brand: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly model: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly category: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly subcategory: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly capacity: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly observation_count: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
        readonly listing_count: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly cursor: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly has_more: v.BooleanSchema<undefined>;
}, undefined>>;
export declare const getComponent: import("./operation.ts").Operation<v.ObjectSchema<{
    readonly component_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
}, undefined>, v.ObjectSchema<{
    readonly local_kw: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
}, undefined>, undefined, v.ObjectSchema<{
    readonly aliases: v.OptionalSchema<v.NullableSchema<v.ObjectSchema<{
        readonly names: v.ArraySchema<v.StringSchema<undefined>, undefined>;
        readonly part_numbers: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, undefined>;
    readonly form_factor: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly interface: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly generation: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly created_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly updated_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly id: v.StringSchema<undefined>;
    readonly mpn: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly brand: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly model: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly category: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly subcategory: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly capacity: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly observation_count: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
    readonly listing_count: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>, undefined>;
}, undefined>>;
export declare const getComponentHistory: import("./operation.ts").Operation<v.ObjectSchema<{
    readonly component_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
}, undefined>, v.ObjectSchema<{
    readonly period: v.OptionalSchema<v.PicklistSchema<readonly ["7d", "30d", "90d", "all"], undefined>, "90d">;
    readonly local_kw: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
}, undefined>, undefined, v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly period: v.StringSchema<undefined>;
    readonly observations: v.ArraySchema<v.ObjectSchema<{
        readonly price: v.NumberSchema<undefined>;
        readonly observed_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly source: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly condition: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>>;
export declare const evaluateListing: import("./operation.ts").Operation<undefined, v.ObjectSchema<{
    readonly local_kw: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
}, undefined>, v.ObjectSchema<{
    readonly price: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>;
    readonly url: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 2000, undefined>]>, undefined>, undefined>;
    readonly title: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 500, undefined>]>, undefined>, undefined>;
    readonly condition: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 50, undefined>]>, undefined>, undefined>;
}, undefined>, v.ObjectSchema<{
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
}, undefined>>;
