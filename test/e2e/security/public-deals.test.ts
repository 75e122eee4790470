import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PublicDealsPage } from "@rackhunt/core";
import * as v from "valibot";
import { manualClock } from "../../../server/src/clock.ts";
import { seedObservations } from "../payments/support.ts";
import { startApp } from "../../support/server.ts";
import { EPYC_HUNT, startScanningServer } from "../hunts/helpers.ts";

// Two accounts hunt the same listings with very different targets. What /api/public/deals says
// of a listing must come from the listing and its benchmark alone: the same whoever hunts it.
const clock = manualClock(Date.now());
let env: Awaited<ReturnType<typeof startScanningServer>>;
beforeAll(async () => {
  env = await startScanningServer(clock, {}, startApp);
  // No sales on record at either site: the market starts untrusted, so any deal comes from the
  // benchmark the tests below give it.
  env.sites.rewrite("auction/ebay-srp-synthetic-homelab-sold-cpu.html", (page) => page.replace(/<li class="s-item[\s\S]*<\/li>/, ""));
  env.sites.rewrite("forum/reddit-synthetic-homelab-sold-cpu.json", () => JSON.stringify({ kind: "Listing", data: { after: null, children: [] } }));
});
afterAll(() => env.stop());

async function deals() {
  const r = await env.s.fetch("/api/public/deals?limit=200");
  expect(r.status).toBe(200);
  return v.parse(PublicDealsPage, await r.json());
}

async function huntAndScan(key: string, body: object): Promise<string> {
  const hunt = await (await env.s.fetch("/hunts", { method: "POST", key, json: body })).json();
  clock.advance(3_600_000); // past every tier's manual-scan interval
  expect((await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
  return hunt.id as string;
}

/** The catalog variant and price of a scanned used EPYC listing (setup only: which cohort to give a benchmark). */
async function scannedVariant(): Promise<{ component_id: string; price: number }> {
  const [row] = await env.s.db.rows<{ component_id: string; price: number }>({
    sqlite: "SELECT component_id, price FROM listings WHERE component_id IS NOT NULL AND price > 0 AND title LIKE '%EPYC%' AND coalesce(json_extract(facts, '$.condition'), 'used') IN ('used', 'refurbished') ORDER BY price LIMIT 1",
    postgres: "SELECT component_id, price FROM listings WHERE component_id IS NOT NULL AND price > 0 AND title LIKE '%EPYC%' AND coalesce(facts->>'condition', 'used') IN ('used', 'refurbished') ORDER BY price LIMIT 1",
  });
  return row!;
}

describe("/api/public/deals belongs to no account", () => {
  let hunter = "";
  let firstDeals: Awaited<ReturnType<typeof deals>>;

  test("a hunt's alerts do not make public deals: without a trusted benchmark there are none", async () => {
    hunter = await env.s.user("hunter@example.com", { tier: "pro" });
    const huntId = await huntAndScan(hunter, { ...EPYC_HUNT, poll_interval_hours: 4 });
    const alerted = await (await env.s.fetch(`/hunts/results?filter=alerted&hunt_id=${huntId}`, { key: hunter })).json();
    expect(alerted.total).toBeGreaterThan(0);
    expect((await deals()).total).toBe(0);
  });

  test("with a trusted benchmark, a listing's deal is its price against the benchmark", async () => {
    const variant = await scannedVariant();
    // A cohort where this listing's price sits well below the 25th percentile: a BUY on its own.
    seedObservations(env.s, variant.component_id, 12, variant.price * 1.6, clock.now());
    await huntAndScan(hunter, { ...EPYC_HUNT, name: "rescan", poll_interval_hours: 4 });
    firstDeals = await deals();
    expect(firstDeals.total).toBeGreaterThan(0);
    for (const deal of firstDeals.items) {
      expect(deal.verdict).toBe(deal.score! >= 80 ? "BUY" : "WAIT");
      expect(deal.action).toBe(deal.score! >= 80 ? "ALERT" : "WATCH");
    }
  });

  test("another account's generous hunt changes nothing the public sees", async () => {
    const generous = await env.s.user("generous@example.com", { tier: "lifetime" });
    const huntId = await huntAndScan(generous, { name: "any epyc", config: { query: "epyc" }, target_price: 100_000 });
    // That hunt scores these listings 100 for its owner ...
    const own = (await (await env.s.fetch(`/hunts/${huntId}/listings?action=ALERT`, { key: generous })).json()) as { id: string; score: number }[];
    expect(own.some((l) => firstDeals.items.some((d) => d.id === l.id) && l.score === 100)).toBe(true);
    // ... and the public list is exactly what it was.
    const after = await deals();
    const view = (page: typeof after) => page.items.map((d) => [d.id, d.score, d.verdict, d.action]).sort();
    expect(view(after)).toEqual(view(firstDeals));
  });
});
