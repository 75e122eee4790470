/**
 * Hunts in the user's words, over HTTP against the demo's recorded sites: a hunt created by its name
 * alone ("8TB SAS drives under $12/TB") is read into criteria and a target, finds its live listings,
 * never shows a sold comparable, says why a scan kept nothing, and never alerts against the market.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Hunt, Listing, ScanResponse } from "@rackhunt/core/schemas";
import { withAccount } from "../../server/channels/helpers.ts";
import { startScanningServer } from "./helpers.ts";

let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;

beforeAll(async () => {
  env = await startScanningServer();
  key = (await withAccount(env.s, "lifetime")).key;
});
afterAll(() => env.stop());

const create = async (body: Record<string, unknown>) => {
  const res = await env.s.fetch("/hunts", { method: "POST", key, json: { config: {}, ...body } });
  return { status: res.status, body: (await res.json()) as Hunt & { detail?: unknown } };
};
const scan = async (id: string) => {
  const res = await env.s.fetch(`/hunts/${id}/scan`, { method: "POST", key });
  expect(res.status).toBe(200);
  return (await res.json()) as ScanResponse;
};
const listings = async (id: string) => (await (await env.s.fetch(`/hunts/${id}/listings?limit=200`, { key })).json()) as Listing[];

/** Create a hunt by its name alone and scan it: what it understood, and what it keeps. */
async function byName(name: string) {
  const created = await create({ name });
  expect(created.status).toBe(201);
  const answer = await scan(created.body.id);
  return { hunt: created.body, answer, listings: await listings(created.body.id) };
}

describe("hunts written as people write them", () => {
  test("8TB SAS drives under $12/TB: a per-TB cap, 8TB SAS drives, and the drives it finds", async () => {
    const { hunt, listings: found } = await byName("8TB SAS drives under $12/TB");
    expect(hunt.criteria).toEqual({ max_price_per_tb: 12 });
    expect(hunt.target_price).toBeNull();
    expect(hunt.understood).toMatchObject({ from: "name", search: "8TB SAS drives", category: "hdd", capacity_gb: 8000, interface: "SAS", unplaced: [] });
    expect(found.length).toBeGreaterThan(0);
    for (const l of found) {
      expect(l.status).toBe("active");
      expect([l.facts?.capacity, l.facts?.interface]).toEqual(["8TB", "SAS"]);
    }
  });

  test("EPYC 7302P under $150: a $150 target on that CPU", async () => {
    const { hunt, listings: found } = await byName("EPYC 7302P under $150");
    expect(hunt.target_price).toBe(150);
    expect(hunt.understood).toMatchObject({ component_id: "amd-epyc-7302p", category: "cpu" });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.facts?.component_id === "amd-epyc-7302p")).toBe(true);
  });

  test("128GB DDR4 ECC RDIMM kit: a 2 × 64GB kit counts by its total, a single 64GB module does not", async () => {
    const { hunt, listings: found } = await byName("128GB DDR4 ECC RDIMM kit");
    expect(hunt.understood).toMatchObject({ capacity_gb: 128, capacity_scope: "total", category: "ram", form_factor: "RDIMM" });
    const titles = found.map((l) => l.title);
    expect(titles).toContain("128GB Kit (2 x 64GB) DDR4-2933 ECC Registered RDIMM PC4-2933Y-R");
    expect(titles).not.toContain("64GB DDR4-2933 ECC RDIMM PC4-2933Y-R server pull");
  });

  test("ConnectX-4 25GbE under $60: a $60 target on 25GbE ConnectX-4 cards", async () => {
    const { hunt, listings: found } = await byName("ConnectX-4 25GbE under $60");
    expect(hunt.target_price).toBe(60);
    expect(hunt.understood?.category).toBe("nic");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => /connectx-4/i.test(l.title ?? "") && /25gbe/i.test(l.title ?? ""))).toBe(true);
  });

  test("used 14TB+ SATA helium drives: at least 14TB, used, SATA, helium met by what the drive is", async () => {
    const { hunt, listings: found } = await byName("used 14TB+ SATA helium drives");
    expect(hunt.criteria).toEqual({ capacity_min_gb: 14_000, conditions: ["used", "refurbished"] });
    expect(hunt.understood).toMatchObject({ category: "hdd", interface: "SATA", unplaced: [] });
    expect(found.length).toBeGreaterThan(0);
    for (const l of found) expect(l.facts!.capacity_gb! >= 14_000 && l.facts!.interface === "SATA").toBe(true);
  });

  test("Xeon Gold 6148 pair: two in one listing", async () => {
    const { hunt, listings: found } = await byName("Xeon Gold 6148 pair");
    expect(hunt.criteria).toEqual({ min_quantity: 2 });
    expect(hunt.understood?.component_id).toBe("intel-xeon-gold-6148");
    // Every 6148 listing is the hunt's; only the pair meets its quantity.
    expect(found.length).toBeGreaterThan(0);
    const pairs = found.filter((l) => l.facts?.quantity === 2);
    expect(pairs.length).toBeGreaterThan(0);
    for (const l of found) if (l.facts?.quantity === 1) expect(l.action).toBe("SKIP");
  });
});

describe("sold comparables are price evidence, never hunt results", () => {
  test("no sold listing in any hunt's listings, results or alerts; the scan says how many it kept out as sold", async () => {
    const { hunt, answer } = await byName("he8 8tb sas");
    // Its sold comparables were fetched (a market from day one) but none is one of its listings.
    const all: Listing[] = [];
    for (const h of (await (await env.s.fetch("/hunts?limit=200", { key })).json()) as Hunt[]) all.push(...(await listings(h.id)));
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((l) => l.status === "active")).toBe(true);
    const ids = new Set(all.map((l) => l.id));
    const feed = (await (await env.s.fetch("/hunts/results?limit=200", { key })).json()) as { items: { listing_id: string; status: string }[] };
    expect(feed.items.every((r) => ids.has(r.listing_id) && r.status === "active")).toBe(true);
    const alerts = (await (await env.s.fetch(`/hunts/${hunt.id}/alerts`, { key })).json()) as { listing_id: string }[];
    expect(alerts.every((a) => ids.has(a.listing_id))).toBe(true);
    expect(answer.sources.every((s) => typeof s.kept === "number")).toBe(true);
  });

  test("a scan that keeps 0 of N names the rules that kept them out, with counts", async () => {
    const { answer } = await byName("16TB SAS drives");
    expect(answer.listings_seen).toBe(0);
    const auction = answer.sources.find((s) => s.source === "auction")!;
    expect(auction.listings).toBeGreaterThan(0);
    expect(auction.kept).toBe(0);
    const excluded = auction.excluded!;
    expect(Object.values(excluded).reduce((a, b) => a + b, 0)).toBe(auction.listings);
    // The 16TB drives on the page are SATA; the SAS ones are 8TB and 12TB.
    expect(excluded.capacity).toBeGreaterThan(0);
    expect(excluded.interface).toBeGreaterThan(0);
  });
});

describe("never an alert against the market", () => {
  test("a per-TB cap met by an 8TB drive 47% above the trusted median is WATCH with the reason; the cheap one alerts", async () => {
    const created = await create({ name: "8TB SAS drives for the NAS under $12/TB", config: { query: "8TB SAS drives under $12/TB" } });
    await scan(created.body.id);
    const found = await listings(created.body.id);
    const dear = found.find((l) => l.title === "HGST He8 8TB SAS HUH728080AL5200" && l.price === 95)!;
    expect(dear.action).toBe("WATCH");
    const results = (await (await env.s.fetch(`/hunts/results?hunt_id=${created.body.id}&limit=200`, { key })).json()) as { items: { listing_id: string; action: string; reasons?: string[]; reason_codes?: string[] }[] };
    const row = results.items.find((r) => r.listing_id === dear.id)!;
    expect(row.action).toBe("WATCH");
    expect(row.reason_codes?.[0]).toBe("ABOVE_MARKET_MEDIAN");
    expect(row.reasons?.[0]).toMatch(/^meets your target, but 4\d% above the market median \$6\d\.\d\d$/);
    const cheap = found.find((l) => l.price === 44)!;
    expect(cheap.action).toBe("ALERT");
  });

  test("without a target only a trusted BUY alerts", async () => {
    const { listings: found } = await byName("HGST He8 8TB SAS");
    const alerted = found.filter((l) => l.action === "ALERT");
    expect(alerted.length).toBeGreaterThan(0);
    expect(alerted.every((l) => l.verdict === "BUY")).toBe(true);
    expect(found.some((l) => l.action !== "ALERT" && l.verdict === "WAIT") || found.some((l) => l.verdict === "SKIP" && l.action !== "ALERT")).toBe(true);
  });

  test("a target below every recent sale, or above the median, is warned about at creation with the numbers", async () => {
    const low = await create({ name: "He8 8TB SAS under $20" });
    expect(low.status).toBe(201);
    expect(low.body.warnings?.join(" ")).toMatch(/the target \(\$20\.00 per item\) for .*8TB is below its lowest price in 90 days \(\$\d+\.\d\d\): it may never be met/);
    const high = await create({ name: "He8 8TB SAS under $90" });
    expect(high.body.warnings?.join(" ")).toMatch(/the target \(\$90\.00 per item\) for .*8TB is above its median \$6\d\.\d\d/);
    const fair = await create({ name: "He8 8TB SAS under $55" });
    expect(fair.body.warnings).toBeUndefined();
  });

  test("a sentence that contradicts a field is a 422 naming both", async () => {
    const cpu = await create({ name: "EPYC 7302P under $12/TB" });
    expect(cpu.status).toBe(422);
    expect(JSON.stringify(cpu.body)).toMatch(/per-TB cap.*cpu hunt/);
    const other = await create({ name: "8TB SAS drives", criteria: { category: "ram" } });
    expect(other.status).toBe(422);
    const text = JSON.stringify(other.body);
    expect(text).toContain("criteria");
    expect(text).toContain("8TB SAS drives");
  });

  test("explicit fields win over the sentence, and a new sentence replaces what the old one stated", async () => {
    const created = await create({ name: "EPYC 7302P under $150", target_price: 120 });
    expect(created.body.target_price).toBe(120);
    const renamed = await env.s.fetch(`/hunts/${created.body.id}`, { method: "PATCH", key, json: { name: "EPYC 7302P under $130" } });
    // The user set 120 themselves: it stays.
    expect(((await renamed.json()) as Hunt).target_price).toBe(120);
    const stated = await create({ name: "8TB SAS drives under $12/TB" });
    const edited = await env.s.fetch(`/hunts/${stated.body.id}`, { method: "PATCH", key, json: { name: "8TB SAS drives under $10/TB" } });
    expect(((await edited.json()) as Hunt).criteria).toEqual({ max_price_per_tb: 10 });
  });
});
