import { defineSource, isFeed, nextRequest, parseFeed, StopError, type SourceQuery } from "@rackhunt/plugin-kit";
import * as v from "valibot";
import { parseRedditAtom, parseRedditListing, SOURCE_NAME } from "./reddit.ts";
import { parseXenforoThreads } from "./xenforo.ts";

const Options = v.object({
  /** Which kind of forum: Reddit's JSON listing, Reddit's Atom feed, or a XenForo thread list. */
  format: v.optional(v.picklist(["reddit_json", "reddit_atom", "xenforo"]), "reddit_json"),
  /** Reddit's origin; point it at a mirror or a test server. */
  base_url: v.optional(v.pipe(v.string(), v.url()), "https://www.reddit.com"),
  subreddit: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{2,21}$/)), "homelabsales"),
  /** `new` reads the newest posts; `search` asks Reddit for the hunt's keywords. */
  mode: v.optional(v.picklist(["new", "search"]), "new"),
  /** A XenForo forum's thread-list URL (e.g. a for-sale board); required for `xenforo`. */
  forum_url: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  /** Currency of prices stated in posts (a Canadian board: CAD). */
  currency: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), "USD"),
});
type Options = v.InferOutput<typeof Options>;

function redditUrl(query: SourceQuery, o: Options): string {
  if (o.format === "reddit_atom") return new URL(`/r/${o.subreddit}/new/.rss`, o.base_url).href;
  const search = o.mode === "search" && query.keywords !== "";
  const url = new URL(`/r/${o.subreddit}/${search ? "search" : "new"}.json`, o.base_url);
  if (search) {
    url.searchParams.set("q", query.keywords);
    url.searchParams.set("restrict_sr", "1");
    url.searchParams.set("sort", "new");
  }
  url.searchParams.set("limit", "100");
  url.searchParams.set("raw_json", "1");
  return url.href;
}

/** Reddit's search for the query among posts flaired sold: the board's own record of what sold, and for how much. */
function soldSearchUrl(query: SourceQuery, o: Options): string {
  const url = new URL(`/r/${o.subreddit}/search.json`, o.base_url);
  url.searchParams.set("q", `flair:sold ${query.keywords}`.trim());
  url.searchParams.set("restrict_sr", "1");
  url.searchParams.set("sort", "new");
  url.searchParams.set("limit", "100");
  url.searchParams.set("raw_json", "1");
  return url.href;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * The forum source: trade posts from Reddit (JSON listing or Atom) and XenForo boards.
 * Sold and closed posts come back with status sold/closed; buying posts as `wanted`.
 *
 * @example
 * import forum from "@rackhunt/plugin-forum";
 * const source = forum({ subreddit: "hardwareswap" });
 */
export default defineSource({
  name: SOURCE_NAME,
  kind: "forum",
  options: Options,
  requests(query, o) {
    if (o.format !== "xenforo") return [{ url: redditUrl(query, o), label: o.format }];
    if (!o.forum_url) throw new StopError("invalid_options", "format xenforo needs forum_url", { part: SOURCE_NAME });
    return [{ url: o.forum_url, label: "xenforo" }];
  },
  // Reddit boards can be searched for their sold posts; XenForo and feeds cannot.
  soldRequests: (query, o) => (o.format === "reddit_json" ? [{ url: soldSearchUrl(query, o), label: "sold" }] : []),
  parse(body, ctx) {
    const read = { base_url: ctx.options.base_url, currency: ctx.options.currency };
    const text = body.trimStart();
    if (text.startsWith("{")) {
      const { listings, after } = parseRedditListing(parseJson(text), read);
      if (!after) return { listings, next: null };
      const next = new URL(ctx.url);
      next.searchParams.set("after", after);
      return { listings, next: nextRequest(next.href, { label: ctx.request.label }) };
    }
    if (isFeed(text)) return { listings: parseRedditAtom(parseFeed(text), read), next: null };
    const { listings, next_url } = parseXenforoThreads(text, ctx.url, ctx.options.currency);
    return { listings, next: next_url && next_url !== ctx.url ? nextRequest(next_url, { label: ctx.request.label }) : null };
  },
  // Streamed: the board's new-post list (Reddit's new.json or new/.rss, a XenForo board's thread list), whatever the mode.
  newest: {
    requests(o) {
      if (o.format !== "xenforo") return [{ url: redditUrl({ keywords: "", category: null, min_price: null, max_price: null }, { ...o, mode: "new" }), label: o.format }];
      if (!o.forum_url) throw new StopError("invalid_options", "format xenforo needs forum_url", { part: SOURCE_NAME });
      return [{ url: o.forum_url, label: "xenforo" }];
    },
    recognises(body) {
      const text = body.trimStart();
      if (text.startsWith("{")) {
        const listing = parseJson(text) as { kind?: unknown; data?: { children?: unknown } } | null;
        return listing?.kind === "Listing" && Array.isArray(listing.data?.children);
      }
      return isFeed(text) || /class="[^"]*\bstructItem(Container|--thread)\b/.test(text);
    },
  },
});
