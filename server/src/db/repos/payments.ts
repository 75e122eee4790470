import type { Db } from "../client.ts";

/** A stored payment: one row per `(payer, nonce)`. Times are epoch ms. */
export interface PaymentRow {
  id: string;
  rail: string;
  payer: string;
  nonce: string;
  amount: string;
  resource: string;
  /** `claimed` while settlement runs, then `settled` or `refused`; `replayed` rows never exist (see record). */
  outcome: string;
  transaction: string | null;
  created_at: number;
  updated_at: number;
}

/** What one payment attempt writes. */
export interface PaymentWrite {
  rail: string;
  payer: string;
  nonce: string;
  amount: string;
  resource: string;
  outcome: string;
  transaction?: string | null;
  at: number;
}

/**
 * The payments table (unique `(payer, nonce)`) and the per-IP daily public quota. A claim is one
 * INSERT that does nothing on conflict, so of two racing claims exactly one changes a row.
 */
export function paymentsRepo(db: Db) {
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
    payer: canonicalPayer(w.payer),
    nonce: w.nonce.toLowerCase(),
    amount: w.amount,
    resource: w.resource,
    at: w.at,
  });

  return {
    /** True for the first claim of `(payer, nonce)` ever; false for every later one. */
    claim(w: Omit<PaymentWrite, "outcome">): boolean {
      return claim.run(params({ ...w, outcome: "claimed" })).changes === 1;
    },
    /** Store an outcome; a `replayed` one only refreshes the original row's `updated_at`. */
    record(w: PaymentWrite): void {
      const p = params(w);
      if (w.outcome === "replayed") {
        // The unique pair keeps one row per authorization; a replay must not alter its outcome.
        const changed = touch.run(w.at, p.payer, p.nonce).changes;
        if (changed === 0) record.run({ ...p, outcome: "replayed", transaction: null });
        return;
      }
      record.run({ ...p, outcome: w.outcome, transaction: w.transaction ?? null });
    },
    /** The latest payments, newest first. */
    recent(limit = 100): PaymentRow[] {
      return recent.all(limit);
    },
    /** Count one public request of `ip` on `day` (YYYY-MM-DD) and return the day's count so far. */
    countPublicRequest(ip: string, day: string): number {
      return bump.get(ip, day)?.count ?? 1;
    },
    /** Forget quota counts of days before `day`. */
    prunePublicQuota(day: string): void {
      prune.run(day);
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;

// --- Internal helpers ---

/** Checksummed when it is an address, so the unique pair ignores letter case. */
function canonicalPayer(payer: string): string {
  try {
    // viem loads only when a payment is recorded: a server without payments never needs it.
    const { getAddress } = require("viem") as typeof import("viem");
    return getAddress(payer);
  } catch {
    return payer.toLowerCase();
  }
}
