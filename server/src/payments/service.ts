import type { PaymentsRepo } from "../db/contracts/index.ts";
import type { PaymentsConfig } from "./config.ts";
import { type PaymentFacilitator, facilitatorFor } from "./facilitator.ts";
import { type PaymentGate, createPaymentGate } from "./gate.ts";
import { createLocalFacilitator } from "./local-facilitator.ts";
import type { MemoryToken } from "./memory-token.ts";
import { createStoredLedger } from "./stored-ledger.ts";
import { meteredLedger } from "../metrics/metered-ledger.ts";
import type { Metrics } from "../metrics/metrics.ts";

/** The payment rails as the server runs them. */
export interface PaymentsService {
  config: PaymentsConfig;
  gate: PaymentGate;
  /** The in-memory test token behind `local` mode (null in `remote` mode): tests read balances from it. */
  token: MemoryToken | null;
}

/**
 * Builds the gate over the stored ledger and the facilitator the configuration names (the
 * in-process one over an in-memory token in `local` mode).
 *
 * @example
 * const payments = createPaymentsService({ config: parsePaymentsEnv(process.env)!, repo: repos.payments, realm: "rackhunt" });
 * const result = await payments.gate.handle(request, { url, description });
 */
export function createPaymentsService(options: { config: PaymentsConfig; repo: PaymentsRepo; realm: string; now?: () => number; metrics?: Metrics }): PaymentsService {
  const { config } = options;
  let facilitator: PaymentFacilitator;
  let token: MemoryToken | null = null;
  if (config.mode === "local") {
    const local = createLocalFacilitator({ network: config.network });
    facilitator = local.facilitator;
    token = local.token;
  } else {
    facilitator = facilitatorFor(config);
  }
  const ledger = meteredLedger(createStoredLedger(options.repo, options.now), options.metrics);
  return { config, gate: createPaymentGate({ config, ledger, facilitator, realm: options.realm }), token };
}
