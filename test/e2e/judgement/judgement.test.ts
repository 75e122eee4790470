/**
 * Issue 12 through the user's path: a history imported with `rackhunt import`, listings scanned from
 * the recorded sites (pages rewritten with the listings each case needs), hunts and evaluate over
 * HTTP. The observations are SYNTHETIC (invented prices around plausible used-market levels).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { manualClock } from "../../../server/src/clock.ts";
import { rackhunt } from "../../server/components/synthetic.ts";
import { startScanningServer } from "../hunts/helpers.ts";
import { auctionPage, redditPage } from "./pages.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const RTX_3080 = "nvidia-geforce-rtx-3080-10gb";
const EXOS_X10_SAS = "seagate-exos-x10-enterprise-capacity-v6-st8000nm0156";
const SATA_8TB = "seagate-enterprise-capacity-3-5-hdd-st8000nm0055";

const clock = manualClock(NOW);
let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;
const dir = mkdtempSync(join(tmpdir(), "rackhunt-judgement-"));

/** 40 used sales of the card ($420..$615) and 30 of the SAS drive ($70..$99), two sources, the last 30 days. */
function history(): string {
  const rows = ["component_id,price,observed_at,source"];
  for (let i = 0; i < 40; i++) rows.push(`${RTX_3080},${420 + ((i * 37) % 40) * 5},${new Date(NOW - (1 + (i % 30)) * DAY).toISOString()},synthetic-${i % 2 ? "auction" : "forum"}`);
  for (let i = 0; i < 30; i++) rows.push(`${EXOS_X10_SAS},${70 + ((i * 7) % 30)},${new Date(NOW - (1 + i) * DAY).toISOString()},synthetic-${i % 2 ? "auction" : "forum"}`);
  return `${rows.join("\n")}\n`;
}

const AUCTION = [
  { id: "295512349001", title: "NVIDIA GeForce RTX 3080 Founders Edition - PHOTO ONLY", price: "$480.00" },
  { id: "295512349002", title: "ASUS TUF RTX 3080 10GB for parts, no display", price: "$150.00" },
  { id: "295512349003", title: "EVGA RTX 3080 FTW3 Ultra 10GB", price: "$125.00" },
  { id: "295512349004", title: "EVGA GeForce RTX 3080 XC3 Ultra 10GB", price: "$400.00" },
  { id: "295512349005", title: "MSI RTX 3080 Ventus 3X 10G OC", price: "$600.00" },
  { id: "295512349006", title: "Seagate Exos X10 8TB SAS 12Gb/s 3.5 ST8000NM0156", price: "$76.00" },
  { id: "295512349007", title: "Seagate Exos X10 8TB SAS ST8000NM0156 failing heads", price: "$20.00" },
  { id: "295512349008", title: "Seagate Enterprise Capacity 8TB SATA ST8000NM0055", price: "$60.00" },
  { id: "295512349009", title: "Samsung 128GB DDR4 (64GB x 2) 2933 LRDIMM", price: "$200.00" },
  { id: "295512349010", title: "Lot of 5 Seagate 4TB SAS ST4000NM0034", price: "$100.00" },
];
const FORUM = [{ id: "f1", title: "[CAN-ON] [H] EVGA RTX 3080 XC3 10GB [W] $520 shipped, PayPal", created_utc: NOW / 1000 - 3600 }];

async function hunt(body: Record<string, unknown>): Promise<string> {
  const r = await env.s.fetch("/hunts", { method: "POST", key, json: { poll_interval_hours: 1, ...body } });
  expect(r.status).toBe(201);
  return (await r.json()).id;
}

async function scan(id: string) {
  const r = await env.s.fetch(`/hunts/${id}/scan`, { method: "POST", key });
  expect(r.status).toBe(200);
  const listings = await (await env.s.fetch(`/hunts/${id}/listings?limit=200`, { key })).json();
  return listings as { title: string; price: number; capacity: string | null; action: string; verdict: string | null }[];
}

const byTitle = <T extends { title: string }>(rows: T[], start: string): T | undefined => rows.find((r) => r.title.startsWith(start));

async function evaluateHttp(body: Record<string, unknown>) {
  const r = await env.s.fetch("/api/v2/evaluate", { method: "POST", key, json: body });
  expect(r.status).toBe(200);
  return r.json();
}

beforeAll(async () => {
  env = await startScanningServer(clock);
  key = await env.s.user("judge@example.com", { tier: "lifetime" });
  const file = join(dir, "history.csv");
  writeFileSync(file, history());
  // The server's own database, SQLite or PostgreSQL, as the operator names it to the CLI.
  const imported = rackhunt(["import", file], env.s.db.env);
  expect(imported.code).toBe(0);
  expect(imported.out).toContain("70 accepted, 0 rejected");
  env.sites.rewrite("auction/ebay-srp-synthetic-s-item-hardware-page1.html", () => auctionPage(AUCTION));
  env.sites.rewrite("auction/ebay-srp-synthetic-s-item-hardware-page2.html", () => auctionPage([]));
  env.sites.rewrite("forum/reddit-canadianhardwareswap-new-2026-02.json", () => redditPage(FORUM));
  env.sites.rewrite("forum/reddit-canadianhardwareswap-synthetic-new-page2.json", () => redditPage([]));
});
afterAll(() => {
  env.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a hunt without a target price, judged by the market alone", () => {
  let listings: Awaited<ReturnType<typeof scan>>;
  beforeAll(async () => {
    listings = await scan(await hunt({ name: "RTX 3080", config: { query: "rtx 3080" } }));
  });

  test("a trusted BUY alerts; nothing else does", () => {
    expect(byTitle(listings, "EVGA GeForce RTX 3080 XC3")).toMatchObject({ action: "ALERT", verdict: "BUY" });
    // The Canadian post at 520 CAD ($373.36) is a BUY too.
    expect(listings.filter((l) => l.action === "ALERT").map((l) => l.title).sort()).toEqual(["EVGA GeForce RTX 3080 XC3 Ultra 10GB", FORUM[0]!.title]);
  });
  test("a photo-only listing, a for-parts card and a price at a quarter of the market are never BUY or ALERT", () => {
    const photo = byTitle(listings, "NVIDIA GeForce RTX 3080 Founders Edition - PHOTO ONLY")!;
    const parts = byTitle(listings, "ASUS TUF RTX 3080 10GB for parts")!;
    const quarter = byTitle(listings, "EVGA RTX 3080 FTW3 Ultra 10GB")!;
    for (const l of [photo, parts, quarter]) {
      expect(l.action).not.toBe("ALERT");
      expect(l.verdict).not.toBe("BUY");
    }
    expect(quarter.verdict).toBe("INCONCLUSIVE");
  });
  test("a CAD price from the Canadian board is converted to USD (the original stays in the reasons)", async () => {
    const forum = byTitle(listings, "[CAN-ON] [H] EVGA RTX 3080 XC3 10GB")!;
    expect(forum.price).toBe(373.36); // 520 CAD × 0.718
    const feed = await (await env.s.fetch(`/hunts/results?limit=200`, { key })).json();
    const row = feed.items.find((r: { title: string }) => r.title === forum.title);
    expect(row.price).toBe(373.36);
  });
});

describe("per-unit caps, kits, lots and interfaces", () => {
  test("a hunt with only a per-TB cap alerts on a listing under it, and a SAS hunt never sees the SATA drive", async () => {
    const rows = await scan(await hunt({ name: "8TB SAS under $10/TB", config: { query: "8tb sas" }, criteria: { max_price_per_tb: 10 } }));
    expect(byTitle(rows, "Seagate Exos X10 8TB SAS 12Gb/s")).toMatchObject({ action: "ALERT" });
    expect(byTitle(rows, "Seagate Exos X10 8TB SAS ST8000NM0156 failing heads")?.action).toBe("SKIP");
    expect(byTitle(rows, "Seagate Enterprise Capacity 8TB SATA")).toBeUndefined();
  });
  test("a kit is split: (64GB x 2) for $200 is two 64GB modules at $100 each", async () => {
    const rows = await scan(await hunt({ name: "64GB LRDIMM", config: { query: "64gb ddr4 lrdimm" }, criteria: { max_unit_price: 120 } }));
    expect(byTitle(rows, "Samsung 128GB DDR4 (64GB x 2)")).toMatchObject({ capacity: "64GB", action: "ALERT" });
  });
  test("a lot is split: 5 × 4TB for $100 is $5/TB", async () => {
    const rows = await scan(await hunt({ name: "4TB SAS", config: { query: "4tb sas" }, criteria: { max_price_per_tb: 6 } }));
    expect(byTitle(rows, "Lot of 5 Seagate 4TB SAS")).toMatchObject({ capacity: "4TB", action: "ALERT" });
  });
});

describe("POST /api/v2/evaluate on the same market", () => {
  test("a BUY for a card under p25, with the cohort's numbers", async () => {
    const r = await evaluateHttp({ price: 400, title: "EVGA GeForce RTX 3080 XC3 Ultra 10GB" });
    expect(r.verdict).toBe("BUY");
    expect(r.component.id).toBe(RTX_3080);
    expect(r.source_context.comparable_observations).toBe(40);
  });
  test("a photo-only listing, a for-parts card, a failing drive and a quarter of the median are never BUY", async () => {
    const cases = [
      { price: 480, title: "NVIDIA GeForce RTX 3080 Founders Edition - PHOTO ONLY", code: "NOT_THE_ITEM" },
      // Judged in the for-parts stratum, where the scans saw one listing each: no trusted market.
      { price: 150, title: "ASUS TUF RTX 3080 10GB for parts, no display", code: "COHORT_TOO_SMALL" },
      { price: 20, title: "Seagate Exos X10 8TB SAS ST8000NM0156 failing heads", code: "COHORT_TOO_SMALL" },
      { price: 125, title: "EVGA RTX 3080 FTW3 Ultra 10GB", code: "SUSPICIOUS_PRICE" },
    ];
    for (const c of cases) {
      const r = await evaluateHttp({ price: c.price, title: c.title });
      expect(r.verdict).toBe("INCONCLUSIVE");
      expect(r.benchmark_trust.reason_code).toBe(c.code);
    }
  });
  test("a SAS drive never matches a SATA variant, even with the SATA part number in the title", async () => {
    expect((await evaluateHttp({ price: 60, title: "Seagate Enterprise Capacity 8TB SATA ST8000NM0055" })).component.id).toBe(SATA_8TB);
    const sas = await evaluateHttp({ price: 60, title: "Seagate 8TB SAS 12Gb/s ST8000NM0055" });
    expect(sas.component?.id ?? null).not.toBe(SATA_8TB);
    expect((await evaluateHttp({ price: 80, title: "Seagate Exos X10 8TB SAS ST8000NM0156" })).component.id).toBe(EXOS_X10_SAS);
  });
  test("a lot is judged per item: 4x at $1,600 is $400 each", async () => {
    const r = await evaluateHttp({ price: 1600, title: "4x EVGA GeForce RTX 3080 XC3 Ultra 10GB" });
    expect(r.price_metrics.current).toBe(400);
    expect(r.reasoning).toContain("Lot of 4: $400.00 per item.");
  });
});

describe("RACKHUNT_FX_RATES", () => {
  test("an operator's rate replaces the shipped one for that currency", async () => {
    const other = await startScanningServer(manualClock(NOW), { RACKHUNT_FX_RATES: '{"as_of": "2026-11-01", "usd_per": {"CAD": 0.5}}' });
    try {
      other.sites.rewrite("forum/reddit-canadianhardwareswap-new-2026-02.json", () => redditPage(FORUM));
      other.sites.rewrite("forum/reddit-canadianhardwareswap-synthetic-new-page2.json", () => redditPage([]));
      const k = await other.s.user("fx@example.com", { tier: "lifetime" });
      const h = await (await other.s.fetch("/hunts", { method: "POST", key: k, json: { name: "RTX 3080", config: { query: "rtx 3080" }, sources_enabled: { forum: true, auction: false, aggregator: false } } })).json();
      expect((await other.s.fetch(`/hunts/${h.id}/scan`, { method: "POST", key: k })).status).toBe(200);
      const rows = await (await other.s.fetch(`/hunts/${h.id}/listings`, { key: k })).json();
      expect(rows.map((r: { price: number }) => r.price)).toEqual([260]);
    } finally {
      other.stop();
    }
  });
  test("a table that is not one stops start-up with one line naming the variable", () => {
    const r = rackhunt(["migrate", "--db", join(dir, "fx.db")], { RACKHUNT_FX_RATES: '{"usd_per": {"CAD": "cheap"}}' });
    expect(r.code).not.toBe(0);
    expect(r.err).toContain("RACKHUNT_FX_RATES");
  });
});
