import type { PaymentLedger } from "../payments/ledger.ts";
import type { Metrics } from "./metrics.ts";

/**
 * A payment ledger that also counts each recorded outcome by rail: every settled, refused or
 * replayed attempt passes through `record`, so wrapping the ledger meters payments without a
 * hook inside the settle path. Counted after the write, so a failed write counts nothing.
 * @example
 * createPaymentGate({ ...options, ledger: meteredLedger(ledger, services.metrics) });
 */
export function meteredLedger<L extends PaymentLedger>(ledger: L, metrics: Metrics | undefined): L {
  if (!metrics) return ledger;
  return Object.assign(Object.create(ledger) as L, {
    claim: ledger.claim.bind(ledger),
    async record(record: Parameters<PaymentLedger["record"]>[0]) {
      await ledger.record(record);
      metrics.payment(record.rail, record.outcome);
    },
  });
}
