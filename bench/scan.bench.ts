/**
 * Issue 5's two figures, on SQLite and on PostgreSQL in the same run (issue 17):
 *  1. A full scan of 1,000 listings against 1,000 hunts: parse, match, store listings and price
 *     observations, score every relevant (hunt, listing) pair, write results and alerts. The
 *     listings are the recorded pages' real titles (aggregator, forum, auction) parsed by the real
 *     plugins, repeated with new ids and prices to reach 1,000 (SYNTHETIC copies: say so when
 *     quoting). Hunts use 40 distinct queries, so fetches are shared as in production. Baseline in
 *     the same run: parseTitle alone over the same 1,000 titles.
 *  2. The results feed (GET /hunts/results, 50 rows + total) over 1,000,000 result rows of one
 *     account, through the full HTTP pipeline in-process (app.handle). Baseline: a raw
 *     `SELECT ... ORDER BY run_at DESC LIMIT 50` on the same table, on a connection of its own.
 * PostgreSQL is a private cluster started for the run (Debian's postgresql package), or the server
 * RACKHUNT_TEST_DATABASE_URL names. `RACKHUNT_BENCH_DATABASES=sqlite` (or `postgres`) runs one.
 * Run: ./node_modules/.bin/bun bench/scan.bench.ts
 */
import { Database } from "bun:sqlite";
import { SQL } from "bun";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseTitle, planJudgement, prepareHunt, runSource, createFetcher, type RawListing } from "@rackhunt/core";
import { bench, do_not_optimize, run } from "mitata";
import { createApp } from "../server/src/app.ts";
import { manualClock } from "../server/src/clock.ts";
import { loadConfig } from "../server/src/config.ts";
import { serveRecordedSites } from "../server/src/demo/recorded-sites.ts";
import { silentLogger } from "../server/src/http/logger.ts";
import { newKey } from "../server/src/operations/account.ts";
import { builtInSources } from "../server/src/sources/load-sources.ts";
import type { HuntRow } from "../server/src/db/contracts/index.ts";
import type { SourceRegistry } from "../server/src/scan/types.ts";
import { freshPostgresUrl } from "../test/support/pg.ts";

const LISTINGS = 1_000;
const HUNTS = 1_000;
const FEED_ROWS = 1_000_000;
const QUERIES = ["epyc", "nvme", "ddr5", "gpu", "ssd", "rtx", "ram", "cpu", "radeon", "geforce", "intel", "amd", "corsair", "samsung", "sapphire", "asus", "msi", "evga", "psu", "monitor", "case", "cooler", "motherboard", "16gb", "8gb", "2tb", "1tb", "500gb", "7950", "660", "xeon", "7302p", "7551", "lot", "ddr4", "sata", "kingston", "crucial", "seagate", "wd"];

// --- the 1,000 listings: real titles from the recorded pages, parsed by the real plugins ---
const sites = serveRecordedSites();
const sources = builtInSources(sites.sourcesConfig as never);
const fetcher = createFetcher({ per_host_interval_ms: 0 });
const recorded: RawListing[] = [];
for (const s of sources) recorded.push(...(await runSource(s, { keywords: "" }, fetcher)).listings);
sites.stop();
const listings: RawListing[] = Array.from({ length: LISTINGS }, (_, i) => {
  const l = recorded[i % recorded.length]!;
  return { ...l, external_id: `${l.external_id}-copy-${i}`, price: l.price === null ? null : Math.round(l.price * (0.7 + (i % 7) * 0.1) * 100) / 100 };
});
const registry: SourceRegistry = {
  names: () => ["bench"],
  run: async (source) => ({ source, ok: true, outcome: "ok", listings: listings.map((l) => ({ ...l, source: "bench" })), invalid: 0, invalid_issue: null, error: null, retry_after_ms: null, not_before: null }),
  hasSold: () => false,
  runSold: async (source) => ({ source, ok: true, outcome: "ok", listings: [], invalid: 0, invalid_issue: null, error: null, retry_after_ms: null, not_before: null }),
};

type Dialect = "sqlite" | "postgres";
const DIALECTS = (process.env.RACKHUNT_BENCH_DATABASES ?? "sqlite,postgres").split(",") as Dialect[];
const NAME: Record<Dialect, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
const SELECT_PAGE = "SELECT id, hunt_id, listing_id, price, score, action, run_at FROM scan_results WHERE user_id = $1 ORDER BY run_at DESC, id DESC LIMIT 50 OFFSET $2";

/** A new database of the dialect: its server environment, and one feed page read raw on a connection of its own. */
async function freshDatabase(dialect: Dialect) {
  if (dialect === "sqlite") {
    const file = join(mkdtempSync(join(tmpdir(), "rackhunt-bench-")), "bench.db");
    return {
      env: { RACKHUNT_DB: file },
      rawPage: () => {
        const page = new Database(file).prepare(SELECT_PAGE.replace(/\$\d/g, "?"));
        return async (user: string, offset: number) => page.all(user, offset);
      },
    };
  }
  const url = await freshPostgresUrl({ catalog: true });
  return {
    env: { RACKHUNT_DATABASE_URL: url },
    rawPage: async () => {
      const sql = new SQL(url, { max: 1 });
      // A table in steady state, as autovacuum leaves it, not one bulk-loaded a moment ago.
      await sql.unsafe("VACUUM ANALYZE scan_results");
      return (user: string, offset: number) => sql.unsafe(SELECT_PAGE, [user, offset]);
    },
  };
}

async function freshApp(dialect: Dialect) {
  const database = await freshDatabase(dialect);
  const clock = manualClock(Date.UTC(2026, 10, 22));
  const config = loadConfig({ ...database.env, RACKHUNT_RATE_LIMITS: "off", RACKHUNT_LOG_LEVEL: "silent" });
  const app = await createApp({ config, clock, logger: silentLogger, sources: [] });
  const { key, stored } = newKey();
  const userId = crypto.randomUUID();
  await app.services.repos.users.create({ id: userId, email: "bench@example.com", tier: "lifetime", is_admin: true, now: clock.now() }, stored);
  return { app, clock, key, userId, rawPage: database.rawPage };
}

const titles = listings.map((l) => l.title);
const { createScanner } = await import("../server/src/scan/scanner.ts");
const { createFetchCache } = await import("../server/src/scan/fetch-cache.ts");
const ACTIONS = ["ALERT", "WATCH", "SKIP", "SKIP", "SKIP"];
const pairs: Partial<Record<Dialect, number>> = {};
const cohorts: Partial<Record<Dialect, { planned: number; variants: number; windows_per_scan: number[] }>> = {};

bench("baseline: parseTitle x 1,000 titles", () => {
  for (const t of titles) do_not_optimize(parseTitle(t));
}).baseline(true);

const scans: (() => unknown)[] = [];
for (const dialect of DIALECTS) {
  // --- 1. scan: one scanner over the fixed registry, every iteration an hour later ---
  const { app: scanApp, clock: scanClock, userId: scanUser } = await freshApp(dialect);
  const s = scanApp.services;
  const scanner = createScanner({ repos: s.repos, catalog: s.catalog, fx: s.config.fx, newId: () => Bun.randomUUIDv7(), registry, fetchCache: createFetchCache(registry, 60_000, () => scanClock.now()), clock: scanClock, logger: silentLogger, market: s.market });
  const hunts: HuntRow[] = [];
  for (let i = 0; i < HUNTS; i++) {
    hunts.push(await s.repos.hunts.insert({ id: crypto.randomUUID(), user_id: scanUser, name: `hunt ${i}`, config: { query: QUERIES[i % QUERIES.length]! }, target_price: 50 + (i % 20) * 20, ceiling_price: 600, poll_interval_hours: 1, created_at: scanClock.now(), updated_at: scanClock.now(), next_run_at: 0 }));
  }

  // --- 2. feed: 1,000,000 result rows for one account ---
  const { app: feedApp, key: feedKey, userId: feedUser, clock: feedClock, rawPage } = await freshApp(dialect);
  const fr = feedApp.services.repos;
  const feedHunts: HuntRow[] = [];
  for (let i = 0; i < 20; i++) feedHunts.push(await fr.hunts.insert({ id: crypto.randomUUID(), user_id: feedUser, name: `feed hunt ${i}`, config: {}, poll_interval_hours: 1, created_at: 0, updated_at: 0, next_run_at: 0 }));
  const feedListings = (await fr.listings.upsertMany(Array.from({ length: 1_000 }, (_, i) => ({ id: crypto.randomUUID(), source: "bench", external_id: `l${i}`, title: titles[i % titles.length]!, url: null, price: 10 + i, currency: "USD", capacity: null, category: null, condition: null, component_id: null, location: null, status: "active", facts: {}, seen_at: 0 })))).map((l) => l.id);
  const t0 = performance.now();
  for (let start = 0; start < FEED_ROWS; start += 10_000) {
    const rows = Array.from({ length: 10_000 }, (_, k) => {
      const i = start + k;
      return { id: crypto.randomUUID(), hunt_id: feedHunts[i % 20]!.id, user_id: feedUser, listing_id: feedListings[i % 1000]!, price: 10 + (i % 500), score: i % 100, action: ACTIONS[i % 5]!, verdict: null, reasons: [], reason_codes: [], is_backfill: false, run_id: `run-${Math.floor(i / 1000)}`, run_at: feedClock.now() - (FEED_ROWS - i) * 1000, changed: true };
    });
    await fr.results.insertMany(rows);
  }
  console.log(`${NAME[dialect]}: inserted ${FEED_ROWS} result rows in ${Math.round(performance.now() - t0)} ms`);
  const raw = await rawPage();
  const auth = { Authorization: `Bearer ${feedKey}` };
  let offset = 0;

  // What one scan's judgement plan names, and what the market service read from the database for it.
  const plan = planJudgement({ listings, hunts: hunts.map(prepareHunt), now: scanClock.now() }, { catalog: s.catalog, fx: s.config.fx });
  cohorts[dialect] = { planned: plan.cohorts.length, variants: new Set(plan.cohorts.map((c) => c.component_id)).size, windows_per_scan: [] };
  // Registered last: the scans' writes leave background work (WAL, autovacuum) the feed figures must not pay for.
  scans.push(() =>
    bench(`scan: 1,000 listings x 1,000 hunts (store, score, record) on ${NAME[dialect]}`, async () => {
      scanClock.advance(3_600_000);
      const before = s.market.loads.windows;
      // The hunts as stored now: each scan stamps last_run_at, under which the next one reuses their state.
      const out = await scanner.scan(await s.repos.hunts.all(scanUser));
      cohorts[dialect]!.windows_per_scan.push(s.market.loads.windows - before);
      pairs[dialect] = 0;
      for (const r of out.values()) pairs[dialect]! += r.listings_seen;
    }),
  );
  bench(`baseline: raw SELECT of one feed page on ${NAME[dialect]}`, async () => {
    offset = (offset + 50) % 5_000;
    do_not_optimize(await raw(feedUser, offset));
  }).baseline(true);
  bench(`GET /hunts/results (50 rows + total) over 1M rows, full pipeline, on ${NAME[dialect]}`, async () => {
    offset = (offset + 50) % 5_000;
    const r = await feedApp.app.handle(new Request(`http://localhost/hunts/results?limit=50&offset=${offset}`, { headers: auth }));
    do_not_optimize(await r.text());
  });
  bench(`GET /hunts/results?filter=alerted&hunt_id=… over 1M rows on ${NAME[dialect]}`, async () => {
    offset = (offset + 50) % 5_000;
    const r = await feedApp.app.handle(new Request(`http://localhost/hunts/results?filter=alerted&hunt_id=${feedHunts[3]!.id}&limit=50&offset=${offset}`, { headers: auth }));
    do_not_optimize(await r.text());
  });
}

for (const register of scans) register();
await run();
console.log(`scored (hunt, listing) pairs per scan: ${JSON.stringify(pairs)}`);
for (const [dialect, c] of Object.entries(cohorts)) {
  const [first = 0, ...later] = c!.windows_per_scan;
  console.log(
    `${NAME[dialect as Dialect]} cohort loads: ${c!.planned} distinct cohorts planned per scan (${c!.variants} variants); ` +
      `windows read from the database: ${first} by the first scan (one per variant), ${Math.max(0, ...later)} at most by each of the ${later.length} later scans (held, fed by new rows)`,
  );
}
process.exit(0);
