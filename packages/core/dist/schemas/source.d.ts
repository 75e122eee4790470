import * as v from "valibot";
/**
 * Shapes a source plugin and its host exchange: the query a hunt hands a source, the
 * requests a source asks for, and the raw listings it parses out of a page.
 */
/** How the host should obtain a page: a plain HTTP fetch or a headless browser. */
export declare const RENDER_MODES: readonly ["http", "browser"];
export declare const RenderMode: v.PicklistSchema<readonly ["http", "browser"], undefined>;
export type RenderMode = v.InferOutput<typeof RenderMode>;
/** One page a source wants fetched. `label` lets parse tell page kinds apart. */
export declare const RequestSpec: v.ObjectSchema<{
    readonly url: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>;
    readonly method: v.OptionalSchema<v.PicklistSchema<["GET", "POST"], undefined>, "GET">;
    readonly headers: v.OptionalSchema<v.RecordSchema<v.StringSchema<undefined>, v.StringSchema<undefined>, undefined>, {}>;
    readonly body: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, null>;
    readonly render: v.OptionalSchema<v.PicklistSchema<readonly ["http", "browser"], undefined>, "http">;
    readonly label: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, null>;
}, undefined>;
export type RequestSpec = v.InferOutput<typeof RequestSpec>;
export type RequestSpecInput = v.InferInput<typeof RequestSpec>;
/** What a hunt asks a source for. Sources may ignore fields their site cannot filter on. */
export declare const SourceQuery: v.ObjectSchema<{
    readonly keywords: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction]>;
    readonly category: v.OptionalSchema<v.NullableSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>, null>;
    readonly min_price: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>, null>;
    readonly max_price: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>, null>;
}, undefined>;
export type SourceQuery = v.InferOutput<typeof SourceQuery>;
export type SourceQueryInput = v.InferInput<typeof SourceQuery>;
/** Extra values a source keeps for later steps (tags, price ranges, counts). */
export declare const ListingExtras: v.RecordSchema<v.StringSchema<undefined>, v.UnionSchema<[v.StringSchema<undefined>, v.NumberSchema<undefined>, v.BooleanSchema<undefined>, v.NullSchema<undefined>], undefined>, undefined>;
/**
 * A listing as a source saw it, before title parsing and catalog matching.
 * `price` is in `currency` as shown (the low end of a range; `price_max` is the high end);
 * `shipping` is null when unknown and 0 when free.
 */
export declare const RawListing: v.ObjectSchema<{
    readonly external_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>]>;
    readonly source: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>]>;
    readonly title: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>]>;
    readonly url: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>;
    readonly price: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>;
    readonly price_max: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>;
    readonly currency: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, undefined>]>, undefined>;
    readonly shipping: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>;
    readonly condition_text: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly location: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly status: v.PicklistSchema<readonly ["active", "sold", "closed", "wanted"], undefined>;
    readonly posted_at: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly ends_at: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly bids: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>, undefined>;
    readonly buy_it_now: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    readonly seller: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly flair: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly extras: v.RecordSchema<v.StringSchema<undefined>, v.UnionSchema<[v.StringSchema<undefined>, v.NumberSchema<undefined>, v.BooleanSchema<undefined>, v.NullSchema<undefined>], undefined>, undefined>;
}, undefined>;
export type RawListing = v.InferOutput<typeof RawListing>;
