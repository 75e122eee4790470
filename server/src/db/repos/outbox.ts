import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AlertMessage } from "../../notify/types.ts";
import type { Db } from "../client.ts";
import { outboxRowsFor, type EnqueueAlertInput, type OutboxRepo, type OutboxRow } from "../contracts/index.ts";
import { alerts, channels, listings, outbox } from "../schema/index.ts";

/** Delivery outbox (SQLite). */
export function outboxRepo(db: Db): OutboxRepo {
  const atomic = <T>(fn: () => T): T => db.$client.transaction(fn)();
  // One statement: SQLite takes the write lock before the inner SELECT runs, so two workers
  // (threads or processes on one file) can never lease the same row. A digest channel's rows
  // all go together once its oldest waiting row is older than the digest window.
  const leaseStmt = db.$client.prepare(`
    UPDATE outbox SET status = 'sending', lease_owner = $owner, lease_until = $until, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM (
        SELECT id, digest, next_attempt_at, created_at,
               ROW_NUMBER() OVER (PARTITION BY channel_id ORDER BY next_attempt_at, created_at) AS rn
        FROM outbox
        WHERE ((status = 'pending' AND next_attempt_at <= $now) OR (status = 'sending' AND lease_until <= $now))
          AND (digest = 0 OR channel_id IN (
            SELECT channel_id FROM outbox WHERE digest = 1 AND status IN ('pending', 'sending')
            GROUP BY channel_id HAVING min(created_at) <= $cutoff)))
      WHERE digest = 1 OR rn <= $perChannel
      ORDER BY next_attempt_at, created_at LIMIT $limit)
    RETURNING *`);
  const settled = (id: string, owner: string) => and(eq(outbox.id, id), eq(outbox.lease_owner, owner), eq(outbox.status, "sending"));
  const enqueue = (input: EnqueueAlertInput): number => {
    const targets = db
      .select({ id: channels.id, type: channels.channel_type })
      .from(channels)
      .where(and(eq(channels.user_id, input.user_id), eq(channels.enabled, true)))
      .all();
    if (targets.length === 0) return 0;
    return db.insert(outbox).values(outboxRowsFor(targets, input)).onConflictDoNothing().returning({ id: outbox.id }).all().length;
  };

  return {
    async enqueue(input) {
      return enqueue(input);
    },
    async lease(req) {
      const rows = leaseStmt.all({ owner: req.owner, until: req.now + req.leaseMs, now: req.now, cutoff: req.digestCutoff, perChannel: req.perChannel, limit: req.limit }) as (Omit<OutboxRow, "payload" | "digest"> & { payload: string; digest: number })[];
      return rows.map((r) => ({ ...r, digest: r.digest === 1, payload: JSON.parse(r.payload) as AlertMessage }));
    },
    async markDelivered(row, owner, now, status, channelName) {
      return atomic(() => {
        const done = db.update(outbox).set({ status: "delivered", delivered_at: now, lease_owner: null, lease_until: null, last_status: status, last_error: null }).where(settled(row.id, owner)).returning({ id: outbox.id }).get();
        if (!done) return false;
        db.update(channels).set({ alerts_sent: sql`${channels.alerts_sent} + 1` }).where(eq(channels.id, row.channel_id)).run();
        db.update(alerts).set({ channel: channelName }).where(and(eq(alerts.id, row.alert_id), isNull(alerts.channel))).run();
        db.run(huntAlertStatus(row.alert_id, "delivered"));
        return true;
      });
    },
    async reschedule(row, owner, at, status, error) {
      return db.update(outbox).set({ status: "pending", next_attempt_at: at, lease_owner: null, lease_until: null, last_status: status, last_error: error }).where(settled(row.id, owner)).returning({ id: outbox.id }).all().length > 0;
    },
    async markFailed(row, owner, status, error) {
      return atomic(() => {
        const done = db.update(outbox).set({ status: "failed", lease_owner: null, lease_until: null, last_status: status, last_error: error }).where(settled(row.id, owner)).returning({ id: outbox.id }).get();
        if (!done) return false;
        // Failed only once no channel of the alert delivered it and none is still trying.
        const open = db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.alert_id, row.alert_id), sql`${outbox.status} <> 'failed'`)).limit(1).get();
        if (!open) db.run(huntAlertStatus(row.alert_id, "failed"));
        return true;
      });
    },
    async byId(id) {
      return (db.select().from(outbox).where(eq(outbox.id, id)).get() as OutboxRow | undefined) ?? null;
    },
    async forAlert(alertId) {
      return db.select().from(outbox).where(eq(outbox.alert_id, alertId)).orderBy(asc(outbox.created_at), asc(outbox.id)).all() as OutboxRow[];
    },
    async all() {
      return db.select().from(outbox).orderBy(asc(outbox.created_at), asc(outbox.id)).all() as OutboxRow[];
    },
    async insertListing(row) {
      db.insert(listings).values(row).run();
    },
    async recordAlert(row, userId, payload, now) {
      return atomic(() => {
        db.insert(alerts).values(row).run();
        return enqueue({ alert_id: row.id, user_id: userId, payload, now });
      });
    },
    async alertChannel(alertId) {
      return db.select({ channel: alerts.channel }).from(alerts).where(eq(alerts.id, alertId)).get()?.channel ?? null;
    },
  };
}

/**
 * The hunt's last_alert_status follows the delivery of its latest alert (an older alert's outcome
 * never overwrites a newer one's): `delivered` once any channel took it, `failed` once all gave up.
 */
function huntAlertStatus(alertId: string, status: "delivered" | "failed") {
  return sql`UPDATE hunts SET last_alert_status = ${status}
    WHERE id = (SELECT hunt_id FROM alerts WHERE id = ${alertId})
      AND last_alert_at = (SELECT sent_at FROM alerts WHERE id = ${alertId})`;
}
