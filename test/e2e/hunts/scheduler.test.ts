import { afterEach, describe, expect, test } from "bun:test";
import { createFetcher } from "@rackhunt/core";
import { createApp } from "../../../server/src/app.ts";
import { manualClock } from "../../../server/src/clock.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";
import { silentLogger } from "../../../server/src/http/logger.ts";
import { newKey } from "../../../server/src/operations/account.ts";
import type { Repos } from "../../../server/src/db/contracts/index.ts";
import { createScheduler } from "../../../server/src/scan/scheduler.ts";
import { testDatabase } from "../../support/database.ts";
import { EPYC_HUNT } from "./helpers.ts";

const HOUR = 3_600_000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Two "processes" (apps with their own connections and scanners) over one database. */
async function world() {
  const db = await testDatabase();
  const sites = serveRecordedSites();
  const clock = manualClock(Date.UTC(2026, 10, 22, 8));
  const config = loadConfig({ ...db.env, ...sites.sourcesEnv, RACKHUNT_FETCH_CACHE_SECONDS: "0" });
  const apps = await Promise.all([0, 1].map(() => createApp({ config, clock, logger: silentLogger, fetcher: createFetcher({ per_host_interval_ms: 0, max_retries: 0 }) })));
  cleanups.push(async () => {
    for (const a of apps) await a.database.close();
    sites.stop();
    await db.drop();
  });
  const repos = apps[0]!.services.repos;
  const { stored } = newKey();
  const userId = crypto.randomUUID();
  await repos.users.create({ id: userId, email: "sched@example.com", tier: "lifetime", is_admin: false, now: clock.now() }, stored);
  const hunt = (name: string, extra: Record<string, unknown> = {}) =>
    repos.hunts.insert({ id: crypto.randomUUID(), user_id: userId, name, config: EPYC_HUNT.config, target_price: 150, ceiling_price: 400, poll_interval_hours: 1, created_at: clock.now(), updated_at: clock.now(), next_run_at: clock.now(), ...extra });
  // Every hunt a scanner recorded a scan of, in order: the feed only gains rows when judgements
  // change, so scans are counted where they finish.
  const scanned: string[] = [];
  const scheduler = (i: number, leaseMs = 10 * 60_000) => {
    const inner = apps[i]!.services.scanner;
    const scanner: typeof inner = {
      ...inner,
      async scan(hunts, opts) {
        const results = await inner.scan(hunts, opts);
        scanned.push(...results.keys());
        return results;
      },
    };
    return createScheduler({ repos: apps[i]!.services.repos, scanner, clock, logger: silentLogger }, { owner: `worker-${i}`, batchSize: 50, leaseMs, idleMs: 5 });
  };
  const runs = (huntId: string) => scanned.filter((id) => id === huntId).length;
  const alerts = async (huntId: string) =>
    (await db.rows<{ listing_id: string; n: number | string }>("SELECT listing_id, COUNT(*) AS n FROM alerts WHERE hunt_id = ? GROUP BY listing_id ORDER BY listing_id", huntId)).map((r) => ({ ...r, n: Number(r.n) }));
  return { apps, clock, hunt, scheduler, runs, alerts, repos };
}

/** Make every write of a hunt's counts throw in `repos`' transactions, nested ones included. */
function sabotage(repos: Repos, done = new WeakSet<Repos>()): void {
  if (done.has(repos)) return;
  done.add(repos);
  const transaction = repos.transaction.bind(repos);
  repos.transaction = (fn) =>
    transaction((tx) => {
      tx.results.addCounts = async () => {
        throw new Error("killed mid-scan");
      };
      tx.results.addCountsMany = async () => {
        throw new Error("killed mid-scan");
      };
      sabotage(tx, done);
      return fn(tx);
    });
}

describe("the scheduler", () => {
  test("runs due hunts and skips paused, inactive and not-yet-due ones; reschedules by the interval", async () => {
    const w = await world();
    const due = await w.hunt("due");
    const paused = await w.hunt("paused", { paused_until: w.clock.now() + 2 * HOUR });
    const inactive = await w.hunt("inactive", { active: false });
    const later = await w.hunt("later", { next_run_at: w.clock.now() + HOUR });
    const sched = w.scheduler(0);
    expect(await sched.tick()).toBe(1);
    expect(await sched.tick()).toBe(0);
    expect([w.runs(due.id), w.runs(paused.id), w.runs(inactive.id), w.runs(later.id)]).toEqual([1, 0, 0, 0]);
    const row = (await w.repos.hunts.get(due.user_id, due.id))!;
    expect(row.last_run_at).toBe(w.clock.now());
    expect(row.next_run_at).toBe(w.clock.now() + HOUR);
    expect(row.lease_owner).toBeNull();
    // An hour later: the due hunt and the "later" one run; the paused one is still paused.
    w.clock.advance(HOUR);
    expect(await sched.tick()).toBe(2);
    expect([w.runs(due.id), w.runs(paused.id), w.runs(later.id)]).toEqual([2, 0, 1]);
    // After its pause ends, the paused hunt runs too.
    w.clock.advance(HOUR);
    await sched.tick();
    expect(w.runs(paused.id)).toBe(1);
  });

  test("two worker loops on one database never scan the same hunt twice", async () => {
    const w = await world();
    const hunts = [];
    for (let i = 0; i < 12; i++) hunts.push(await w.hunt(`h${i}`));
    const a = w.scheduler(0);
    const b = w.scheduler(1);
    const counts = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    for (const h of hunts) expect(w.runs(h.id)).toBe(1);
    for (const h of hunts) for (const row of (await w.alerts(h.id))) expect(row.n).toBe(1);
  });

  test("a scan cut off part-way is retried after its lease expires, leaving exactly one alert per listing", async () => {
    const w = await world();
    const h = await w.hunt("crashy");
    // Worker 0 dies in the middle of recording: its results and alerts are written, then the
    // write of the hunt's counts throws (patched on worker 0's transactions only).
    sabotage(w.apps[0]!.services.repos);
    expect(await w.scheduler(0, 5 * 60_000).tick()).toBe(1);
    // Nothing of the cut-off scan was kept, and the hunt is still leased by the dead worker.
    expect(w.runs(h.id)).toBe(0);
    expect(await w.alerts(h.id)).toEqual([]);
    expect(await w.scheduler(1).tick()).toBe(0);
    // Once the lease expires, another worker retries it, once.
    w.clock.advance(5 * 60_000 + 1);
    expect(await w.scheduler(1).tick()).toBe(1);
    expect(w.runs(h.id)).toBe(1);
    const alerts = await w.alerts(h.id);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    for (const row of alerts) expect(row.n).toBe(1);
    // And a later regular run of unchanged pages adds no alert.
    w.clock.advance(HOUR);
    await w.scheduler(1).tick();
    expect(w.runs(h.id)).toBe(2);
    expect(await w.alerts(h.id)).toEqual(alerts);
  });
});
