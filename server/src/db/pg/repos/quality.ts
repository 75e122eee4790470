import { sql } from "drizzle-orm";
import type { FeedbackRow, LabelledAlert, QualityRepo, RealizedSaleRow, ResultAlert } from "../../contracts/index.ts";
import { num, type Pg } from "../db.ts";
import { recordset } from "../recordset.ts";

/** Feedback on alerts and realized sales (PostgreSQL). */
export function pgQualityRepo(db: Pg): QualityRepo {
  return {
    async setFeedback(w) {
      // The alert row is matched on its hunt and that hunt's owner: an account labels only its own alerts.
      const stored = await db.execute<{ alert_id: string }>(sql`
        INSERT INTO alert_feedback (alert_id, user_id, label, reason, via, updated_at)
        SELECT a.id, h.user_id, ${w.label}, ${w.reason}, ${w.via}, ${w.now} FROM alerts a JOIN hunts h ON h.id = a.hunt_id
        WHERE a.id = ${w.alert_id} AND a.hunt_id = ${w.hunt_id} AND h.user_id = ${w.user_id}
        ON CONFLICT (alert_id, user_id) DO UPDATE SET label = excluded.label, reason = excluded.reason, via = excluded.via, updated_at = excluded.updated_at
        RETURNING alert_id`);
      return stored.length === 1;
    },
    async feedbackForHunt(userId, huntId) {
      const rows = await db.execute<FeedbackRow & Record<string, unknown>>(sql`
        SELECT f.alert_id, f.label, f.reason, f.via, f.updated_at FROM alert_feedback f JOIN alerts a ON a.id = f.alert_id
        WHERE f.user_id = ${userId} AND a.hunt_id = ${huntId}`);
      return rows.map((r): FeedbackRow => ({ alert_id: r.alert_id, label: r.label, reason: r.reason, via: r.via, updated_at: num(r.updated_at) }));
    },
    async alertOfResult(userId, resultId) {
      const [row] = await db.execute<ResultAlert & Record<string, unknown>>(sql`
        SELECT a.id AS alert_id, a.hunt_id, f.label, f.reason FROM alerts a JOIN hunts h ON h.id = a.hunt_id
        LEFT JOIN alert_feedback f ON f.alert_id = a.id AND f.user_id = h.user_id
        WHERE a.result_id = ${resultId} AND h.user_id = ${userId}`);
      return row ? { alert_id: row.alert_id, hunt_id: row.hunt_id, label: row.label, reason: row.reason } : null;
    },
    async spendLink(linkId, now) {
      const spent = await db.execute<{ link_id: string }>(sql`
        INSERT INTO feedback_links_spent (link_id, spent_at) VALUES (${linkId}, ${now}) ON CONFLICT (link_id) DO NOTHING RETURNING link_id`);
      return spent.length === 1;
    },
    async recordSales(rows) {
      if (rows.length === 0) return;
      const input = recordset(rows, { listing_id: "text", source: "text", category: "text", condition: "text", judged_median: "float8", sold_price: "float8", sold_at: "bigint" });
      await db.execute(sql`
        INSERT INTO realized_sales (listing_id, source, category, condition, judged_median, sold_price, sold_at)
        SELECT listing_id, source, category, condition, judged_median, sold_price, sold_at FROM ${input} ORDER BY ord
        ON CONFLICT (listing_id) DO NOTHING`);
    },
    async labelsSince(since) {
      const rows = await db.execute<LabelledAlert & Record<string, unknown>>(sql`
        SELECT f.label, l.category, l.source FROM alert_feedback f JOIN alerts a ON a.id = f.alert_id JOIN listings l ON l.id = a.listing_id
        WHERE f.updated_at >= ${since}`);
      return rows.map((r): LabelledAlert => ({ label: r.label, category: r.category, source: r.source }));
    },
    async salesSince(since) {
      const rows = await db.execute<RealizedSaleRow & Record<string, unknown>>(sql`SELECT * FROM realized_sales WHERE sold_at >= ${since}`);
      return rows.map((r): RealizedSaleRow => ({ listing_id: r.listing_id, source: r.source, category: r.category, condition: r.condition, judged_median: num(r.judged_median), sold_price: num(r.sold_price), sold_at: num(r.sold_at) }));
    },
  };
}
