import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import {
  defineSource,
  makeListing,
  RetryLaterError,
  SkipSourceError,
  StopError,
  summarizeError,
  toSourceError,
} from "../../../packages/core/src/source/index.ts";

const shop = defineSource({
  name: "tiny-shop",
  kind: "aggregator",
  options: v.object({
    base_url: v.optional(v.pipe(v.string(), v.url()), "https://shop.example"),
    per_page: v.optional(v.number(), 20),
  }),
  requests: (query, o) => [{ url: `${o.base_url}/search?q=${encodeURIComponent(query.keywords)}&n=${o.per_page}` }],
  parse: (body, ctx) => ({
    listings: body
      .split("\n")
      .filter(Boolean)
      .map((line) => makeListing({ external_id: line, source: "tiny-shop", title: line, url: new URL(`/i/${line}`, ctx.options.base_url).href })),
    next: null,
  }),
});

describe("defineSource", () => {
  it("fills option defaults and binds them to requests and parse", () => {
    const source = shop();
    assert.equal(source.options.base_url, "https://shop.example");
    const [request] = source.requests({ keywords: "epyc 7302", category: null, min_price: null, max_price: null });
    assert.equal(request.url, "https://shop.example/search?q=epyc%207302&n=20");
    assert.equal(request.render, "http");
    assert.equal(request.method, "GET");
    const parsed = source.parse("a\nb", { url: request.url, request, now: "2026-02-24T00:00:00Z" });
    assert.deepEqual(parsed.listings.map((l) => l.url), ["https://shop.example/i/a", "https://shop.example/i/b"]);
  });

  it("lets a host point a source elsewhere", () => {
    const source = shop({ base_url: "http://127.0.0.1:9999" });
    assert.match(source.requests({ keywords: "x", category: null, min_price: null, max_price: null })[0].url, /^http:\/\/127\.0\.0\.1:9999\//);
  });

  it("refuses invalid options with a StopError naming the source", () => {
    assert.throws(
      () => shop({ base_url: "not a url" }),
      (error: unknown) => error instanceof StopError && error.code === "invalid_options" && error.message.startsWith("[tiny-shop] "),
    );
  });

  it("exposes the factory's name and kind", () => {
    assert.equal(shop.source_name, "tiny-shop");
    assert.equal(shop.kind, "aggregator");
  });

  it("refuses a name that is not kebab-case", () => {
    assert.throws(() => defineSource({ name: "Bad Name", kind: "forum", options: v.object({}), requests: () => [], parse: () => ({ listings: [], next: null }) }));
  });
});

describe("source errors", () => {
  it("carry a stable code, the outcome, a cause and a prefixed message", () => {
    const cause = new Error("socket hang up");
    const error = new RetryLaterError("network_error", "lost the connection", { part: "forum", cause, retry_after_ms: 5 });
    assert.equal(error.message, "[forum] lost the connection");
    assert.equal(error.outcome, "retry_later");
    assert.equal(error.cause, cause);
    assert.deepEqual(summarizeError(error), {
      code: "network_error",
      outcome: "retry_later",
      message: "[forum] lost the connection",
      url: null,
      retry_after_ms: 5,
    });
    assert.equal(new SkipSourceError("x", "y", { part: "p" }).outcome, "skip_source");
    assert.equal(new StopError("x", "y", { part: "p" }).outcome, "stop");
  });

  it("wraps unknown errors as skip-source so one source cannot stop the others", () => {
    const wrapped = toSourceError(new TypeError("oops"), "auction");
    assert.ok(wrapped instanceof SkipSourceError);
    assert.equal(wrapped.code, "unexpected_error");
    assert.equal(wrapped.message, "[auction] oops");
  });
});
