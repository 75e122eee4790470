/**
 * What the crash test checks in the database once everything has settled: no alert twice, no
 * alert lost, every delivery settled, and the file sound.
 */
import { Database } from "bun:sqlite";
import { fingerprint } from "../../../server/src/scan/alert-rules.ts";
import type { ListingFacts } from "../../../server/src/scan/types.ts";

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
export function auditAlerts(path: string): AlertAudit {
  const db = new Database(path, { readonly: true });
  try {
    const alerts = db.query<AlertAudit["alerts"][number], []>("SELECT id, hunt_id, listing_id, fingerprint FROM alerts").all();
    const duplicates: string[] = [];
    const count = new Map<string, number>();
    for (const a of alerts) {
      for (const k of [`${a.hunt_id} listing ${a.listing_id}`, a.fingerprint ? `${a.hunt_id} item ${a.fingerprint}` : null]) {
        if (!k) continue;
        count.set(k, (count.get(k) ?? 0) + 1);
        if (count.get(k) === 2) duplicates.push(k);
      }
    }
    const judged = db
      .query<{ hunt_id: string; listing_id: string; facts: string; status: string }, []>(
        "SELECT DISTINCT r.hunt_id, r.listing_id, l.facts, l.status FROM scan_results r JOIN listings l ON l.id = r.listing_id WHERE r.action = 'ALERT' AND r.is_backfill = 0",
      )
      .all();
    const lost = judged
      .filter((j) => j.status === "active")
      .filter((j) => {
        const fp = fingerprint(JSON.parse(j.facts) as ListingFacts);
        return !alerts.some((a) => a.hunt_id === j.hunt_id && (a.listing_id === j.listing_id || (fp !== null && a.fingerprint === fp)));
      })
      .map((j) => `${j.hunt_id} listing ${j.listing_id}`);
    const huntsNeverScanned = db.query<{ n: number }, []>("SELECT count(*) AS n FROM hunts WHERE last_run_at IS NULL").get()!.n;
    const outbox = Object.fromEntries(db.query<{ status: string; n: number }, []>("SELECT status, count(*) AS n FROM outbox GROUP BY status").all().map((r) => [r.status, r.n]));
    return { alerts, duplicates, lost, huntsNeverScanned, outbox };
  } finally {
    db.close();
  }
}

/** Work a killed process left behind: hunts still leased and deliveries still marked sending. */
export function leftovers(path: string): { leasedHunts: number; sending: number } {
  const db = new Database(path);
  try {
    const now = Date.now();
    const leasedHunts = db.query<{ n: number }, [number]>("SELECT count(*) AS n FROM hunts WHERE lease_owner IS NOT NULL AND lease_until > ?").get(now)!.n;
    const sending = db.query<{ n: number }, []>("SELECT count(*) AS n FROM outbox WHERE status = 'sending'").get()!.n;
    return { leasedHunts, sending };
  } finally {
    db.close();
  }
}
