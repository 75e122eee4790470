import * as v from "valibot";
/**
 * The auction-marketplace source: search result pages (newest first), both page layouts,
 * an optional browser path for pages that build their results with JavaScript.
 *
 * @example
 * import auction from "@rackhunt/plugin-auction";
 * const source = auction({ buying: "auction" });
 */
declare const _default: import("@rackhunt/core").SourceFactory<v.ObjectSchema<{
    /** The marketplace's origin; point it at a mirror or a test server. */
    readonly base_url: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>, "https://www.ebay.com">;
    /** `auction` or `buy_it_now` narrow the search; `all` keeps both. */
    readonly buying: v.OptionalSchema<v.PicklistSchema<["all", "auction", "buy_it_now"], undefined>, "all">;
    /** Search sold listings instead, to feed sold-price cohorts. */
    readonly sold: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
    /** Results per page the site is asked for. */
    readonly per_page: v.OptionalSchema<v.PicklistSchema<[60, 120, 240], undefined>, 120>;
    /** `browser` renders pages in headless chromium (needs a renderer in the fetcher). */
    readonly render: v.OptionalSchema<v.PicklistSchema<["http", "browser"], undefined>, "http">;
    /** Currency assumed when a price shows none. */
    readonly currency: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, undefined>]>, undefined>, null>;
}, undefined>>;
export default _default;
