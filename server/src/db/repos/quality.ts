import type { Db } from "../client.ts";
import type { FeedbackRow, LabelledAlert, QualityRepo, RealizedSaleRow, ResultAlert } from "../contracts/index.ts";

/** Feedback on alerts and realized sales (SQLite). */
export function qualityRepo(db: Db): QualityRepo {
  const c = db.$client;
  // The alert row is matched on its hunt and that hunt's owner: an account labels only its own alerts.
  const put = c.prepare(
    `INSERT INTO alert_feedback (alert_id, user_id, label, reason, via, updated_at)
     SELECT a.id, h.user_id, $label, $reason, $via, $now FROM alerts a JOIN hunts h ON h.id = a.hunt_id
     WHERE a.id = $alert_id AND a.hunt_id = $hunt_id AND h.user_id = $user_id
     ON CONFLICT (alert_id, user_id) DO UPDATE SET label = excluded.label, reason = excluded.reason, via = excluded.via, updated_at = excluded.updated_at`,
  );
  const ofHunt = c.prepare<FeedbackRow, [string, string]>(
    `SELECT f.alert_id, f.label, f.reason, f.via, f.updated_at FROM alert_feedback f JOIN alerts a ON a.id = f.alert_id
     WHERE f.user_id = ? AND a.hunt_id = ?`,
  );
  const ofResult = c.prepare<ResultAlert, [string, string]>(
    `SELECT a.id AS alert_id, a.hunt_id, f.label, f.reason FROM alerts a JOIN hunts h ON h.id = a.hunt_id
     LEFT JOIN alert_feedback f ON f.alert_id = a.id AND f.user_id = h.user_id
     WHERE a.result_id = ? AND h.user_id = ?`,
  );
  const spend = c.prepare("INSERT INTO feedback_links_spent (link_id, spent_at) VALUES (?, ?) ON CONFLICT (link_id) DO NOTHING");
  const sale = c.prepare(
    `INSERT INTO realized_sales (listing_id, source, category, condition, judged_median, sold_price, sold_at)
     VALUES ($listing_id, $source, $category, $condition, $judged_median, $sold_price, $sold_at) ON CONFLICT (listing_id) DO NOTHING`,
  );
  const labels = c.prepare<LabelledAlert, [number]>(
    `SELECT f.label, l.category, l.source FROM alert_feedback f JOIN alerts a ON a.id = f.alert_id JOIN listings l ON l.id = a.listing_id
     WHERE f.updated_at >= ?`,
  );
  const sales = c.prepare<RealizedSaleRow, [number]>("SELECT * FROM realized_sales WHERE sold_at >= ?");
  return {
    async setFeedback(w) {
      return put.run({ alert_id: w.alert_id, hunt_id: w.hunt_id, user_id: w.user_id, label: w.label, reason: w.reason, via: w.via, now: w.now }).changes === 1;
    },
    async feedbackForHunt(userId, huntId) {
      return ofHunt.all(userId, huntId);
    },
    async alertOfResult(userId, resultId) {
      return ofResult.get(resultId, userId) ?? null;
    },
    async spendLink(linkId, now) {
      return spend.run(linkId, now).changes === 1;
    },
    async recordSales(rows) {
      c.transaction(() => {
        for (const r of rows) sale.run({ ...r });
      })();
    },
    async labelsSince(since) {
      return labels.all(since);
    },
    async salesSince(since) {
      return sales.all(since);
    },
  };
}
