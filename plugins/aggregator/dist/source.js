import { defineSource, isFeed, nextRequest, parseFeed } from "@rackhunt/plugin-kit";
import * as v from "valibot";
import { feedDeals, SOURCE_NAME } from "./feed-deals.js";
import { parseDealList } from "./list-page.js";
const Options = v.object({
    /** The deal site's origin; point it at a mirror or a test server. */
    base_url: v.optional(v.pipe(v.string(), v.url()), "https://slickdeals.net"),
    /** `rss` reads the site's deal search feed, `html` its list page. */
    format: v.optional(v.picklist(["rss", "html"]), "rss"),
    /** Any RSS/Atom deal feed instead (e.g. a subreddit's `/new/.rss`); overrides format. */
    feed_url: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
    currency: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), "USD"),
});
function searchUrl(query, o) {
    const url = new URL("/newsearch.php", o.base_url);
    if (query.keywords)
        url.searchParams.set("q", query.keywords);
    url.searchParams.set("searcharea", "deals");
    url.searchParams.set("searchin", "first");
    if (o.format === "rss")
        url.searchParams.set("rss", "1");
    return url.href;
}
/**
 * The deal-aggregator source: RSS/Atom deal feeds and a deal site's HTML list page.
 *
 * @example
 * import aggregator from "@rackhunt/plugin-aggregator";
 * const source = aggregator({ feed_url: "https://www.reddit.com/r/buildapcsales/new/.rss" });
 */
export default defineSource({
    name: SOURCE_NAME,
    kind: "aggregator",
    options: Options,
    requests: (query, o) => [{ url: o.feed_url ?? searchUrl(query, o), label: o.feed_url ? "feed" : o.format }],
    parse(body, ctx) {
        if (isFeed(body))
            return { listings: feedDeals(parseFeed(body), ctx.url, ctx.options.currency), next: null };
        const { listings, next_url } = parseDealList(body, ctx.url, ctx.options.currency);
        return { listings, next: next_url && next_url !== ctx.url ? nextRequest(next_url, { label: ctx.request.label }) : null };
    },
});
