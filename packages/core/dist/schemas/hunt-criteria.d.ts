import * as v from "valibot";
/**
 * What a hunt searches for, and how it is run (the hunt's `config`).
 * `query` is sent to every enabled source; without it the hunt's name is the query.
 */
export declare const HuntConfig: v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
    /** Search terms sent to the sources. */
    query: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>;
    /** Score at or above which a listing is ALERT (default 80). */
    alert_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
    /** Score at or above which a listing is WATCH (default 50). */
    watch_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
    /** A listing already alerted alerts again only when its price drops by at least this fraction (default 0.05). */
    price_drop_step: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>, undefined>;
    /** Location keyword (`USA-CA`, `UK`, `EU`) restricting listings and benchmarks; absent means everywhere. */
    location: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
}, undefined>]>;
export type HuntConfig = v.InferOutput<typeof HuntConfig>;
/**
 * Which listings qualify for a hunt (the hunt's `criteria`). Every field is optional; a listing
 * failing any stated field is SKIP. Per-unit caps compare the listing's per-unit price.
 */
export declare const HuntCriteria: v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
    category: v.OptionalSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
    /** Every keyword must appear in the title (case-insensitive). */
    keywords: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    /** No excluded word may appear in the title. */
    exclude: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    brands: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    /** Catalog component ids the listing must match. */
    component_ids: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
    conditions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, v.MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
    capacity_min_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    capacity_max_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    /** Cap on the price of one item of a lot. */
    max_unit_price: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    /** Cap on price per TB (drives). */
    max_price_per_tb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    /** Cap on price per GB (RAM, small SSDs). */
    max_price_per_gb: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.GtValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    min_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
    max_quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, undefined>;
    /** Whether lots of several items qualify (default true). */
    include_lots: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
    /** Location tags a listing must carry, e.g. `USA-CA`. */
    locations: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, v.MaxLengthAction<string[], 50, undefined>]>, undefined>;
}, undefined>]>;
export type HuntCriteria = v.InferOutput<typeof HuntCriteria>;
/** `sources_enabled`: source name to on/off. */
export declare const SourcesEnabled: v.RecordSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "Invalid source name">]>, v.BooleanSchema<undefined>, undefined>;
export type SourcesEnabled = v.InferOutput<typeof SourcesEnabled>;
