import * as v from "valibot";
/** Hunt (response). */
export declare const Hunt: v.ObjectSchema<{
    readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly user_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly name: v.StringSchema<undefined>;
    readonly config: v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        query: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>;
        alert_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        watch_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        price_drop_step: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>, undefined>;
        location: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>]>;
    readonly poll_interval_hours: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly active: v.BooleanSchema<undefined>;
    readonly paused_until: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly created_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly last_run_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly last_manual_scan_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly criteria: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        category: v.OptionalSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
        keywords: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        exclude: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        brands: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        component_ids: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        conditions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, v.MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
        capacity_min_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        capacity_max_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_unit_price: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_price_per_tb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_price_per_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        min_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
        max_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
        include_lots: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
        locations: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    }, undefined>]>, undefined>, undefined>;
    readonly target_price: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly ceiling_price: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, undefined>;
    readonly sources_enabled: v.OptionalSchema<v.NullableSchema<v.RecordSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "Invalid source name">]>, v.BooleanSchema<undefined>, undefined>, undefined>, undefined>;
    readonly alert_count: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
    readonly last_alert_at: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    readonly last_alert_status: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type Hunt = v.InferOutput<typeof Hunt>;
/** Hunt create body. */
export declare const HuntCreate: v.ObjectSchema<{
    readonly name: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
    readonly config: v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        query: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>;
        alert_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        watch_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        price_drop_step: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>, undefined>;
        location: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>]>;
    readonly poll_interval_hours: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 720, undefined>]>, 24>;
    readonly criteria: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        category: v.OptionalSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
        keywords: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        exclude: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        brands: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        component_ids: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        conditions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, v.MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
        capacity_min_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        capacity_max_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_unit_price: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_price_per_tb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_price_per_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        min_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
        max_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
        include_lots: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
        locations: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    }, undefined>]>, undefined>, undefined>;
    readonly target_price: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
    readonly ceiling_price: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
    readonly sources_enabled: v.OptionalSchema<v.NullableSchema<v.RecordSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "Invalid source name">]>, v.BooleanSchema<undefined>, undefined>, undefined>, undefined>;
}, undefined>;
export type HuntCreate = v.InferOutput<typeof HuntCreate>;
/** Hunt update body: every field optional and nullable; `paused_until` is our extension (DESIGN.md). */
export declare const HuntUpdate: v.ObjectSchema<{
    readonly name: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>, undefined>;
    readonly config: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        query: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>;
        alert_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        watch_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        price_drop_step: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>, undefined>;
        location: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>]>, undefined>, undefined>;
    readonly poll_interval_hours: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 720, undefined>]>, undefined>, undefined>;
    readonly active: v.OptionalSchema<v.NullableSchema<v.BooleanSchema<undefined>, undefined>, undefined>;
    readonly criteria: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        category: v.OptionalSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
        keywords: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        exclude: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        brands: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        component_ids: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
        conditions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, v.MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
        capacity_min_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        capacity_max_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_unit_price: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_price_per_tb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        max_price_per_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
        min_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
        max_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
        include_lots: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
        locations: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    }, undefined>]>, undefined>, undefined>;
    readonly target_price: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
    readonly ceiling_price: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
    readonly sources_enabled: v.OptionalSchema<v.NullableSchema<v.RecordSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "Invalid source name">]>, v.BooleanSchema<undefined>, undefined>, undefined>, undefined>;
    readonly paused_until: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
}, undefined>;
export type HuntUpdate = v.InferOutput<typeof HuntUpdate>;
/** Path of every `/hunts/{hunt_id}` route. */
export declare const HuntIdParams: v.ObjectSchema<{
    readonly hunt_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
}, undefined>;
/** GET /hunts/{hunt_id}/listings query. Blank action means all. */
export declare const HuntListingsQuery: v.ObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1000000000, undefined>]>, 0>;
    readonly action: v.OptionalSchema<v.PicklistSchema<["ALERT", "WATCH", "SKIP", ""], undefined>, undefined>;
}, undefined>;
/** GET /hunts/results query. */
export declare const RESULT_FILTERS: readonly ["all", "alerted", "near_miss", "skipped"];
export declare const ResultsQuery: v.ObjectSchema<{
    readonly filter: v.OptionalSchema<v.PicklistSchema<readonly ["all", "alerted", "near_miss", "skipped"], undefined>, "all">;
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1000000000, undefined>]>, 0>;
    readonly hunt_id: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>, undefined>;
}, undefined>;
export type ResultsQuery = v.InferOutput<typeof ResultsQuery>;
