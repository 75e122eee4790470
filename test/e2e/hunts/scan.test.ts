import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { AUCTION_PAGE1, EPYC_HUNT, startScanningServer } from "./helpers.ts";

const clock = manualClock(Date.now());
let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;
let huntId: string;
let firstScan: Record<string, any>;

beforeAll(async () => {
  env = await startScanningServer(clock);
  key = await env.s.user("hunter@example.com", { tier: "lifetime" });
  const created = await env.s.fetch("/hunts", { method: "POST", key, json: { ...EPYC_HUNT, poll_interval_hours: 1 } });
  expect(created.status).toBe(201);
  huntId = (await created.json()).id;
  const r = await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key });
  expect(r.status).toBe(200);
  firstScan = await r.json();
});
afterAll(() => env.stop());

const get = async (path: string) => {
  const r = await env.s.fetch(path, { key });
  expect(r.status).toBe(200);
  return r.json();
};

describe("a scan over the recorded sites", () => {
  test("reports counts per action, alerts and every source's outcome", () => {
    expect(firstScan.hunt_id).toBe(huntId);
    expect(firstScan.sources.map((s: { source: string }) => s.source).sort()).toEqual(["aggregator", "auction", "forum"]);
    for (const s of firstScan.sources) expect(s).toMatchObject({ ok: true, error: null });
    const { ALERT, WATCH, SKIP } = firstScan.counts;
    expect(ALERT + WATCH + SKIP).toBe(firstScan.listings_seen);
    expect(firstScan.listings_seen).toBeGreaterThanOrEqual(5);
    expect(ALERT).toBeGreaterThanOrEqual(1);
    expect(firstScan.alerts_fired).toBe(ALERT);
    expect(firstScan.new_listings).toBe(firstScan.listings_seen);
  });

  test("listings, results, alerts and counters tell the same story", async () => {
    const listings = await get(`/hunts/${huntId}/listings?limit=200`);
    expect(listings.length).toBe(firstScan.listings_seen);
    for (const l of listings) {
      expect(l.source).toBe("auction");
      expect(l.title.toLowerCase()).toContain("epyc");
      expect(["ALERT", "WATCH", "SKIP"]).toContain(l.action);
    }
    const alerted = await get(`/hunts/${huntId}/listings?action=ALERT`);
    expect(alerted.length).toBe(firstScan.counts.ALERT);
    expect(alerted.every((l: { action: string }) => l.action === "ALERT")).toBe(true);
    expect((await get(`/hunts/${huntId}/listings?action=`)).length).toBe(listings.length);

    const alerts = await get(`/hunts/${huntId}/alerts`);
    expect(alerts.length).toBe(firstScan.alerts_fired);
    expect(new Set(alerts.map((a: { listing_id: string }) => a.listing_id))).toEqual(new Set(alerted.map((l: { id: string }) => l.id)));
    for (const a of alerts) expect(a).toMatchObject({ hunt_id: huntId, action: "ALERT", channel: null });

    const hunt = await get(`/hunts/${huntId}`);
    expect(hunt.alert_count).toBe(firstScan.alerts_fired);
    expect(hunt.last_run_at).toBe(firstScan.run_at);
    expect(hunt.last_alert_at).toBe(firstScan.run_at);
    expect(hunt.last_alert_status).toBe("no_channels");
    expect(hunt.last_manual_scan_at).not.toBeNull();
  });

  test("the results feed: every filter, paging and hunt_id", async () => {
    const all = await get(`/hunts/results?hunt_id=${huntId}&limit=200`);
    // The hunt was created before any listing was known, so every row comes from the scan.
    expect(all.total).toBe(firstScan.listings_seen);
    expect(all.items.length).toBe(all.total);
    for (const row of all.items) {
      expect(row).toMatchObject({ hunt_id: huntId, hunt_name: EPYC_HUNT.name, source: "auction", is_backfill: false, run_at: firstScan.run_at });
      expect(row.alert_channel).toBeNull();
    }
    for (const [filter, action] of [["alerted", "ALERT"], ["near_miss", "WATCH"], ["skipped", "SKIP"]] as const) {
      const page = await get(`/hunts/results?filter=${filter}&hunt_id=${huntId}`);
      expect(page.total).toBe(firstScan.counts[action]);
      expect(page.items.every((r: { action: string }) => r.action === action)).toBe(true);
    }
    const p1 = await get(`/hunts/results?limit=2&offset=0`);
    const p2 = await get(`/hunts/results?limit=2&offset=2`);
    expect(p1.items.length).toBe(2);
    expect(p1.total).toBe(all.total);
    expect(p1.items.map((r: { id: string }) => r.id)).not.toContain(p2.items[0].id);
    const stranger = await env.s.user("stranger@example.com");
    const theirs = await (await env.s.fetch(`/hunts/results?hunt_id=${huntId}`, { key: stranger })).json();
    expect(theirs).toEqual({ items: [], total: 0 });
  });

  test("a second scan of unchanged pages adds no alerts and no feed rows; a price drop adds exactly one alert", async () => {
    const rowsBefore = (await get(`/hunts/results?hunt_id=${huntId}`)).total;
    expect(rowsBefore).toBe(firstScan.listings_seen);
    clock.advance(31_000);
    const again = await (await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key })).json();
    expect(again.alerts_fired).toBe(0);
    expect(again.new_listings).toBe(0);
    expect(again.listings_seen).toBe(firstScan.listings_seen);
    // One feed row per judgement change: nothing changed, so nothing was added.
    expect((await get(`/hunts/results?hunt_id=${huntId}`)).total).toBe(rowsBefore);
    expect((await get(`/hunts/${huntId}/alerts`)).length).toBe(firstScan.alerts_fired);

    // The EPYC 7282 (Buy It Now, free shipping) drops from $74.99 to $64.99 on the auction page.
    env.sites.rewrite(AUCTION_PAGE1, (body) => body.replace("$74.99", "$64.99"));
    clock.advance(31_000);
    const dropped = await (await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key })).json();
    expect(dropped.alerts_fired).toBe(1);
    const alerts = await get(`/hunts/${huntId}/alerts`);
    expect(alerts.length).toBe(firstScan.alerts_fired + 1);
    const hunt = await get(`/hunts/${huntId}`);
    expect(hunt.alert_count).toBe(firstScan.alerts_fired + 1);
    const feed = await get(`/hunts/results?filter=alerted&hunt_id=${huntId}&limit=200`);
    const latest = feed.items.filter((r: { run_at: string; title: string }) => r.run_at === dropped.run_at && r.title.includes("7282"));
    expect(latest.map((r: { price: number }) => r.price)).toEqual([64.99]);
    env.sites.rewrite(AUCTION_PAGE1, null);
  });

  test("a hunt created after listings are known is backfilled at once, and backfill never alerts", async () => {
    const r = await env.s.fetch("/hunts", { method: "POST", key, json: { name: "Any EPYC", config: { query: "epyc 7282" }, target_price: 500 } });
    const hunt = await r.json();
    const feed = await get(`/hunts/results?hunt_id=${hunt.id}`);
    expect(feed.total).toBeGreaterThanOrEqual(1);
    expect(feed.items.every((row: { is_backfill: boolean }) => row.is_backfill)).toBe(true);
    expect(feed.items.some((row: { action: string }) => row.action === "ALERT")).toBe(true);
    expect(await get(`/hunts/${hunt.id}/alerts`)).toEqual([]);
    expect((await get(`/hunts/${hunt.id}`)).alert_count).toBe(0);
    // Its first scan judges the same listings the same way: no row repeats a backfill row, except
    // one per alert it fires (the alert points at its row).
    const scan = await (await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).json();
    const after = await get(`/hunts/results?hunt_id=${hunt.id}&limit=200`);
    const scanRows = after.items.filter((row: { is_backfill: boolean }) => !row.is_backfill);
    expect(after.total).toBe(feed.total + scan.alerts_fired);
    expect(scanRows.length).toBe(scan.alerts_fired);
    expect(scanRows.every((row: { action: string; alert_channel: string | null }) => row.action === "ALERT")).toBe(true);
  });

  test("with no channel, an alert's last_alert_status is no_channels", async () => {
    expect((await get(`/hunts/${huntId}`)).last_alert_status).toBe("no_channels");
  });

  test("deleting a hunt removes its results and alerts", async () => {
    const r = await env.s.fetch("/hunts", { method: "POST", key, json: { name: "Short-lived", config: { query: "epyc" } } });
    const hunt = await r.json();
    expect((await get(`/hunts/results?hunt_id=${hunt.id}`)).total).toBeGreaterThan(0);
    expect((await env.s.fetch(`/hunts/${hunt.id}`, { method: "DELETE", key })).status).toBe(204);
    expect((await env.s.fetch(`/hunts/${hunt.id}`, { key })).status).toBe(404);
    expect(await get(`/hunts/results?hunt_id=${hunt.id}`)).toEqual({ items: [], total: 0 });
    const [rows] = await env.s.db.rows<{ n: number | string }>("SELECT COUNT(*) AS n FROM scan_results WHERE hunt_id = ?", hunt.id);
    expect(Number(rows!.n)).toBe(0);
  });
});
