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
export interface PaymentWrite extends Pick<PaymentRow, "rail" | "payer" | "nonce" | "amount" | "resource" | "outcome"> {
  transaction?: string | null;
  at: number;
}

/**
 * The payments table (unique `(payer, nonce)`) and the per-IP daily public quota. Of two racing
 * claims of one pair, in one process or on two servers, exactly one wins.
 */
export interface PaymentsRepo {
  /** True for the first claim of `(payer, nonce)` ever; false for every later one. */
  claim(w: Omit<PaymentWrite, "outcome">): Promise<boolean>;
  /** Store an outcome; a `replayed` one only refreshes the original row's `updated_at`; `settled` always wins. */
  record(w: PaymentWrite): Promise<void>;
  /** The latest payments, newest first. */
  recent(limit?: number): Promise<PaymentRow[]>;
  /** Count one public request of `ip` on `day` (YYYY-MM-DD) and return the day's count so far. */
  countPublicRequest(ip: string, day: string): Promise<number>;
  /** Forget quota counts of days before `day`. */
  prunePublicQuota(day: string): Promise<void>;
}

/** The health probe: whether the database still takes a write (disk full, read-only, locked). */
export interface HealthRepo {
  /** Commit one small write; null when it went through, else the database's reason. */
  writeProblem(now: number): Promise<string | null>;
}

/** The `(payer, nonce)` pair as stored, so letter case never makes a second claim. */
export function paymentKey(w: Pick<PaymentWrite, "payer" | "nonce">): { payer: string; nonce: string } {
  return { payer: canonicalPayer(w.payer), nonce: w.nonce.toLowerCase() };
}

/** The payer as the unique pair stores it: checksummed when it is an address, so letter case is ignored. */
export function canonicalPayer(payer: string): string {
  try {
    // viem loads only when a payment is recorded: a server without payments never needs it.
    const { getAddress } = require("viem") as typeof import("viem");
    return getAddress(payer);
  } catch {
    return payer.toLowerCase();
  }
}
