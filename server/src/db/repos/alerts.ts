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

/** An alert with what a reader of the hunt's feed needs: the listing and the reasons. */
export interface AlertEntry {
  id: string;
  sent_at: number;
  action: string | null;
  score: number | null;
  price: number | null;
  channel: string | null;
  title: string | null;
  url: string | null;
  source: string;
  /** JSON array of the scoring reasons. */
  reasons: string | null;
}

/** What the alert rules need to know of a hunt's past alerts. */
export interface AlertHistory {
  /** Price of the latest alert for this listing; undefined when none was ever fired. */
  lastAlertPrice(listingId: string): number | null | undefined;
  /** Whether another listing with this item fingerprint already alerted. */
  crossPosted(fingerprint: string, listingId: string): boolean;
  /** Remember an alert fired during this scan. */
  add(listingId: string, price: number | null, fingerprint: string | null): void;
}

/** Alerts fired for hunts; the alert rules read their history here. */
export function alertsRepo(db: Db) {
  const c = db.$client;
  const history = c.prepare<{ listing_id: string; price: number | null; fingerprint: string | null }, [string]>(
    "SELECT listing_id, price, fingerprint FROM alerts WHERE hunt_id = ? ORDER BY sent_at, id",
  );
  const insert = c.prepare(
    `INSERT INTO alerts (id, hunt_id, listing_id, result_id, action, score, price, fingerprint, sent_at)
     VALUES ($id, $hunt_id, $listing_id, $result_id, $action, $score, $price, $fingerprint, $sent_at)`,
  );
  const counters = c.prepare("UPDATE hunts SET alert_count = alert_count + 1, last_alert_at = ?, last_alert_status = ? WHERE id = ?");
  const list = c.prepare<AlertRow, [string, number, number]>(
    "SELECT id, listing_id, hunt_id, channel, action, score, sent_at FROM alerts WHERE hunt_id = ? ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?",
  );
  const entries = c.prepare<AlertEntry, [string, number]>(
    `SELECT a.id, a.sent_at, a.action, a.score, a.price, a.channel, l.title, l.url, l.source, r.reasons
     FROM alerts a JOIN listings l ON l.id = a.listing_id LEFT JOIN scan_results r ON r.id = a.result_id
     WHERE a.hunt_id = ? ORDER BY a.sent_at DESC, a.id DESC LIMIT ?`,
  );
  return {
    /** A hunt's newest alerts with their listing and reasons (its Atom feed). */
    entries(huntId: string, limit: number): AlertEntry[] {
      return entries.all(huntId, limit);
    },

    /** A hunt's alert history in one read: latest alerted price per listing, and fingerprints alerted. */
    history(huntId: string): AlertHistory {
      const latest = new Map<string, number | null>();
      const fingerprints = new Map<string, string>();
      for (const row of history.all(huntId)) {
        latest.set(row.listing_id, row.price);
        if (row.fingerprint && !fingerprints.has(row.fingerprint)) fingerprints.set(row.fingerprint, row.listing_id);
      }
      return {
        lastAlertPrice: (listingId) => (latest.has(listingId) ? latest.get(listingId)! : undefined),
        crossPosted: (fp, listingId) => {
          const first = fingerprints.get(fp);
          return first !== undefined && first !== listingId;
        },
        add(listingId, price, fp) {
          latest.set(listingId, price);
          if (fp && !fingerprints.has(fp)) fingerprints.set(fp, listingId);
        },
      };
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
