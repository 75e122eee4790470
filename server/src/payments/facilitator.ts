import { HTTPFacilitatorClient } from "@x402/core/server";
import type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse } from "@x402/core/types";
import type { PaymentsConfig } from "./config.ts";
import { createLocalFacilitator } from "./local-facilitator.ts";

/**
 * What the gate needs from a facilitator: the x402 facilitator client interface. Both the
 * official in-process `x402Facilitator` and `HTTPFacilitatorClient` (remote) satisfy it.
 */
export interface PaymentFacilitator {
  verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse>;
  settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse>;
}

/**
 * The facilitator a configuration asks for: the in-process one over an in-memory token in
 * `local` mode, the x402 facilitator HTTP API at `facilitator_url` in `remote` mode.
 *
 * @example
 * const facilitator = facilitatorFor(parsePaymentsEnv(process.env)!);
 */
export function facilitatorFor(config: PaymentsConfig): PaymentFacilitator {
  if (config.mode === "local") return createLocalFacilitator({ network: config.network }).facilitator;
  if (!config.facilitator_url) throw new Error("[payments] remote mode needs RACKHUNT_FACILITATOR_URL");
  return new HTTPFacilitatorClient({ url: config.facilitator_url });
}
