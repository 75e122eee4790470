import * as v from "valibot";
/**
 * The forum source: trade posts from Reddit (JSON listing or Atom) and XenForo boards.
 * Sold and closed posts come back with status sold/closed; buying posts as `wanted`.
 *
 * @example
 * import forum from "@rackhunt/plugin-forum";
 * const source = forum({ subreddit: "hardwareswap" });
 */
declare const _default: import("@rackhunt/core").SourceFactory<v.ObjectSchema<{
    /** Which kind of forum: Reddit's JSON listing, Reddit's Atom feed, or a XenForo thread list. */
    readonly format: v.OptionalSchema<v.PicklistSchema<["reddit_json", "reddit_atom", "xenforo"], undefined>, "reddit_json">;
    /** Reddit's origin; point it at a mirror or a test server. */
    readonly base_url: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>, "https://www.reddit.com">;
    readonly subreddit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, undefined>]>, "homelabsales">;
    /** `new` reads the newest posts; `search` asks Reddit for the hunt's keywords. */
    readonly mode: v.OptionalSchema<v.PicklistSchema<["new", "search"], undefined>, "new">;
    /** A XenForo forum's thread-list URL (e.g. a for-sale board); required for `xenforo`. */
    readonly forum_url: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>, undefined>, null>;
    /** Currency of prices stated in posts (a Canadian board: CAD). */
    readonly currency: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, undefined>]>, undefined>, "USD">;
}, undefined>>;
export default _default;
