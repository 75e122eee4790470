import type { Db } from "../client.ts";

export interface AlertInsert {
  id: string;
  hunt_id: string;
  listing_id: string;
  result_id: string;
  action: string;
  score: number;
  price: number | null;
  fingerprint: string | null;
  sent_at: number;
}

export interface AlertRow {
  id: string;
  listing_id: string;
  hunt_id: string;
  channel: string | null;
  action: string | null;
  score: number | null;
  sent_at: number;
}

/** Alerts fired for hunts; the alert rules read their history here. */
export function alertsRepo(db: Db) {
  const c = db.$client;
  const last = c.prepare<{ price: number | null }, [string, string]>(
    "SELECT price FROM alerts WHERE hunt_id = ? AND listing_id = ? ORDER BY sent_at DESC, id DESC LIMIT 1",
  );
  const byFingerprint = c.prepare<{ listing_id: string }, [string, string, string]>(
    "SELECT listing_id FROM alerts WHERE hunt_id = ? AND fingerprint = ? AND listing_id <> ? LIMIT 1",
  );
  const insert = c.prepare(
    `INSERT INTO alerts (id, hunt_id, listing_id, result_id, action, score, price, fingerprint, sent_at)
     VALUES ($id, $hunt_id, $listing_id, $result_id, $action, $score, $price, $fingerprint, $sent_at)`,
  );
  const counters = c.prepare("UPDATE hunts SET alert_count = alert_count + 1, last_alert_at = ?, last_alert_status = ? WHERE id = ?");
  const list = c.prepare<AlertRow, [string, number, number]>(
    "SELECT id, listing_id, hunt_id, channel, action, score, sent_at FROM alerts WHERE hunt_id = ? ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?",
  );
  return {
    /** Price of the latest alert for this hunt and listing; undefined when none was ever fired. */
    lastAlertPrice(huntId: string, listingId: string): number | null | undefined {
      const row = last.get(huntId, listingId);
      return row ? row.price : undefined;
    },

    /** Whether another listing with the same item fingerprint already alerted this hunt. */
    crossPosted(huntId: string, fingerprint: string, listingId: string): boolean {
      return byFingerprint.get(huntId, fingerprint, listingId) !== null;
    },

    /** Record an alert and bump the hunt's counters (sync, in the scan transaction). */
    insert(a: AlertInsert, status: string): void {
      insert.run({ ...a });
      counters.run(a.sent_at, status, a.hunt_id);
    },

    forHunt(huntId: string, limit: number, offset: number): AlertRow[] {
      return list.all(huntId, limit, offset);
    },
  };
}
export type AlertsRepo = ReturnType<typeof alertsRepo>;
