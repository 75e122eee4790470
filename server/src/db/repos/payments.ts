import type { Db } from "../client.ts";
import { paymentKey, type PaymentRow, type PaymentWrite, type PaymentsRepo } from "../contracts/index.ts";

/**
 * The payments table and the public daily quota (SQLite). A claim is one INSERT that does
 * nothing on conflict, so of two racing claims exactly one changes a row.
 */
export function paymentsRepo(db: Db): PaymentsRepo {
  const c = db.$client;
  const claim = c.prepare(
    `INSERT INTO payments (id, rail, payer, nonce, amount, resource, outcome, "transaction", created_at, updated_at)
     VALUES ($id, $rail, $payer, $nonce, $amount, $resource, 'claimed', NULL, $at, $at)
     ON CONFLICT (payer, nonce) DO NOTHING`,
  );
  // A claimed row takes its final outcome; `settled` always wins (money moved). Any other
  // outcome never overwrites a row it did not claim, so a replay cannot hide a settlement.
  const record = c.prepare(
    `INSERT INTO payments (id, rail, payer, nonce, amount, resource, outcome, "transaction", created_at, updated_at)
     VALUES ($id, $rail, $payer, $nonce, $amount, $resource, $outcome, $transaction, $at, $at)
     ON CONFLICT (payer, nonce) DO UPDATE SET outcome = excluded.outcome, "transaction" = excluded."transaction", updated_at = excluded.updated_at
     WHERE payments.outcome = 'claimed' OR excluded.outcome = 'settled'`,
  );
  const touch = c.prepare("UPDATE payments SET updated_at = ? WHERE payer = ? AND nonce = ?");
  const recent = c.prepare<PaymentRow, [number]>(
    `SELECT id, rail, payer, nonce, amount, resource, outcome, "transaction", created_at, updated_at FROM payments ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  const bump = c.prepare<{ count: number }, [string, string]>(
    "INSERT INTO public_quota (ip, day, count) VALUES (?, ?, 1) ON CONFLICT (ip, day) DO UPDATE SET count = count + 1 RETURNING count",
  );
  const prune = c.prepare("DELETE FROM public_quota WHERE day < ?");
  const params = (w: PaymentWrite) => ({
    id: crypto.randomUUID(),
    rail: w.rail,
    ...paymentKey(w),
    amount: w.amount,
    resource: w.resource,
    at: w.at,
  });

  return {
    async claim(w: Omit<PaymentWrite, "outcome">) {
      return claim.run(params({ ...w, outcome: "claimed" })).changes === 1;
    },
    async record(w: PaymentWrite) {
      const p = params(w);
      if (w.outcome === "replayed") {
        // The unique pair keeps one row per authorization; a replay must not alter its outcome.
        const changed = touch.run(w.at, p.payer, p.nonce).changes;
        if (changed === 0) record.run({ ...p, outcome: "replayed", transaction: null });
        return;
      }
      record.run({ ...p, outcome: w.outcome, transaction: w.transaction ?? null });
    },
    async recent(limit = 100) {
      return recent.all(limit);
    },
    async countPublicRequest(ip: string, day: string) {
      return bump.get(ip, day)?.count ?? 1;
    },
    async prunePublicQuota(day: string) {
      prune.run(day);
    },
  };
}
