import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { silentLogger } from "../../../server/src/http/logger.ts";
import { createScheduler } from "../../../server/src/scan/scheduler.ts";
import { SOURCE_BACKOFF } from "../../../server/src/scan/source-gate.ts";
import { WebClient } from "../web/web-client.ts";
import { EPYC_HUNT, startScanningServer } from "./helpers.ts";

/** The recorded pages the aggregator's and the forum's searches read. */
const AGGREGATOR_FEED = "aggregator/slickdeals-style-synthetic-frontpage.rss";
const FORUM_PAGE = "forum/reddit-canadianhardwareswap-new-2026-02.json";
/** Lifetime accounts may scan a hunt by hand every 30 s. */
const MANUAL_SPACING_MS = 31_000;

interface SourceEntry {
  source: string;
  ok: boolean;
  listings: number;
  error: string | null;
  outcome: string;
  retry_at: string | null;
}

const clock = manualClock(Date.now());
let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;
let huntId: string;
/** A second hunt, on another query. */
let otherHuntId: string;
let web: WebClient;

beforeAll(async () => {
  env = await startScanningServer(clock);
  key = await env.s.user("outcomes@example.com", { tier: "lifetime" });
  huntId = await createHunt(EPYC_HUNT);
  web = new WebClient(env.s.url);
  await web.page("/signin");
  expect((await web.post("/signin/key", { api_key: key })).location).toBe("/my/hunts");
});
afterAll(() => env.stop());

async function createHunt(body: Record<string, unknown>): Promise<string> {
  const r = await env.s.fetch("/hunts", { method: "POST", key, json: body });
  expect(r.status).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

/** A manual scan over HTTP, as a user asks for one; unless told not to, the clock first moves past the manual-scan spacing. */
async function scan(id = huntId, opts: { wait?: boolean } = {}): Promise<Record<string, SourceEntry>> {
  if (opts.wait !== false) clock.advance(MANUAL_SPACING_MS);
  const r = await env.s.fetch(`/hunts/${id}/scan`, { method: "POST", key });
  expect(r.status).toBe(200);
  const body = (await r.json()) as { sources: SourceEntry[] };
  return Object.fromEntries(body.sources.map((s) => [s.source, s]));
}

/** Requests the recorded sites got for a path. */
const hitsOf = (path: string) => env.sites.hits.filter((h) => h.startsWith(`${path}?`)).length;
const aggregatorHits = () => hitsOf("/newsearch.php");
const at = (ms: number) => new Date(ms).toISOString();

describe("what sources ask of a scan", () => {
  test("a 429 with Retry-After: 120 is reported as retry_later with retry_at; the source is left alone until then, for every query, then fetched again", async () => {
    env.sites.fail(AGGREGATOR_FEED, 429, { "Retry-After": "120" });
    const before = aggregatorHits();
    const first = await scan();
    const retryAt = at(clock.now() + 120_000);
    expect(first.aggregator).toMatchObject({ ok: false, listings: 0, outcome: "retry_later", retry_at: retryAt });
    expect(first.aggregator!.error).toContain("429");
    for (const other of [first.forum, first.auction]) expect(other).toMatchObject({ ok: true, outcome: "ok", retry_at: null, error: null });
    expect(aggregatorHits()).toBe(before + 1);

    // Right after (as soon as a manual scan is allowed again): no request, the same answer.
    const second = await scan();
    expect(aggregatorHits()).toBe(before + 1);
    expect(second.aggregator).toMatchObject({ ok: false, listings: 0, outcome: "retry_later", retry_at: retryAt });
    expect(second.aggregator!.error).toContain(`until ${retryAt}`);
    // Another hunt with another query is held too: it was the site that asked.
    otherHuntId = await createHunt({ name: "Xeon Gold", config: { query: "xeon 6148" } });
    const other = await scan(otherHuntId);
    expect(other.aggregator).toMatchObject({ outcome: "retry_later", retry_at: retryAt });
    expect(aggregatorHits()).toBe(before + 1);

    // The hunt page says which source asked us to wait, and until when.
    const page = await web.page(`/my/hunts/${huntId}`);
    expect(page.status).toBe(200);
    const lastScan = lastScanSources(page.html);
    expect(lastScan).toContain("aggregator asked us to wait");
    expect(lastScan).toContain(`datetime="${retryAt}"`);

    // Past the instant the site named, the next scan asks it again.
    env.sites.fail(AGGREGATOR_FEED, null);
    clock.set(Date.parse(retryAt) + 1 - MANUAL_SPACING_MS);
    const third = await scan();
    expect(aggregatorHits()).toBe(before + 2);
    expect(third.aggregator).toMatchObject({ ok: true, outcome: "ok", retry_at: null, error: null });
    expect(third.aggregator!.listings).toBeGreaterThan(0);
    expect(lastScanSources((await web.page(`/my/hunts/${huntId}`)).html)).toContain("all answered");
  });

  test("a retry-later without Retry-After holds the source on the shared backoff, longer after each consecutive one", async () => {
    env.sites.fail(AGGREGATOR_FEED, 503);
    const before = aggregatorHits();
    const first = await scan();
    const scannedAt = clock.now();
    const until = Date.parse(first.aggregator!.retry_at!);
    expect(first.aggregator).toMatchObject({ ok: false, outcome: "retry_later" });
    // Equal jitter: between half and all of the first step.
    expect(until - scannedAt).toBeGreaterThanOrEqual(SOURCE_BACKOFF.base_ms / 2);
    expect(until - scannedAt).toBeLessThanOrEqual(SOURCE_BACKOFF.base_ms);

    // A moment before the instant (another hunt, so no manual-scan spacing applies): still held.
    clock.set(until - 1);
    const still = await scan(otherHuntId, { wait: false });
    expect(still.aggregator).toMatchObject({ outcome: "retry_later", retry_at: first.aggregator!.retry_at });
    expect(aggregatorHits()).toBe(before + 1);

    // At the instant it is asked again; failing again, it is held for the next, longer step.
    clock.set(Math.max(until, scannedAt + MANUAL_SPACING_MS));
    const second = await scan(huntId, { wait: false });
    const secondWait = Date.parse(second.aggregator!.retry_at!) - clock.now();
    expect(aggregatorHits()).toBe(before + 2);
    expect(secondWait).toBeGreaterThanOrEqual(SOURCE_BACKOFF.base_ms);
    expect(secondWait).toBeLessThanOrEqual(SOURCE_BACKOFF.base_ms * 2);

    env.sites.fail(AGGREGATOR_FEED, null);
    clock.set(Date.parse(second.aggregator!.retry_at!) + MANUAL_SPACING_MS);
    expect((await scan(huntId, { wait: false })).aggregator).toMatchObject({ ok: true, outcome: "ok", retry_at: null });
    expect(aggregatorHits()).toBe(before + 3);
  });

  test("the scheduler's scan of several queries the busy site refused together counts one busy answer, not one per query", async () => {
    const ids = [];
    for (const query of ["8tb sas hdd", "ddr4 rdimm 32gb", "connectx-4 nic"]) ids.push(await createHunt({ name: query, config: { query } }));
    env.sites.fail(AGGREGATOR_FEED, 503);
    try {
      const before = aggregatorHits();
      const { repos, scanner } = env.s.app.services;
      const scheduler = createScheduler({ repos, scanner, clock, logger: silentLogger }, { owner: "outcomes-test", batchSize: 50, leaseMs: 60_000, idleMs: 5 });
      expect(await scheduler.tick()).toBeGreaterThanOrEqual(ids.length);
      // Each query's fetch was already on its way when the first 503 came back.
      expect(aggregatorHits() - before).toBeGreaterThanOrEqual(ids.length);
      for (const id of ids) {
        const lastScan = lastScanSources((await web.page(`/my/hunts/${id}`)).html);
        expect(lastScan).toContain("aggregator asked us to wait");
        const until = Date.parse(/datetime="([^"]+)"/.exec(lastScan)![1]!);
        // The first step of the backoff, whatever the number of queries.
        expect(until - clock.now()).toBeGreaterThanOrEqual(SOURCE_BACKOFF.base_ms / 2);
        expect(until - clock.now()).toBeLessThanOrEqual(SOURCE_BACKOFF.base_ms);
      }
    } finally {
      env.sites.fail(AGGREGATOR_FEED, null);
      clock.advance(SOURCE_BACKOFF.base_ms);
    }
  });

  test("a login wall (the site answers 403) is skip_source in the scan answer and on the hunt page, and is not held", async () => {
    env.sites.fail(FORUM_PAGE, 403);
    try {
      const before = hitsOf("/r/CanadianHardwareSwap/new.json");
      const answer = await scan();
      expect(answer.forum).toMatchObject({ ok: false, listings: 0, outcome: "skip_source", retry_at: null });
      expect(answer.forum!.error).toContain("403");
      expect(answer.auction).toMatchObject({ ok: true, outcome: "ok" });

      // "Scan now" on the hunt page shows each source's answer.
      await web.page(`/my/hunts/${huntId}`);
      clock.advance(MANUAL_SPACING_MS);
      const scanned = await web.post(`/my/hunts/${huntId}/scan`);
      expect(scanned.status).toBe(200);
      const outcome = scanned.html.slice(scanned.html.indexOf('id="scan-outcome"'));
      expect(rowOf(outcome, "forum")).toContain("skipped");
      expect(rowOf(outcome, "auction")).toContain("answered");
      expect(lastScanSources(scanned.html)).toContain("forum skipped");
      // Skipping is for one run only: the next scan asked the site again.
      expect(hitsOf("/r/CanadianHardwareSwap/new.json")).toBe(before + 2);
    } finally {
      env.sites.fail(FORUM_PAGE, null);
    }
  });

  test("the hunt list shows the same answers", async () => {
    const list = await web.page("/my/hunts");
    const row = list.html.slice(list.html.indexOf(`href="/my/hunts/${huntId}"`));
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("forum skipped");
  });
});

/** The hunt page's "Last scan's sources" fact. */
function lastScanSources(html: string): string {
  const start = html.indexOf('id="last-scan-sources"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</dd>", start));
}

/** The table row of a source in a scan outcome. */
function rowOf(html: string, source: string): string {
  const start = html.indexOf(`<td>${source}</td>`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</tr>", start));
}
