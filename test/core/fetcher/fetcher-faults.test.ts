import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Clock, createFetcher, type FetcherOptions, systemClock, USER_AGENT } from "../../../packages/core/src/fetcher/index.ts";
import { fakeClock } from "./fake-clock.ts";
import { bigStream, brokenStream, startServer, type TestServer } from "./serve.ts";

const hits = new Map<string, number>();
const agents: string[] = [];
const count = (key: string) => {
  const n = (hits.get(key) ?? 0) + 1;
  hits.set(key, n);
  return n;
};
const conditional: string[] = [];
const LAST_MODIFIED = "Tue, 24 Nov 2026 10:00:00 GMT";
let in_flight = 0;
let max_in_flight = 0;
let hang: Promise<void>;
let releaseHang: () => void;
let server: TestServer;

before(async () => {
  hang = new Promise((resolve) => (releaseHang = resolve));
  server = await startServer(async (request) => {
    const url = new URL(request.url);
    const n = count(url.pathname);
    agents.push(request.headers.get("user-agent") ?? "");
    switch (url.pathname) {
      case "/robots.txt":
        return new Response("User-agent: *\nDisallow: /private\n", { headers: { "content-type": "text/plain" } });
      case "/throttled":
        return n === 1 ? new Response("slow down", { status: 429, headers: { "retry-after": "1" } }) : new Response("ok after 429");
      case "/throttled-long":
        return new Response("come back later", { status: 429, headers: { "retry-after": "120" } });
      case "/flaky":
        return n === 1 ? new Response("down", { status: 503 }) : new Response("ok after 503");
      case "/down":
        return new Response("down", { status: 503 });
      case "/slow":
        in_flight++;
        max_in_flight = Math.max(max_in_flight, in_flight);
        await new Promise((resolve) => setTimeout(resolve, 40));
        in_flight--;
        return new Response("slow page");
      case "/hang":
        await hang;
        return new Response("too late");
      case "/truncated":
        return new Response(brokenStream("<html><body><li>half a page"));
      case "/huge":
        return new Response(bigStream(10 * 1024 * 1024));
      case "/huge-declared":
        return new Response(bigStream(10 * 1024 * 1024), { headers: { "content-length": String(10 * 1024 * 1024) } });
      case "/missing":
        return new Response("no", { status: 404 });
      case "/etag":
        if (request.headers.get("if-none-match") === '"v1"') return new Response(null, { status: 304 });
        return new Response("fresh body", { headers: { etag: '"v1"' } });
      case "/last-modified":
        conditional.push(`${request.headers.get("if-modified-since")}`);
        if (request.headers.get("if-modified-since") === LAST_MODIFIED) return new Response(null, { status: 304 });
        return new Response("dated body", { headers: { "last-modified": LAST_MODIFIED } });
      case "/no-store":
        conditional.push(`${request.headers.get("if-none-match")}`);
        return new Response(`no-store body ${n}`, { headers: { etag: '"ns"', "cache-control": "no-store" } });
      case "/fresh":
        conditional.push(`${request.headers.get("if-none-match")}`);
        if (request.headers.get("if-none-match") === '"f1"') return new Response(null, { status: 304 });
        return new Response("fresh for an hour", { headers: { etag: '"f1"', "cache-control": "max-age=3600" } });
      default:
        return new Response(`page ${url.pathname}`);
    }
  });
});
after(async () => {
  releaseHang();
  await server.close();
});

const quick = (extra: FetcherOptions = {}) =>
  createFetcher({ per_host_interval_ms: 0, backoff_base_ms: 10, backoff_max_ms: 50, attempt_timeout_ms: 2_000, ...extra });

describe("fetcher against a local server", () => {
  it("waits out a 429's Retry-After, then succeeds", async () => {
    // The injected clock hears every wait the fetcher asks for (attempt timeouts and retry waits).
    const waits: number[] = [];
    const clock: Clock = { now: systemClock.now, sleep: (ms, signal) => (waits.push(ms), systemClock.sleep(ms, signal)) };
    const result = await quick({ clock }).fetch({ url: `${server.url}/throttled` });
    assert.equal(result.ok, true);
    assert.equal(result.attempts, 2);
    assert.ok(waits.includes(1_000), `Retry-After: 1 must be waited out; waits asked for: ${waits.join(", ")}`);
    if (result.ok) assert.equal(result.body, "ok after 429");
  });

  it("gives up at once as retry-later when Retry-After is longer than it will wait", async () => {
    const result = await quick().fetch({ url: `${server.url}/throttled-long` });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.error.outcome, "retry_later");
    assert.equal(result.error.code, "rate_limited");
    assert.equal((result.error as { retry_after_ms?: number }).retry_after_ms, 120_000);
    assert.equal(result.attempts, 1);
    assert.match(result.error.message, /^\[fetcher\] /);
  });

  it("retries a 503 and returns the later success", async () => {
    const result = await quick().fetch({ url: `${server.url}/flaky` });
    assert.equal(result.ok, true);
    assert.equal(result.attempts, 2);
  });

  it("ends a persistent 503 as retry-later after max_retries", async () => {
    const result = await quick({ max_retries: 2 }).fetch({ url: `${server.url}/down` });
    assert.equal(result.ok, false);
    assert.equal(result.attempts, 3);
    if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["retry_later", "upstream_unavailable"]);
  });

  it("abandons a hanging server within the total timeout as retry-later", async () => {
    const result = await quick({ attempt_timeout_ms: 150, total_timeout_ms: 500, max_retries: 10 }).fetch({ url: `${server.url}/hang` });
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["retry_later", "timeout"]);
    // Eleven attempts would mean max_retries ended it; the 500 ms budget ends it after a few.
    assert.ok(result.attempts < 11, `${result.attempts} attempts`);
  });

  it("obeys a robots.txt disallow as skip-source, and reads robots.txt once per host", async () => {
    const fetcher = quick();
    const before = hits.get("/robots.txt") ?? 0;
    const blocked = await fetcher.fetch({ url: `${server.url}/private/listing` });
    const allowed = await fetcher.fetch({ url: `${server.url}/public` });
    assert.equal(blocked.ok, false);
    if (!blocked.ok) assert.deepEqual([blocked.error.outcome, blocked.error.code], ["skip_source", "robots_disallowed"]);
    assert.equal(allowed.ok, true);
    assert.equal((hits.get("/robots.txt") ?? 0) - before, 1);
  });

  it("treats a body cut short as retry-later", async () => {
    const result = await quick({ max_retries: 1 }).fetch({ url: `${server.url}/truncated` });
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["retry_later", "truncated_body"]);
  });

  it("aborts a 10 MB streamed body past the cap as skip-source", async () => {
    for (const path of ["/huge", "/huge-declared"]) {
      const result = await quick({ max_body_bytes: 2_000_000 }).fetch({ url: `${server.url}${path}` });
      assert.equal(result.ok, false, path);
      if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["skip_source", "body_too_large"]);
    }
  });

  it("skips a source whose page is gone (404)", async () => {
    const result = await quick().fetch({ url: `${server.url}/missing` });
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["skip_source", "http_not_found"]);
  });

  it("revalidates with If-None-Match and serves the cached body on 304", async () => {
    const fetcher = quick();
    const first = await fetcher.fetch({ url: `${server.url}/etag` });
    const second = await fetcher.fetch({ url: `${server.url}/etag` });
    assert.ok(first.ok && second.ok);
    if (first.ok && second.ok) {
      assert.equal(first.from_cache, false);
      assert.equal(second.from_cache, true);
      assert.equal(second.body, "fresh body");
    }
  });

  it("revalidates with If-Modified-Since when the page gave only Last-Modified", async () => {
    const fetcher = quick();
    const first = await fetcher.fetch({ url: `${server.url}/last-modified` });
    const second = await fetcher.fetch({ url: `${server.url}/last-modified` });
    assert.ok(first.ok && second.ok && !first.from_cache && second.from_cache && second.body === "dated body");
    assert.deepEqual(conditional.splice(0), ["null", LAST_MODIFIED]);
  });

  it("keeps no page the server marked no-store, even with an ETag: the next fetch is a full one", async () => {
    const fetcher = quick();
    const first = await fetcher.fetch({ url: `${server.url}/no-store` });
    const second = await fetcher.fetch({ url: `${server.url}/no-store` });
    assert.ok(first.ok && second.ok && !second.from_cache);
    assert.deepEqual(conditional.splice(0), ["null", "null"]);
  });

  it("asks the server again for a page still fresh by max-age (a scan wants the page as it is now)", async () => {
    const fetcher = quick();
    await fetcher.fetch({ url: `${server.url}/fresh` });
    const second = await fetcher.fetch({ url: `${server.url}/fresh` });
    assert.ok(second.ok && second.from_cache && second.body === "fresh for an hour");
    assert.deepEqual(conditional.splice(0), ["null", '"f1"']);
  });

  it("sends the Rackhunt User-Agent", async () => {
    await quick().fetch({ url: `${server.url}/ua` });
    assert.equal(agents.at(-1), USER_AGENT);
  });

  it("turns a host cancellation into stop, without throwing", async () => {
    const controller = new AbortController();
    const pending = quick({ attempt_timeout_ms: 5_000 }).fetch({ url: `${server.url}/hang` }, controller.signal);
    setTimeout(() => controller.abort(new Error("shutting down")), 50);
    const result = await pending;
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["stop", "aborted"]);
  });

  it("spaces requests to one host by the per-host interval", async () => {
    const clock = fakeClock();
    const fetcher = quick({ per_host_interval_ms: 80, per_host_concurrency: 1, clock });
    await fetcher.fetch({ url: `${server.url}/warm` });
    const results = await Promise.all([1, 2, 3].map((i) => fetcher.fetch({ url: `${server.url}/spaced-${i}` })));
    assert.ok(results.every((r) => r.ok));
    // Time moves only by the fetcher's own waits: each of the three waited the interval after the one before.
    assert.deepEqual(clock.waits.filter((ms) => ms < 1_000), [80, 80, 80]);
  });

  it("keeps at most per_host_concurrency requests in flight to one host", async () => {
    const fetcher = quick({ per_host_concurrency: 2 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => fetcher.fetch({ url: `${server.url}/slow?i=${i}` })));
    assert.ok(results.every((r) => r.ok));
    assert.equal(max_in_flight, 2);
  });

  it("skips browser requests when no renderer is configured, and uses one when it is", async () => {
    const none = await quick().fetch({ url: `${server.url}/js`, render: "browser" });
    assert.equal(none.ok, false);
    if (!none.ok) assert.equal(none.error.code, "renderer_unavailable");
    const rendered = await quick({ renderer: async (spec) => ({ status: 200, url: spec.url, body: "<li>rendered</li>" }) }).fetch({
      url: `${server.url}/js`,
      render: "browser",
    });
    assert.ok(rendered.ok && rendered.body === "<li>rendered</li>");
  });

  it("reports an invalid request as stop instead of throwing", async () => {
    const result = await quick().fetch({ url: "not a url" });
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual([result.error.outcome, result.error.code], ["stop", "invalid_request"]);
  });
});
