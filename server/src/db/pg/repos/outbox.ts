import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AlertMessage } from "../../../notify/types.ts";
import { outboxRowsFor, type EnqueueAlertInput, type OutboxRepo, type OutboxRow } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { alerts, channels, listings, outbox } from "../schema.ts";

/** Delivery outbox (PostgreSQL). Due rows are leased with FOR UPDATE SKIP LOCKED. */
export function pgOutboxRepo(db: Pg): OutboxRepo {
  const settled = (id: string, owner: string) => and(eq(outbox.id, id), eq(outbox.lease_owner, owner), eq(outbox.status, "sending"));
  const asRow = (r: typeof outbox.$inferSelect): OutboxRow => ({ ...r, payload: r.payload as AlertMessage });
  const enqueue = async (tx: Pg, input: EnqueueAlertInput): Promise<number> => {
    const targets = await tx.select({ id: channels.id, type: channels.channel_type }).from(channels).where(and(eq(channels.user_id, input.user_id), eq(channels.enabled, true)));
    if (targets.length === 0) return 0;
    return (await tx.insert(outbox).values(outboxRowsFor(targets, input)).onConflictDoNothing().returning({ id: outbox.id })).length;
  };

  return {
    enqueue: (input) => enqueue(db, input),
    async lease(req) {
      // Candidates as SQLite picks them (per channel, in order; a digest channel's rows together once due),
      // then locked with SKIP LOCKED, the due condition checked again on the locked rows.
      const due = sql`((status = 'pending' AND next_attempt_at <= ${req.now}) OR (status = 'sending' AND lease_until <= ${req.now}))`;
      const rows = await db
        .update(outbox)
        .set({ status: "sending", lease_owner: req.owner, lease_until: req.now + req.leaseMs, attempts: sql`${outbox.attempts} + 1` })
        // ARRAY(...) is an init plan: the locking subquery runs once, never re-run per row.
        .where(sql`${outbox.id} = ANY(ARRAY(
          SELECT id FROM outbox WHERE id IN (
            SELECT id FROM (
              SELECT id, digest, ROW_NUMBER() OVER (PARTITION BY channel_id ORDER BY next_attempt_at, created_at) AS rn
              FROM outbox
              WHERE ${due}
                AND (NOT digest OR channel_id IN (
                  SELECT channel_id FROM outbox WHERE digest AND status IN ('pending', 'sending')
                  GROUP BY channel_id HAVING min(created_at) <= ${req.digestCutoff}))) c
            WHERE digest OR rn <= ${req.perChannel})
          AND ${due}
          ORDER BY next_attempt_at, created_at LIMIT ${req.limit}
          FOR UPDATE SKIP LOCKED))`)
        .returning();
      // In the order they were picked, as SQLite hands them out (a channel's rows are sent in this order).
      return rows.map(asRow).sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.created_at - b.created_at);
    },
    async markDelivered(row, owner, now, status, channelName) {
      return db.transaction(async (tx) => {
        const done = await tx.update(outbox).set({ status: "delivered", delivered_at: now, lease_owner: null, lease_until: null, last_status: status, last_error: null }).where(settled(row.id, owner)).returning({ id: outbox.id });
        if (done.length === 0) return false;
        await tx.update(channels).set({ alerts_sent: sql`${channels.alerts_sent} + 1` }).where(eq(channels.id, row.channel_id));
        await tx.update(alerts).set({ channel: channelName }).where(and(eq(alerts.id, row.alert_id), isNull(alerts.channel)));
        await tx.execute(huntAlertStatus(row.alert_id, "delivered"));
        return true;
      });
    },
    async reschedule(row, owner, at, status, error) {
      return (await db.update(outbox).set({ status: "pending", next_attempt_at: at, lease_owner: null, lease_until: null, last_status: status, last_error: error }).where(settled(row.id, owner)).returning({ id: outbox.id })).length > 0;
    },
    async markFailed(row, owner, status, error) {
      return db.transaction(async (tx) => {
        const done = await tx.update(outbox).set({ status: "failed", lease_owner: null, lease_until: null, last_status: status, last_error: error }).where(settled(row.id, owner)).returning({ id: outbox.id });
        if (done.length === 0) return false;
        // Failed only once no channel of the alert delivered it and none is still trying.
        const open = await tx.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.alert_id, row.alert_id), sql`${outbox.status} <> 'failed'`)).limit(1);
        if (open.length === 0) await tx.execute(huntAlertStatus(row.alert_id, "failed"));
        return true;
      });
    },
    async byId(id) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ? asRow(row) : null;
    },
    async forAlert(alertId) {
      return (await db.select().from(outbox).where(eq(outbox.alert_id, alertId)).orderBy(asc(outbox.created_at), asc(outbox.id))).map(asRow);
    },
    async all() {
      return (await db.select().from(outbox).orderBy(asc(outbox.created_at), asc(outbox.id))).map(asRow);
    },
    async insertListing(row) {
      await db.insert(listings).values(row);
    },
    async recordAlert(row, userId, payload, now) {
      return db.transaction(async (tx) => {
        await tx.insert(alerts).values(row);
        return enqueue(tx, { alert_id: row.id, user_id: userId, payload, now });
      });
    },
    async alertChannel(alertId) {
      const [row] = await db.select({ channel: alerts.channel }).from(alerts).where(eq(alerts.id, alertId));
      return row?.channel ?? null;
    },
  };
}

/** The hunt's last_alert_status follows the delivery of its latest alert (see db/repos/outbox.ts). */
function huntAlertStatus(alertId: string, status: "delivered" | "failed") {
  return sql`UPDATE hunts SET last_alert_status = ${status}
    WHERE id = (SELECT hunt_id FROM alerts WHERE id = ${alertId})
      AND last_alert_at = (SELECT sent_at FROM alerts WHERE id = ${alertId})`;
}
