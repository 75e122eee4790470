import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { paymentKey, type PaymentsRepo, type PaymentWrite } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { payments, publicQuota } from "../schema.ts";

/**
 * The payments table and the public daily quota (PostgreSQL). A claim is one INSERT that does
 * nothing on conflict, so of two racing claims, on one server or two, exactly one inserts.
 */
export function pgPaymentsRepo(db: Pg): PaymentsRepo {
  const params = (w: Omit<PaymentWrite, "outcome">) => ({
    id: crypto.randomUUID(),
    rail: w.rail,
    ...paymentKey(w),
    amount: w.amount,
    resource: w.resource,
    created_at: w.at,
    updated_at: w.at,
  });
  return {
    async claim(w) {
      const rows = await db.insert(payments).values({ ...params(w), outcome: "claimed", transaction: null }).onConflictDoNothing({ target: [payments.payer, payments.nonce] }).returning({ id: payments.id });
      return rows.length === 1;
    },
    async record(w) {
      const p = params(w);
      if (w.outcome === "replayed") {
        // The unique pair keeps one row per authorization; a replay must not alter its outcome.
        const touched = await db.update(payments).set({ updated_at: w.at }).where(and(eq(payments.payer, p.payer), eq(payments.nonce, p.nonce))).returning({ id: payments.id });
        if (touched.length === 0) await db.insert(payments).values({ ...p, outcome: "replayed", transaction: null }).onConflictDoNothing({ target: [payments.payer, payments.nonce] });
        return;
      }
      // A claimed row takes its final outcome; `settled` always wins (money moved).
      await db
        .insert(payments)
        .values({ ...p, outcome: w.outcome, transaction: w.transaction ?? null })
        .onConflictDoUpdate({
          target: [payments.payer, payments.nonce],
          set: { outcome: sql`excluded.outcome`, transaction: sql`excluded."transaction"`, updated_at: sql`excluded.updated_at` },
          setWhere: or(eq(payments.outcome, "claimed"), sql`excluded.outcome = 'settled'`),
        });
    },
    async recent(limit = 100) {
      return db
        .select({ id: payments.id, rail: payments.rail, payer: payments.payer, nonce: payments.nonce, amount: payments.amount, resource: payments.resource, outcome: payments.outcome, transaction: payments.transaction, created_at: payments.created_at, updated_at: payments.updated_at })
        .from(payments)
        .orderBy(desc(payments.created_at), desc(payments.seq))
        .limit(limit);
    },
    async countPublicRequest(ip, day) {
      const [row] = await db
        .insert(publicQuota)
        .values({ ip, day, count: 1 })
        .onConflictDoUpdate({ target: [publicQuota.ip, publicQuota.day], set: { count: sql`${publicQuota.count} + 1` } })
        .returning({ count: publicQuota.count });
      return row?.count ?? 1;
    },
    async prunePublicQuota(day) {
      await db.delete(publicQuota).where(lt(publicQuota.day, day));
    },
  };
}
