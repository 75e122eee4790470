import { defineSource, feedNextLink, isFeed, nextRequest, parseFeed, type SourceQuery, unreadableEntries } from "@rackhunt/plugin-kit";
import * as v from "valibot";
import { feedDeals, SOURCE_NAME } from "./feed-deals.ts";
import { parseDealList } from "./list-page.ts";

const Options = v.object({
  /** The deal site's origin; point it at a mirror or a test server. */
  base_url: v.optional(v.pipe(v.string(), v.url()), "https://slickdeals.net"),
  /** `rss` reads the site's deal search feed, `html` its list page. */
  format: v.optional(v.picklist(["rss", "html"]), "rss"),
  /** Any RSS/Atom deal feed instead (e.g. a subreddit's `/new/.rss`); overrides format. */
  feed_url: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  currency: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), "USD"),
});

function searchUrl(query: SourceQuery, o: v.InferOutput<typeof Options>): string {
  const url = new URL("/newsearch.php", o.base_url);
  if (query.keywords) url.searchParams.set("q", query.keywords);
  url.searchParams.set("searcharea", "deals");
  url.searchParams.set("searchin", "first");
  if (o.format === "rss") url.searchParams.set("rss", "1");
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
    if (isFeed(body)) {
      const entries = parseFeed(body);
      // A paged feed (rel="next") is followed like a list page's next link.
      const next_url = feedNextLink(body);
      const next = next_url && new URL(next_url, ctx.url).href !== ctx.url ? nextRequest(new URL(next_url, ctx.url).href, { label: ctx.request.label }) : null;
      return { listings: feedDeals(entries, ctx.url, ctx.options.currency), next, skipped: unreadableEntries(entries) };
    }
    const { listings, next_url } = parseDealList(body, ctx.url, ctx.options.currency);
    return { listings, next: next_url && next_url !== ctx.url ? nextRequest(next_url, { label: ctx.request.label }) : null };
  },
  // Streamed: the configured feed, else the site's newest deals (its search with no words, newest first).
  newest: {
    requests: (o) => [{ url: o.feed_url ?? searchUrl({ keywords: "", category: null, min_price: null, max_price: null }, o), label: o.feed_url ? "feed" : o.format }],
    recognises: (body) => isFeed(body) || /class="[^"]*\bdealCard\b/.test(body),
  },
});
