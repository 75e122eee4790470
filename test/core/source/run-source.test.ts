import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import * as v from "valibot";
import { createFetcher } from "../../../packages/core/src/fetcher/index.ts";
import { defineSource, makeListing, nextRequest, RetryLaterError, runSource } from "../../../packages/core/src/source/index.ts";
import { startServer, type TestServer } from "../fetcher/serve.ts";

// Pages are lines "id|title|price"; a line "next|/path" names the next page.
const PAGES: Record<string, string> = {
  "/list/1": "a|Alpha|10\nb|Bravo|20\nnext|/list/2",
  "/list/2": "b|Bravo again|20\nc|Charlie|\nnext|/list/3",
  "/list/3": "d|Delta|40\nnext|/list/1",
  "/bad/1": "e|Echo|-5\nf||7\ng|Golf|7",
  "/boom/1": "x|X|1\nnext|/boom/2",
  "/boom/2": "THROW",
};

let server: TestServer;
before(async () => {
  server = await startServer((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/gone/1") return new Response("no", { status: 404 });
    if (path === "/busy/1") return new Response("later", { status: 429, headers: { "retry-after": "600" } });
    const body = PAGES[path];
    return body === undefined ? new Response("missing", { status: 404 }) : new Response(body);
  });
});
after(() => server.close());

const lines = defineSource({
  name: "lines",
  kind: "forum",
  options: v.object({ base_url: v.optional(v.string(), "https://lines.example"), paths: v.optional(v.array(v.string()), ["/list/1"]) }),
  requests: (_query, o) => o.paths.map((path) => ({ url: `${o.base_url}${path}` })),
  parse(body, ctx) {
    if (body === "THROW") throw new Error("unexpected markup");
    let next = null;
    const listings = [];
    for (const line of body.split("\n")) {
      const [id, title, price] = line.split("|");
      if (id === "next") next = nextRequest(new URL(title, ctx.url).href);
      else listings.push(makeListing({ external_id: id, source: "lines", title, url: `https://lines.example/${id}`, price: price ? Number(price) : null }));
    }
    return { listings, next };
  },
});

// The same pages read by a parser that builds bare objects, as a first plugin does: no makeListing.
const bare = defineSource({
  name: "bare",
  kind: "forum",
  options: v.object({ base_url: v.optional(v.string(), "https://bare.example"), paths: v.optional(v.array(v.string()), ["/list/1"]) }),
  requests: (_query, o) => o.paths.map((path) => ({ url: `${o.base_url}${path}` })),
  parse(body) {
    const listings = body.split("\n").filter((line) => !line.startsWith("next|")).map((line) => {
      const [id, title, price] = line.split("|");
      return { external_id: id, source: "bare", title, url: `https://bare.example/${id}`, price: price ? Number(price) : null };
    });
    return { listings: listings as never, next: null };
  },
});

/** A source of one page, /list/1 of its base_url, read by `parse`. */
const onePageSource = (name: string, parse: () => { listings: never; next: null }) =>
  defineSource({
    name,
    kind: "forum",
    options: v.object({ base_url: v.optional(v.string(), `https://${name}.example`) }),
    requests: (_query, o) => [{ url: `${o.base_url}/list/1` }],
    parse,
  });

const fetcher = () => createFetcher({ per_host_interval_ms: 0, backoff_base_ms: 5, max_retries: 1 });
const query = { keywords: "anything" };

describe("runSource", () => {
  it("follows next pages, de-duplicates ids and stops at a page already visited", async () => {
    const result = await runSource(lines({ base_url: server.url }), query, fetcher(), { max_pages: 10 });
    assert.equal(result.ok, true);
    assert.equal(result.outcome, "ok");
    assert.equal(result.pages, 3);
    assert.deepEqual(result.listings.map((l) => l.external_id), ["a", "b", "c", "d"]);
    assert.equal(result.listings[1].title, "Bravo", "the first sighting of an id wins");
  });

  it("stops at max_pages", async () => {
    const result = await runSource(lines({ base_url: server.url }), query, fetcher(), { max_pages: 2 });
    assert.equal(result.pages, 2);
    assert.deepEqual(result.listings.map((l) => l.external_id), ["a", "b", "c"]);
  });

  it("drops listings that fail the RawListing schema and counts them", async () => {
    const result = await runSource(lines({ base_url: server.url, paths: ["/bad/1"] }), query, fetcher());
    assert.deepEqual(result.listings.map((l) => l.external_id), ["g"]);
    assert.equal(result.invalid, 2);
  });

  it("names the first schema issue of the listings it drops", async () => {
    const result = await runSource(lines({ base_url: server.url, paths: ["/bad/1"] }), query, fetcher());
    assert.match(result.invalid_issue ?? "", /^price: Invalid value: Expected >=0 but received -5$/);
  });

  it("reads a nullable field a parser left out as null (a first plugin's listings are not dropped)", async () => {
    const result = await runSource(bare({ base_url: server.url, paths: ["/list/1"] }), query, fetcher());
    assert.equal(result.invalid, 0);
    assert.deepEqual(result.listings[0], {
      external_id: "a", source: "bare", title: "Alpha", url: "https://bare.example/a", price: 10,
      price_max: null, currency: null, shipping: null, condition_text: null, location: null, status: "active",
      posted_at: null, ends_at: null, bids: null, buy_it_now: null, seller: null, flair: null, extras: {},
    });
  });

  it("removes control characters from what a page says (tab and line breaks stay), so one hostile listing cannot stop a scan", async () => {
    const hostile = onePageSource("hostile", () => ({
      listings: [
        { external_id: "n\u0000", source: "hostile", title: "EPYC\u0000 7302P\u0007\tnew\r\nline", url: "https://hostile.example/n\u0000x", seller: "\u001bseller", extras: { "tag\u0000": "v\u0000", n: 1 } },
        { external_id: "only-controls", source: "hostile", title: "\u0000\u0001", url: "https://hostile.example/c" },
      ] as never,
      next: null,
    }));
    const result = await runSource(hostile({ base_url: server.url }), query, fetcher());
    assert.equal(result.invalid, 1, "a title of control characters alone is no title");
    const [listing] = result.listings;
    assert.deepEqual(
      { id: listing.external_id, title: listing.title, url: listing.url, seller: listing.seller, extras: listing.extras },
      { id: "n", title: "EPYC 7302P\tnew\r\nline", url: "https://hostile.example/nx", seller: "seller", extras: { tag: "v", n: 1 } },
    );
  });

  it("keeps earlier pages' listings when a parser throws, reporting skip-source", async () => {
    const result = await runSource(lines({ base_url: server.url, paths: ["/boom/1"] }), query, fetcher());
    assert.equal(result.ok, false);
    assert.equal(result.outcome, "skip_source");
    assert.deepEqual(result.listings.map((l) => l.external_id), ["x"]);
    assert.equal(result.errors[0].code, "parse_failed");
    assert.match(result.error ?? "", /^\[lines\] could not parse/);
  });

  it("reports a fetch failure without throwing and skips the remaining requests", async () => {
    const result = await runSource(lines({ base_url: server.url, paths: ["/gone/1", "/list/1"] }), query, fetcher());
    assert.equal(result.ok, false);
    assert.equal(result.outcome, "skip_source");
    assert.equal(result.errors[0].code, "http_not_found");
    assert.equal(result.listings.length, 0);
  });

  it("passes a fetcher's retry-later through as the run's outcome, with the site's hint", async () => {
    const result = await runSource(lines({ base_url: server.url, paths: ["/list/1", "/busy/1"] }), query, fetcher(), { max_pages: 1 });
    assert.equal(result.outcome, "retry_later");
    assert.deepEqual(result.listings.map((l) => l.external_id), ["a", "b"]);
    assert.equal(result.errors[0].code, "rate_limited");
    assert.equal(result.errors[0].retry_after_ms, 600_000);
    assert.equal(result.retry_after_ms, 600_000, "the run carries the hint for its host");
  });

  it("carries no wait when the site named none", async () => {
    const skipped = await runSource(lines({ base_url: server.url, paths: ["/gone/1"] }), query, fetcher());
    assert.equal(skipped.retry_after_ms, null);
    const fine = await runSource(lines({ base_url: server.url }), query, fetcher());
    assert.equal(fine.retry_after_ms, null);
  });

  it("carries a source's own RetryLaterError hint", async () => {
    const busy = onePageSource("busy", () => {
      throw new RetryLaterError("maintenance", "the board is in maintenance", { part: "busy", retry_after_ms: 90_000 });
    });
    const result = await runSource(busy({ base_url: server.url }), query, fetcher());
    assert.deepEqual([result.ok, result.outcome, result.retry_after_ms], [false, "retry_later", 90_000]);
  });

  it("reports an invalid query as stop without throwing", async () => {
    const result = await runSource(lines({ base_url: server.url }), { keywords: 42 } as unknown as { keywords: string }, fetcher());
    assert.equal(result.outcome, "stop");
    assert.equal(result.errors[0].code, "invalid_query");
  });
});
