import type { PaymentsRepo } from "../db/contracts/index.ts";
import type { PaymentLedger } from "./ledger.ts";

/**
 * The PaymentLedger over the `payments` table: `claim` is one INSERT that does nothing when the
 * `(payer, nonce)` pair exists, so it is atomic across requests (and across processes and
 * servers sharing the database). Each authorization keeps one row: `claimed`, then `settled` or `refused`; a replay leaves
 * the row's outcome alone. The verifier's reason is not stored (the table has no column for it).
 *
 * @example
 * const ledger = createStoredLedger(repos.payments);
 * createPaymentGate({ config, ledger });
 */
export function createStoredLedger(repo: PaymentsRepo, now: () => number = Date.now): PaymentLedger {
  return {
    claim: (attempt) => repo.claim({ ...attempt, at: now() }),
    record: (record) => repo.record({ ...record, transaction: record.reference ?? null, at: now() }),
  };
}
