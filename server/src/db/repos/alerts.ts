import type { Db } from "../client.ts";
import { alertHistoryOf, type AlertEntry, type AlertHistoryRow, type AlertInsert, type AlertRow, type AlertsRepo } from "../contracts/index.ts";

/** Alerts fired for hunts (SQLite). */
export function alertsRepo(db: Db): AlertsRepo {
  const c = db.$client;
  const history = c.prepare<AlertHistoryRow, [string]>("SELECT listing_id, price, fingerprint FROM alerts WHERE hunt_id = ? ORDER BY sent_at, id");
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
    async entries(huntId, limit) {
      return entries.all(huntId, limit);
    },
    async history(huntId: string) {
      return alertHistoryOf(history.all(huntId));
    },
    async insert(a: AlertInsert, status: string) {
      c.transaction(() => {
        insert.run({ ...a });
        counters.run(a.sent_at, status, a.hunt_id);
      })();
    },
    async insertMany(rows: readonly { alert: AlertInsert; status: string }[]) {
      c.transaction(() => {
        for (const r of rows) {
          insert.run({ ...r.alert });
          counters.run(r.alert.sent_at, r.status, r.alert.hunt_id);
        }
      })();
    },
    async forHunt(huntId: string, limit: number, offset: number) {
      return list.all(huntId, limit, offset);
    },
  };
}
