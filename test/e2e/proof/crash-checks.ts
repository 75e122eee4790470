/**
 * What the crash tests check in the database once everything has settled: no alert twice, no
 * alert lost, every delivery settled, and (SQLite) the file sound. Read on a connection of their
 * own, in either dialect.
 */
import { Database } from "bun:sqlite";
import { createFetcher, fingerprint, type ListingFacts } from "@rackhunt/core";
import { createApp } from "../../../server/src/app.ts";
import { manualClock } from "../../../server/src/clock.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { createLogger } from "../../../server/src/http/logger.ts";
import { createDeliveryWorker, leaseFor } from "../../../server/src/notify/index.ts";
import { createScheduler, DEFAULT_SCHEDULER } from "../../../server/src/scan/scheduler.ts";
import type { TestDatabase } from "../../support/database.ts";

/**
 * A webhook destination on loopback that takes `minMs` plus up to `spreadMs` to answer (so kills
 * land mid-request too) and records each delivery's path and `Rackhunt-Delivery` id.
 */
export function deliveryReceiver(minMs: number, spreadMs: number) {
  const received: { path: string; id: string | null }[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      await Bun.sleep(minMs + Math.random() * spreadMs);
      received.push({ path: new URL(req.url).pathname, id: req.headers.get("rackhunt-delivery") });
      return new Response("ok");
    },
  });
  return {
    port: server.port,
    received,
    stop: () => server.stop(true),
    /** What the receiver kept after folding repeats by Rackhunt-Delivery ("path id"), and how many arrived more than once. */
    tally(): { distinct: Set<string>; repeats: number } {
      const counts = new Map<string, number>();
      for (const r of received) counts.set(`${r.path} ${r.id}`, (counts.get(`${r.path} ${r.id}`) ?? 0) + 1);
      return { distinct: new Set(counts.keys()), repeats: [...counts.values()].filter((n) => n > 1).length };
    },
  };
}

/** `PRAGMA integrity_check` through a read-write connection (it replays a killed process's WAL). */
export function integrity(path: string): string {
  const db = new Database(path);
  try {
    return db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all().map((r) => r.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

export interface AlertAudit {
  alerts: { id: string; hunt_id: string; listing_id: string; fingerprint: string | null }[];
  /** (hunt, listing) or (hunt, fingerprint) pairs alerted more than once. */
  duplicates: string[];
  /** Active listings a committed scan judged ALERT for a hunt with no alert for it (or its cross-post). */
  lost: string[];
  huntsNeverScanned: number;
  outbox: Record<string, number>;
}

/** Read the settled database and list every broken promise. */
export async function auditAlerts(db: TestDatabase): Promise<AlertAudit> {
  const alerts = await db.rows<AlertAudit["alerts"][number]>("SELECT id, hunt_id, listing_id, fingerprint FROM alerts");
  const duplicates: string[] = [];
  const count = new Map<string, number>();
  for (const a of alerts) {
    for (const k of [`${a.hunt_id} listing ${a.listing_id}`, a.fingerprint ? `${a.hunt_id} item ${a.fingerprint}` : null]) {
      if (!k) continue;
      count.set(k, (count.get(k) ?? 0) + 1);
      if (count.get(k) === 2) duplicates.push(k);
    }
  }
  const judged = await db.rows<{ hunt_id: string; listing_id: string; facts: string; status: string }>(
    "SELECT DISTINCT r.hunt_id, r.listing_id, CAST(l.facts AS TEXT) AS facts, l.status FROM scan_results r JOIN listings l ON l.id = r.listing_id WHERE r.action = 'ALERT' AND NOT r.is_backfill",
  );
  const lost = judged
    .filter((j) => j.status === "active")
    .filter((j) => {
      const fp = fingerprint(JSON.parse(j.facts) as ListingFacts);
      return !alerts.some((a) => a.hunt_id === j.hunt_id && (a.listing_id === j.listing_id || (fp !== null && a.fingerprint === fp)));
    })
    .map((j) => `${j.hunt_id} listing ${j.listing_id}`);
  const [never] = await db.rows<{ n: number | string }>("SELECT count(*) AS n FROM hunts WHERE last_run_at IS NULL");
  const outbox = Object.fromEntries((await db.rows<{ status: string; n: number | string }>("SELECT status, count(*) AS n FROM outbox GROUP BY status")).map((r) => [r.status, Number(r.n)]));
  return { alerts, duplicates, lost, huntsNeverScanned: Number(never!.n), outbox };
}

/** Work a killed process left behind: hunts still leased (by `owner`, when given) and deliveries still marked sending. */
export async function leftovers(db: TestDatabase, owner?: string): Promise<{ leasedHunts: number; sending: number }> {
  const now = Date.now();
  const [hunts] = owner
    ? await db.rows<{ n: number | string }>("SELECT count(*) AS n FROM hunts WHERE lease_owner = ? AND lease_until > ?", owner, now)
    : await db.rows<{ n: number | string }>("SELECT count(*) AS n FROM hunts WHERE lease_owner IS NOT NULL AND lease_until > ?", now);
  const [sending] = await db.rows<{ n: number | string }>("SELECT count(*) AS n FROM outbox WHERE status = 'sending'");
  return { leasedHunts: Number(hunts!.n), sending: Number(sending!.n) };
}

/**
 * Time passes: the leases held by killed processes expire and whatever they held is done again,
 * by a scheduler and a delivery worker whose clocks are moved past them (in this process, over
 * `env`'s database), until every delivery is settled.
 */
export async function settleAfterLeases(env: Record<string, string>, deliveryTimeoutMs: number): Promise<void> {
  const config = loadConfig({ ...env, RACKHUNT_LOG_LEVEL: "silent" });
  const app = await createApp({ config, logger: createLogger("silent", () => {}), fetcher: createFetcher({ per_host_interval_ms: 0, max_retries: 0 }) });
  try {
    // One clock for both: the alerts this scheduler fires are due for delivery at its time.
    const later = manualClock(Date.now() + Math.max(DEFAULT_SCHEDULER.leaseMs, leaseFor(deliveryTimeoutMs)) + 60_000);
    const scheduler = createScheduler({ ...app.services, clock: later }, { ...DEFAULT_SCHEDULER, owner: "settle" });
    for (let i = 0; i < 10 && (await scheduler.tick()) > 0; i++);
    const worker = createDeliveryWorker(app.services, { clock: later, publicUrl: "http://rackhunt.test" });
    // Until a run finds nothing due (bounded: a row that never settles fails the caller's checks).
    for (let i = 0; i < 10_000 && (await worker.runOnce()).leased > 0; i++);
  } finally {
    await app.database.close();
  }
}
