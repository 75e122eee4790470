import * as v from "valibot";
/** Listing: a source's item as Rackhunt judged it. All fields always present. */
export declare const Listing: v.ObjectSchema<{
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
}, undefined>;
export type Listing = v.InferOutput<typeof Listing>;
/** Alert fired for a hunt and listing. */
export declare const Alert: v.ObjectSchema<{
    readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly listing_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly hunt_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly channel: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly action: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly score: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
    readonly sent_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type Alert = v.InferOutput<typeof Alert>;
/** Scan result: one listing evaluated against one hunt (a results feed row). */
export declare const ScanResult: v.ObjectSchema<{
    readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly hunt_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly hunt_name: v.StringSchema<undefined>;
    readonly listing_id: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>, undefined>;
    readonly title: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly url: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly price: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly source: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly score: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
    readonly action: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly verdict: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly alert_channel: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly is_backfill: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
    readonly run_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type ScanResult = v.InferOutput<typeof ScanResult>;
/** Results page. */
export declare const ResultsPage: v.ObjectSchema<{
    readonly items: v.ArraySchema<v.ObjectSchema<{
        readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
        readonly hunt_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
        readonly hunt_name: v.StringSchema<undefined>;
        readonly listing_id: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>, undefined>;
        readonly title: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly url: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly price: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly source: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly score: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
        readonly action: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly verdict: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly alert_channel: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly is_backfill: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly run_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>;
export type ResultsPage = v.InferOutput<typeof ResultsPage>;
/** Per-source outcome of one scan. */
export declare const SourceOutcome: v.ObjectSchema<{
    readonly source: v.StringSchema<undefined>;
    readonly ok: v.BooleanSchema<undefined>;
    readonly listings: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
/** POST /hunts/{hunt_id}/scan response (SPEC.md leaves it open; DESIGN.md settles the contents). */
export declare const ScanResponse: v.ObjectSchema<{
    readonly hunt_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
    readonly run_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly listings_seen: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly new_listings: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly counts: v.ObjectSchema<{
        readonly ALERT: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly WATCH: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly SKIP: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    }, undefined>;
    readonly alerts_fired: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly sources: v.ArraySchema<v.ObjectSchema<{
        readonly source: v.StringSchema<undefined>;
        readonly ok: v.BooleanSchema<undefined>;
        readonly listings: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
}, undefined>;
export type ScanResponse = v.InferOutput<typeof ScanResponse>;
