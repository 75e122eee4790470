import * as v from "valibot";
/**
 * What scoring needs to know of a listing, as parsing and matching left it. `price` is the
 * listing's total; `quantity` items of `capacity_gb` each.
 */
export declare const ListingFacts: v.ObjectSchema<{
    readonly title: v.StringSchema<undefined>;
    readonly price: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly quantity: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>, 1>;
    readonly capacity_gb: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>, null>;
    readonly category: v.OptionalSchema<v.NullableSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>, null>;
    readonly condition: v.OptionalSchema<v.NullableSchema<v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, null>;
    readonly brand: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, null>;
    readonly component_id: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, null>;
    readonly match_confidence: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>, 0>;
    readonly location: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, null>;
    readonly status: v.OptionalSchema<v.PicklistSchema<readonly ["active", "sold", "closed", "wanted"], undefined>, "active">;
    readonly is_accessory: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
}, undefined>;
export type ListingFacts = v.InferOutput<typeof ListingFacts>;
/** The parts of a hunt scoring reads. */
export declare const HuntScoringInput: v.ObjectSchema<{
    readonly config: v.OptionalSchema<v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<{
        query: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>;
        alert_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        watch_threshold: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>, undefined>;
        price_drop_step: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>, undefined>;
        location: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>]>, {}>;
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
    }, undefined>]>, undefined>, null>;
    readonly target_price: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, null>;
    readonly ceiling_price: v.OptionalSchema<v.NullableSchema<v.NumberSchema<undefined>, undefined>, null>;
}, undefined>;
/** Every part optional, as validated values (a stored Hunt fits as it is). */
export type HuntScoringInput = Partial<v.InferOutput<typeof HuntScoringInput>>;
/** A listing scored for a hunt. `failed_rule` names the gate that made it SKIP (criteria field names). */
export declare const ListingScore: v.ObjectSchema<{
    readonly score: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 100, undefined>]>;
    readonly action: v.PicklistSchema<readonly ["ALERT", "WATCH", "SKIP"], undefined>;
    readonly verdict: v.PicklistSchema<readonly ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"], undefined>;
    readonly failed_rule: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly reasons: v.ArraySchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type ListingScore = v.InferOutput<typeof ListingScore>;
