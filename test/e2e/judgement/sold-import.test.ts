/**
 * 7,566 real sold listings of one card (test/fixtures/sold/README.md: eBay US, RTX 3080 10GB,
 * Sept–Dec 2020), imported exactly as published — title, price, currency, date, no condition
 * column — through `rackhunt import`, then benchmarked by the running server. Measured against the
 * rows judged by hand: genuine items accepted, non-items kept out of the cohort, and the
 * benchmark's median against the median of the rows judged clean, computed here independently.
 * Every third row is the held-out part (never read while tuning); both parts are reported.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { manualClock } from "../../../server/src/clock.ts";
import { testDatabase, type TestDatabase } from "../../support/database.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { rackhunt } from "../../server/components/synthetic.ts";
import { isHeldOutSoldRow } from "../../core/catalog/title-accuracy.ts";

const FIXTURE = join(import.meta.dir, "../../fixtures/sold");
const CSV = join(FIXTURE, "rtx-3080-10gb-ebay.csv");
const RTX_3080 = "nvidia-geforce-rtx-3080-10gb";
/** The day after the newest sale: the benchmark's 90-day window holds every row. */
const JUDGED_AT = Date.UTC(2020, 11, 6);

type Label = { row: number; genuine: boolean; why: string | null; quantity: number; condition: string | null };
type Outcome = { line: number; accepted: boolean; component_id?: string; price?: number; condition?: string; reason?: string };

/**
 * The sold labels predate the pre-order kind: titles/sold-preorders.jsonl marks the rows they call
 * genuine that are pre-orders or order resales. No card in hand, so not the item: they count with
 * the non-items here.
 */
const preorders = new Set(readFileSync(join(FIXTURE, "../titles/sold-preorders.jsonl"), "utf8").trim().split("\n").map((l) => (JSON.parse(l) as { row: number }).row));
const labels: Label[] = readFileSync(join(FIXTURE, "rtx-3080-10gb-ebay.labels.jsonl"), "utf8").trim().split("\n")
  .map((l) => JSON.parse(l) as Label).map((l) => (l.genuine && preorders.has(l.row) ? { ...l, genuine: false, why: "preorder" } : l));
const prices = readFileSync(CSV, "utf8").trim().split("\n").slice(1).map((l) => Number(l.split(",").at(-3)));
const dir = mkdtempSync(join(tmpdir(), "rackhunt-sold-"));
let db: TestDatabase;
let outcomes: Map<number, Outcome>;
let server: TestServer;

/** The used stratum, as the benchmark counts it: a stated condition of used or refurbished, or none. */
const usedStratum = (c: string | null | undefined) => c === null || c === undefined || c === "used" || c === "refurbished";

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const h = (s.length - 1) / 2;
  return (s[Math.floor(h)]! + s[Math.ceil(h)]!) / 2;
}

beforeAll(async () => {
  const report = join(dir, "report.jsonl");
  // The database under test (SQLite, or PostgreSQL in CI's second run), migrated by the CLI.
  db = await testDatabase({ catalog: false });
  expect(rackhunt(["migrate"], db.env).code).toBe(0);
  const r = rackhunt(["import", CSV, "--source", "ebay-sold", "--report", report], db.env);
  expect(r.code).toBe(0);
  // Line 1 is the CSV header; data row k is line k + 2.
  outcomes = new Map(readFileSync(report, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Outcome).map((o) => [o.line - 2, o]));
  server = await startServer({ ...db.env, RACKHUNT_RATE_LIMITS: "off" }, manualClock(JUDGED_AT));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function measure(part: (row: number) => boolean) {
  const rows = labels.filter((l) => part(l.row));
  const genuine = rows.filter((l) => l.genuine);
  const acceptedGenuine = genuine.filter((l) => outcomes.get(l.row)?.component_id === RTX_3080);
  const cohort = rows.filter((l) => {
    const o = outcomes.get(l.row);
    return o?.accepted && o.component_id === RTX_3080 && usedStratum(o.condition);
  });
  const nonItems = cohort.filter((l) => !l.genuine);
  return { rows: rows.length, genuine: genuine.length, accepted: acceptedGenuine.length / genuine.length, cohort: cohort.length, nonItems: nonItems.length, nonItemShare: nonItems.length / cohort.length };
}

describe("real sold listings of one card, imported as published", () => {
  test("every line has an outcome", () => expect(outcomes.size).toBe(labels.length));

  test("genuine items accepted ≥ 90%, non-items in the cohort ≤ 1% (development and held-out parts)", () => {
    const all = measure(() => true);
    const dev = measure((r) => !isHeldOutSoldRow(r));
    const held = measure(isHeldOutSoldRow);
    for (const [name, m] of [["all", all], ["development", dev], ["held-out", held]] as const) {
      console.log(`${name}: ${m.rows} rows; genuine accepted ${(m.accepted * 100).toFixed(1)}% of ${m.genuine}; cohort ${m.cohort}, non-items ${m.nonItems} (${(m.nonItemShare * 100).toFixed(2)}%)`);
    }
    expect(all.accepted).toBeGreaterThanOrEqual(0.9);
    expect(all.nonItemShare).toBeLessThanOrEqual(0.01);
    expect(held.accepted).toBeGreaterThanOrEqual(0.9);
    expect(held.nonItemShare).toBeLessThanOrEqual(0.01);
  });

  test("the server's benchmark median is within 2% of the median of the rows judged clean by hand", async () => {
    const clean = labels.filter((l) => l.genuine && l.condition !== "for_parts" && usedStratum(l.condition)).map((l) => prices[l.row]! / l.quantity);
    const independent = median(clean);
    const r = await server.fetch("/api/v2/evaluate", { method: "POST", json: { price: 1300, title: "NVIDIA GeForce RTX 3080 Founders Edition" }, key: await server.user("measure@example.com") });
    const body = await r.json();
    expect(body.benchmark_trust.status).toBe("trusted");
    const median90d = body.price_metrics.median_90d as number;
    console.log(`benchmark median ${median90d} vs independent ${independent} over ${clean.length} clean rows (${((median90d / independent - 1) * 100).toFixed(2)}%); ${body.benchmark_trust.detail}`);
    expect(Math.abs(median90d / independent - 1)).toBeLessThanOrEqual(0.02);
  });
});
