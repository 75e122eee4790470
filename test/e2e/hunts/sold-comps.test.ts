/**
 * Sold comparables on their own schedule: fetched once per distinct (source, query) whatever the
 * number of hunts sharing it, again only after RACKHUNT_SOLD_COMPS_HOURS, queued at once by a new
 * hunt or a changed query, run by the scheduler's tick as well as before a scan, and never alerts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { silentLogger } from "../../../server/src/http/logger.ts";
import { createScheduler } from "../../../server/src/scan/scheduler.ts";
import { startScanningServer } from "./helpers.ts";

const HOUR = 3_600_000;
const clock = manualClock(Date.now());
let env: Awaited<ReturnType<typeof startScanningServer>>;
let key = "";
beforeAll(async () => {
  env = await startScanningServer(clock, { RACKHUNT_SOLD_COMPS_HOURS: "6" });
  key = await env.s.user("sold-comps@example.com", { tier: "lifetime" });
});
afterAll(() => env.stop());

/** The sold searches the sites answered since `from`: marketplace and forum. */
const soldHits = (from: number) => env.sites.hits.slice(from).filter((h) => h.includes("LH_Sold=1") || h.includes("flair%3Asold"));

async function createHunt(name: string, query: string): Promise<string> {
  const r = await env.s.fetch("/hunts", { method: "POST", key, json: { name, config: { query }, target_price: 40, poll_interval_hours: 1 } });
  expect(r.status).toBe(201);
  return (await r.json()).id;
}

async function scan(id: string) {
  clock.advance(HOUR); // past the tier's manual-scan spacing
  const r = await env.s.fetch(`/hunts/${id}/scan`, { method: "POST", key });
  expect(r.status).toBe(200);
  return r.json();
}

describe("sold comparables", () => {
  const ids: string[] = [];

  test("three hunts on one query: one sold fetch per source, before the first scan", async () => {
    for (const n of [1, 2, 3]) ids.push(await createHunt(`NICs ${n}`, "connectx-4 25gbe"));
    const from = env.sites.hits.length;
    for (const id of ids) await scan(id);
    expect(soldHits(from).map((h) => h.split("?")[0]).sort()).toEqual(["/r/CanadianHardwareSwap/search.json", "/sch/i.html"]);
  });

  test("sold results are observations, never alerts or hunt listings", async () => {
    const listings = (await (await env.s.fetch(`/hunts/${ids[0]}/listings?limit=100`, { key })).json()) as { external_id: string }[];
    const soldPage = await (await fetch(`${env.sites.url}/sch/i.html?_nkw=connectx&LH_Sold=1`)).text();
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings) expect(soldPage.includes(`/itm/${l.external_id}"`)).toBe(false);
    const market = await (await env.s.fetch("/api/v2/market?q=Mellanox+ConnectX-4+Lx+MCX4121A-ACAT", { key })).json();
    const used = market.strata.find((s: { stratum: string }) => s.stratum === "used");
    expect(used.evidence.sold).toBeGreaterThanOrEqual(30);
  });

  test("not again within RACKHUNT_SOLD_COMPS_HOURS; again after it", async () => {
    let from = env.sites.hits.length;
    await scan(ids[0]!); // one hour later
    expect(soldHits(from)).toEqual([]);
    clock.advance(5 * HOUR);
    from = env.sites.hits.length;
    await scan(ids[1]!);
    expect(soldHits(from)).toHaveLength(2);
  });

  test("a changed query is queued at once; the scheduler's tick runs it without a scan", async () => {
    const patch = await env.s.fetch(`/hunts/${ids[2]}`, { method: "PATCH", key, json: { config: { query: "x710-da2" } } });
    expect(patch.status).toBe(200);
    const scheduler = createScheduler({ ...env.s.app.services, logger: silentLogger }, { owner: "test-worker", batchSize: 0, leaseMs: HOUR, idleMs: HOUR });
    const from = env.sites.hits.length;
    await scheduler.tick();
    const hits = soldHits(from);
    expect(hits).toHaveLength(2);
    expect(hits.every((h) => h.includes("x710-da2"))).toBe(true);
    // Done: the next tick has nothing sold to fetch.
    const again = env.sites.hits.length;
    await scheduler.tick();
    expect(soldHits(again)).toEqual([]);
  });

  test("a sold search the site answers busy (429, Retry-After: 600) is due again when the wait ends, not a whole interval later", async () => {
    const busyPage = "auction/ebay-srp-synthetic-homelab-sold-ram.html";
    const ramSold = (from: number) => soldHits(from).filter((h) => h.includes("ddr4"));
    const scheduler = createScheduler({ ...env.s.app.services, logger: silentLogger }, { owner: "test-worker", batchSize: 0, leaseMs: HOUR, idleMs: HOUR });
    env.sites.fail(busyPage, 429, { "Retry-After": "600" });
    let from = env.sites.hits.length;
    await createHunt("RDIMMs", "ddr4 rdimm 32gb");
    await scheduler.tick();
    expect(ramSold(from).map((h) => h.split("?")[0]).sort()).toEqual(["/r/CanadianHardwareSwap/search.json", "/sch/i.html"]);
    env.sites.fail(busyPage, null);

    clock.advance(300_000);
    from = env.sites.hits.length;
    await scheduler.tick();
    expect(ramSold(from)).toEqual([]);

    clock.advance(301_000);
    from = env.sites.hits.length;
    await scheduler.tick();
    // Only the marketplace, which had asked us to wait; the forum answered and keeps its interval.
    expect(ramSold(from).map((h) => h.split("?")[0])).toEqual(["/sch/i.html"]);
  });
});
