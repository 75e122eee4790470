import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { AlertMessage } from "../../notify/types.ts";
import type { Db } from "../client.ts";
import * as schema from "../schema/index.ts";
import { alerts, channels, listings, outbox } from "../schema/index.ts";

export type OutboxRow = Omit<typeof outbox.$inferSelect, "payload"> & { payload: AlertMessage };
export type ListingInsert = typeof listings.$inferInsert;
export type AlertInsert = typeof alerts.$inferInsert;

/** The database or a transaction of it: enqueueAlert runs inside the caller's transaction. */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's run-result type differs between the db and its transactions.
export type DbOrTx = BaseSQLiteDatabase<"sync", any, typeof schema>;

/** What the scan pipeline hands over when it records an alert. */
export interface EnqueueAlertInput {
  alert_id: string;
  user_id: string;
  /** The message; `click_url` is replaced per channel by a tracked link when sent. */
  payload: AlertMessage;
  /** Epoch ms; defaults to now. */
  now?: number;
}

/**
 * Queue an alert for every enabled channel of its user: one outbox row each. Synchronous, so
 * it runs inside the transaction that records the alert (an alert is never stored without its
 * deliveries, nor queued without being stored). Queueing the same alert twice is a no-op.
 * Returns the number of rows queued.
 *
 * @example
 * db.transaction((tx) => {
 *   tx.insert(alerts).values(alertRow).run();
 *   enqueueAlert(tx, { alert_id: alertRow.id, user_id, payload: message });
 * });
 */
export function enqueueAlert(tx: DbOrTx, input: EnqueueAlertInput): number {
  const now = input.now ?? Date.now();
  const targets = tx
    .select({ id: channels.id, type: channels.channel_type })
    .from(channels)
    .where(and(eq(channels.user_id, input.user_id), eq(channels.enabled, true)))
    .all();
  if (targets.length === 0) return 0;
  const rows = targets.map((c) => ({
    id: crypto.randomUUID(),
    alert_id: input.alert_id,
    channel_id: c.id,
    user_id: input.user_id,
    payload: input.payload,
    status: "pending",
    digest: c.type === "email",
    next_attempt_at: now,
    created_at: now,
  }));
  return tx.insert(outbox).values(rows).onConflictDoNothing().returning({ id: outbox.id }).all().length;
}

/** Lease parameters: who, until when, and which digest rows are old enough to send. */
export interface LeaseRequest {
  owner: string;
  now: number;
  leaseMs: number;
  /** Digest rows are sent once their channel's oldest waiting row was queued at or before this. */
  digestCutoff: number;
  /** Instant rows leased per channel (they are sent one after another within the lease). */
  perChannel: number;
  limit: number;
}

/** Outbox storage: the lease, the settling transitions, and reads for tracked links and tests. */
export function outboxRepo(db: Db) {
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

  return {
    /** Lease every due row (pending and due, or sending with an expired lease) and count an attempt. */
    lease(req: LeaseRequest): OutboxRow[] {
      const rows = leaseStmt.all({ owner: req.owner, until: req.now + req.leaseMs, now: req.now, cutoff: req.digestCutoff, perChannel: req.perChannel, limit: req.limit }) as (Omit<OutboxRow, "payload" | "digest"> & { payload: string; digest: number })[];
      return rows.map((r) => ({ ...r, digest: r.digest === 1, payload: JSON.parse(r.payload) as AlertMessage }));
    },

    /**
     * Mark a leased row delivered, count it on the channel and name the channel on the alert,
     * all or nothing. False when the lease was lost (another worker took the row over).
     */
    markDelivered(row: OutboxRow, owner: string, now: number, status: number | null, channelName: string): boolean {
      return db.transaction((tx) => {
        const done = tx.update(outbox).set({ status: "delivered", delivered_at: now, lease_owner: null, lease_until: null, last_status: status, last_error: null }).where(settled(row.id, owner)).returning({ id: outbox.id }).get();
        if (!done) return false;
        tx.update(channels).set({ alerts_sent: sql`${channels.alerts_sent} + 1` }).where(eq(channels.id, row.channel_id)).run();
        tx.update(alerts).set({ channel: channelName }).where(and(eq(alerts.id, row.alert_id), isNull(alerts.channel))).run();
        tx.run(huntAlertStatus(row.alert_id, "delivered"));
        return true;
      });
    },

    /** Put a leased row back for another attempt at `at`. */
    reschedule(row: OutboxRow, owner: string, at: number, status: number | null, error: string): boolean {
      return db.update(outbox).set({ status: "pending", next_attempt_at: at, lease_owner: null, lease_until: null, last_status: status, last_error: error }).where(settled(row.id, owner)).returning({ id: outbox.id }).all().length > 0;
    },

    /** Give up on a leased row. */
    markFailed(row: OutboxRow, owner: string, status: number | null, error: string): boolean {
      return db.transaction((tx) => {
        const done = tx.update(outbox).set({ status: "failed", lease_owner: null, lease_until: null, last_status: status, last_error: error }).where(settled(row.id, owner)).returning({ id: outbox.id }).get();
        if (!done) return false;
        // Failed only once no channel of the alert delivered it and none is still trying.
        const open = tx.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.alert_id, row.alert_id), sql`${outbox.status} <> 'failed'`)).limit(1).get();
        if (!open) tx.run(huntAlertStatus(row.alert_id, "failed"));
        return true;
      });
    },

    /** One row by id (tracked links resolve their token to it). */
    byId(id: string): OutboxRow | null {
      return (db.select().from(outbox).where(eq(outbox.id, id)).get() as OutboxRow | undefined) ?? null;
    },

    /** Every row of an alert, oldest first. */
    forAlert(alertId: string): OutboxRow[] {
      return db.select().from(outbox).where(eq(outbox.alert_id, alertId)).orderBy(asc(outbox.created_at), asc(outbox.id)).all() as OutboxRow[];
    },

    /** Every row, oldest first (operator views and tests). */
    all(): OutboxRow[] {
      return db.select().from(outbox).orderBy(asc(outbox.created_at), asc(outbox.id)).all() as OutboxRow[];
    },

    /** Store a listing (until the scan pipeline's own repository exists, tests seed alerts with this). */
    insertListing(row: ListingInsert): void {
      db.insert(listings).values(row).run();
    },

    /**
     * Record an alert and queue its deliveries in one transaction: the pattern the scan
     * pipeline follows. Returns the number of outbox rows queued.
     */
    recordAlert(row: AlertInsert, userId: string, payload: AlertMessage, now: number): number {
      return db.transaction((tx) => {
        tx.insert(alerts).values(row).run();
        return enqueueAlert(tx, { alert_id: row.id, user_id: userId, payload, now });
      });
    },

    /** The alert's `channel` column (which channel delivered it first). */
    alertChannel(alertId: string): string | null {
      return db.select({ channel: alerts.channel }).from(alerts).where(eq(alerts.id, alertId)).get()?.channel ?? null;
    },
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;

/**
 * The hunt's last_alert_status follows the delivery of its latest alert (an older alert's outcome
 * never overwrites a newer one's): `delivered` once any channel took it, `failed` once all gave up.
 */
function huntAlertStatus(alertId: string, status: "delivered" | "failed") {
  return sql`UPDATE hunts SET last_alert_status = ${status}
    WHERE id = (SELECT hunt_id FROM alerts WHERE id = ${alertId})
      AND last_alert_at = (SELECT sent_at FROM alerts WHERE id = ${alertId})`;
}
