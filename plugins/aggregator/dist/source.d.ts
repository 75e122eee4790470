import * as v from "valibot";
/**
 * The deal-aggregator source: RSS/Atom deal feeds and a deal site's HTML list page.
 *
 * @example
 * import aggregator from "@rackhunt/plugin-aggregator";
 * const source = aggregator({ feed_url: "https://www.reddit.com/r/buildapcsales/new/.rss" });
 */
declare const _default: import("@rackhunt/core").SourceFactory<v.ObjectSchema<{
    /** The deal site's origin; point it at a mirror or a test server. */
    readonly base_url: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>, "https://slickdeals.net">;
    /** `rss` reads the site's deal search feed, `html` its list page. */
    readonly format: v.OptionalSchema<v.PicklistSchema<["rss", "html"], undefined>, "rss">;
    /** Any RSS/Atom deal feed instead (e.g. a subreddit's `/new/.rss`); overrides format. */
    readonly feed_url: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>, undefined>, null>;
    readonly currency: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, undefined>]>, undefined>, "USD">;
}, undefined>>;
export default _default;
