import * as v from "valibot";
/** One category of GET /api/public/prices. */
export declare const PublicCategory: v.ObjectSchema<{
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    /** Catalog variants in the category. */
    readonly component_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    /** Variants with at least one price observation. */
    readonly priced_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    /** Price observations of the category's variants, all time. */
    readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>;
export type PublicCategory = v.InferOutput<typeof PublicCategory>;
/** GET /api/public/prices. */
export declare const PublicPrices: v.ObjectSchema<{
    readonly categories: v.ArraySchema<v.ObjectSchema<{
        readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
        /** Catalog variants in the category. */
        readonly component_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        /** Variants with at least one price observation. */
        readonly priced_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        /** Price observations of the category's variants, all time. */
        readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    }, undefined>, undefined>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type PublicPrices = v.InferOutput<typeof PublicPrices>;
/** p25/median/p75 of one trusted stratum. */
export declare const MarketSummary: v.ObjectSchema<{
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly p25: v.NumberSchema<undefined>;
    readonly median: v.NumberSchema<undefined>;
    readonly p75: v.NumberSchema<undefined>;
}, undefined>;
export type MarketSummary = v.InferOutput<typeof MarketSummary>;
/** One component of a category page: its market summary only where a trusted cohort exists. */
export declare const PublicComponentSummary: v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly brand: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly subcategory: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    /** Trust of the stratum with the most observations (`used` when there are none). */
    readonly benchmark_trust: v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    /** Every trusted stratum; empty when none is trusted. */
    readonly market: v.ArraySchema<v.ObjectSchema<{
        readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly p25: v.NumberSchema<undefined>;
        readonly median: v.NumberSchema<undefined>;
        readonly p75: v.NumberSchema<undefined>;
    }, undefined>, undefined>;
}, undefined>;
export type PublicComponentSummary = v.InferOutput<typeof PublicComponentSummary>;
export declare const PublicCategoryParams: v.ObjectSchema<{
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
}, undefined>;
export declare const PublicCategoryQuery: v.ObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1000000000, undefined>]>, 0>;
}, undefined>;
/** GET /api/public/prices/{category}: priced components first, then by id. */
export declare const PublicCategoryPage: v.ObjectSchema<{
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly components: v.ArraySchema<v.ObjectSchema<{
        readonly component_id: v.StringSchema<undefined>;
        readonly name: v.StringSchema<undefined>;
        readonly brand: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly subcategory: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        /** Trust of the stratum with the most observations (`used` when there are none). */
        readonly benchmark_trust: v.ObjectSchema<{
            readonly status: v.StringSchema<undefined>;
            readonly reason_code: v.StringSchema<undefined>;
            readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        }, undefined>;
        /** Every trusted stratum; empty when none is trusted. */
        readonly market: v.ArraySchema<v.ObjectSchema<{
            readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
            readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
            readonly p25: v.NumberSchema<undefined>;
            readonly median: v.NumberSchema<undefined>;
            readonly p75: v.NumberSchema<undefined>;
        }, undefined>, undefined>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly limit: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly offset: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type PublicCategoryPage = v.InferOutput<typeof PublicCategoryPage>;
/** Statistics of one stratum; every number null unless the cohort is trusted. */
export declare const PublicStratumStats: v.ObjectSchema<{
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly benchmark_trust: v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly sample_size: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
    readonly p25: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly median: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly p75: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly min: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly max: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly avg_30d: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly historical_low: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
}, undefined>;
export type PublicStratumStats = v.InferOutput<typeof PublicStratumStats>;
export declare const PublicComponentParams: v.ObjectSchema<{
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly component_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
}, undefined>;
export declare const PublicComponentQuery: v.ObjectSchema<{
    /** How many of the latest observations to include. */
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
}, undefined>;
/** GET /api/public/prices/{category}/{component_id}. */
export declare const PublicComponentDetail: v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly brand: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly mpn: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly interface: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly form_factor: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly generation: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly aliases: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    readonly specs: v.RecordSchema<v.StringSchema<undefined>, v.UnionSchema<[v.NumberSchema<undefined>, v.StringSchema<undefined>, v.BooleanSchema<undefined>], undefined>, undefined>;
    readonly stats: v.ArraySchema<v.ObjectSchema<{
        readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly benchmark_trust: v.ObjectSchema<{
            readonly status: v.StringSchema<undefined>;
            readonly reason_code: v.StringSchema<undefined>;
            readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        }, undefined>;
        readonly sample_size: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
        readonly p25: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly median: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly p75: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly min: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly max: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly avg_30d: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly historical_low: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    /** The latest observations in the 90-day window, newest first. */
    readonly observations: v.ArraySchema<v.ObjectSchema<{
        readonly price: v.NumberSchema<undefined>;
        readonly observed_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly source: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly condition: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>;
    readonly observation_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type PublicComponentDetail = v.InferOutput<typeof PublicComponentDetail>;
/** Actions a public deal can have: the listings worth showing. */
export declare const DEAL_ACTIONS: readonly ("ALERT" | "WATCH")[];
/** GET /api/public/deals query. */
export declare const PublicDealsQuery: v.ObjectSchema<{
    readonly category: v.OptionalSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
    readonly source: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 60, undefined>]>, undefined>;
    readonly action: v.OptionalSchema<v.PicklistSchema<readonly ("ALERT" | "WATCH")[], undefined>, undefined>;
    readonly min_price: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    readonly max_price: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>, undefined>;
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1000000000, undefined>]>, 0>;
}, undefined>;
export type PublicDealsQuery = v.InferOutput<typeof PublicDealsQuery>;
/** GET /api/public/deals: current ALERT and WATCH listings, best score first. */
export declare const PublicDealsPage: v.ObjectSchema<{
    readonly items: v.ArraySchema<v.ObjectSchema<{
        readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
        readonly external_id: v.StringSchema<undefined>;
        readonly source: v.StringSchema<undefined>;
        readonly title: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly url: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly price: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly category: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly score: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
        readonly verdict: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly action: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly first_seen: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly last_seen: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly limit: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly offset: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>;
export type PublicDealsPage = v.InferOutput<typeof PublicDealsPage>;
