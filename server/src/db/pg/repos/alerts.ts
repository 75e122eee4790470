import { recordset } from "../recordset.ts";
import { asc, desc, eq, sql } from "drizzle-orm";
import { alertHistoryOf, type AlertsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { alerts, hunts, listings, scanResults } from "../schema.ts";

/** Alerts fired for hunts (PostgreSQL). */
export function pgAlertsRepo(db: Pg): AlertsRepo {
  return {
    async entries(huntId, limit) {
      return db
        .select({
          id: alerts.id, sent_at: alerts.sent_at, action: alerts.action, score: alerts.score, price: alerts.price, channel: alerts.channel,
          title: listings.title, url: listings.url, source: listings.source, reasons: scanResults.reasons,
        })
        .from(alerts)
        .innerJoin(listings, eq(listings.id, alerts.listing_id))
        .leftJoin(scanResults, eq(scanResults.id, alerts.result_id))
        .where(eq(alerts.hunt_id, huntId))
        .orderBy(desc(alerts.sent_at), desc(alerts.id))
        .limit(limit);
    },
    async history(huntId) {
      return alertHistoryOf(await db.select({ listing_id: alerts.listing_id, price: alerts.price, fingerprint: alerts.fingerprint }).from(alerts).where(eq(alerts.hunt_id, huntId)).orderBy(asc(alerts.sent_at), asc(alerts.id)));
    },
    async insert(a, status) {
      await db.transaction(async (tx) => {
        await tx.insert(alerts).values(a);
        await tx.update(hunts).set({ alert_count: sql`${hunts.alert_count} + 1`, last_alert_at: a.sent_at, last_alert_status: status }).where(eq(hunts.id, a.hunt_id));
      });
    },
    async insertMany(rows) {
      if (rows.length === 0) return;
      // Per hunt: how many, and its last alert's time and status (rows are in order).
      const perHunt = new Map<string, { n: number; at: number; status: string }>();
      for (const r of rows) {
        const h = perHunt.get(r.alert.hunt_id);
        perHunt.set(r.alert.hunt_id, { n: (h?.n ?? 0) + 1, at: r.alert.sent_at, status: r.status });
      }
      const counters = [...perHunt].map(([hunt_id, h]) => ({ hunt_id, n: h.n, at: h.at, status: h.status }));
      await db.transaction(async (tx) => {
        // In slices: a statement takes at most 65,535 parameters.
        for (let i = 0; i < rows.length; i += 2_000) await tx.insert(alerts).values(rows.slice(i, i + 2_000).map((r) => r.alert));
        await tx.execute(sql`UPDATE hunts h SET alert_count = h.alert_count + x.n, last_alert_at = x.at, last_alert_status = x.status
          FROM ${recordset(counters, { hunt_id: "text", n: "integer", at: "bigint", status: "text" })} WHERE h.id = x.hunt_id`);
      });
    },
    async forHunt(huntId, limit, offset) {
      return db
        .select({ id: alerts.id, listing_id: alerts.listing_id, hunt_id: alerts.hunt_id, channel: alerts.channel, action: alerts.action, score: alerts.score, sent_at: alerts.sent_at })
        .from(alerts)
        .where(eq(alerts.hunt_id, huntId))
        .orderBy(desc(alerts.sent_at), desc(alerts.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
