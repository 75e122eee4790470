import * as v from "valibot";
import { PAYMENT_RAILS } from "./networks.ts";

/** What happened to one presented payment. */
export const PAYMENT_OUTCOMES = ["settled", "refused", "replayed"] as const;

/** One payment attempt as the ledger sees it: `(payer, nonce)` identifies the authorization. */
export const PaymentAttemptSchema = v.object({
  rail: v.picklist(PAYMENT_RAILS),
  /** Checksummed payer address. */
  payer: v.string(),
  /** The EIP-3009 nonce, lower-case 0x-prefixed 32 bytes. */
  nonce: v.string(),
  /** Atomic units of the asset (USDC: 6 decimals). */
  amount: v.string(),
  /** The resource paid for (its URL path). */
  resource: v.string(),
});
export type PaymentAttempt = v.InferOutput<typeof PaymentAttemptSchema>;

export const PaymentRecordSchema = v.object({
  ...PaymentAttemptSchema.entries,
  outcome: v.picklist(PAYMENT_OUTCOMES),
  /** Why a payment was refused (the verifier's or facilitator's reason). */
  reason: v.optional(v.string()),
  /** Settlement reference (transaction hash) when settled. */
  reference: v.optional(v.string()),
  recorded_at: v.string(),
});
export type PaymentRecord = v.InferOutput<typeof PaymentRecordSchema>;

/**
 * Where payments are remembered. The contract every implementation keeps:
 * - `claim` is atomic: it returns true for the first claim of a `(payer, nonce)` pair, ever, and
 *   false for every later one, even when two claims race. The gate claims after verifying the
 *   signature and BEFORE settling, so one authorization is settled (and its data served) at most once.
 *   A claim is never released, not even when settlement then fails: clients sign a fresh nonce per try.
 * - `record` appends the outcome of a presented payment; it never throws for a duplicate.
 * A SQLite implementation is a table with a unique index on `(payer, nonce)` where `claim` is an
 * `INSERT ... ON CONFLICT DO NOTHING` whose change count says whether it won.
 */
export interface PaymentLedger {
  claim(attempt: PaymentAttempt): boolean | Promise<boolean>;
  record(record: PaymentRecord): void | Promise<void>;
}

/** An in-memory ledger, for tests and `local` mode; `records()` lists what was recorded, oldest first. */
export interface MemoryPaymentLedger extends PaymentLedger {
  records(): readonly PaymentRecord[];
}

/**
 * Creates an in-memory payment ledger.
 *
 * @example
 * const ledger = createMemoryLedger();
 * ledger.claim({ rail: "x402", payer, nonce, amount: "10000", resource: "/api/x" }); // true
 * ledger.claim({ rail: "mpp_base", payer, nonce, amount: "10000", resource: "/api/y" }); // false
 */
export function createMemoryLedger(): MemoryPaymentLedger {
  const claimed = new Set<string>();
  const records: PaymentRecord[] = [];
  return {
    claim(attempt) {
      // Synchronous check-and-set: nothing can interleave between has() and add() in one JS turn.
      const key = `${attempt.payer.toLowerCase()}:${attempt.nonce.toLowerCase()}`;
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
    record(record) {
      records.push(record);
    },
    records: () => records,
  };
}
