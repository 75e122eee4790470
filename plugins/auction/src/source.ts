import { defineSource, nextRequest, type SourceQuery } from "@rackhunt/plugin-kit";
import * as v from "valibot";
import { parseSearchPage, SOURCE_NAME } from "./parse-search.ts";

const Options = v.object({
  /** The marketplace's origin; point it at a mirror or a test server. */
  base_url: v.optional(v.pipe(v.string(), v.url()), "https://www.ebay.com"),
  /** `auction` or `buy_it_now` narrow the search; `all` keeps both. */
  buying: v.optional(v.picklist(["all", "auction", "buy_it_now"]), "all"),
  /** Search sold listings instead, to feed sold-price cohorts. */
  sold: v.optional(v.boolean(), false),
  /** Results per page the site is asked for. */
  per_page: v.optional(v.picklist([60, 120, 240]), 120),
  /** `browser` renders pages in headless chromium (needs a renderer in the fetcher). */
  render: v.optional(v.picklist(["http", "browser"]), "http"),
  /** Currency assumed when a price shows none. */
  currency: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), null),
});

function searchUrl(query: SourceQuery, o: v.InferOutput<typeof Options>, sold = o.sold): string {
  const url = new URL("/sch/i.html", o.base_url);
  url.searchParams.set("_nkw", query.keywords);
  url.searchParams.set("_sacat", "0");
  url.searchParams.set("_ipg", String(o.per_page));
  url.searchParams.set("_sop", "10");
  if (o.buying === "auction") url.searchParams.set("LH_Auction", "1");
  if (o.buying === "buy_it_now") url.searchParams.set("LH_BIN", "1");
  if (sold) {
    url.searchParams.set("LH_Sold", "1");
    url.searchParams.set("LH_Complete", "1");
  }
  if (query.min_price !== null) url.searchParams.set("_udlo", String(query.min_price));
  if (query.max_price !== null) url.searchParams.set("_udhi", String(query.max_price));
  return url.href;
}

/**
 * The auction-marketplace source: search result pages (newest first), both page layouts,
 * an optional browser path for pages that build their results with JavaScript.
 *
 * @example
 * import auction from "@rackhunt/plugin-auction";
 * const source = auction({ buying: "auction" });
 */
export default defineSource({
  name: SOURCE_NAME,
  kind: "auction",
  options: Options,
  requests: (query, o) => [{ url: searchUrl(query, o), render: o.render, label: "search" }],
  // Completed sales of the same search: what things actually sold for.
  soldRequests: (query, o) => [{ url: searchUrl(query, o, true), render: o.render, label: "sold" }],
  parse(body, ctx) {
    const { listings, next_url } = parseSearchPage(body, ctx.url, ctx.now, ctx.options.currency);
    return { listings, next: next_url ? nextRequest(next_url, { render: ctx.request.render, label: "search" }) : null };
  },
  // Streamed: the newly-listed search (sorted newest first) for each query in use; no queries, nothing to read.
  newest: {
    requests: (o, queries) => [...new Map(queries.map((q) => [q.keywords.toLowerCase(), q])).values()].filter((q) => q.keywords !== "").map((q) => ({ url: searchUrl(q, o, false), render: o.render, label: "search" })),
    recognises: (body) => /class="[^"]*\b(srp-results|s-card|s-item)\b/.test(body),
  },
});
