import type { PaymentRequirements } from "@x402/core/types";
import { getAddress } from "viem";
import type { PaymentsConfig } from "./config.ts";
import { NETWORKS, usdToAtomic } from "./networks.ts";

import { MAX_TIMEOUT_SECONDS } from "./constants.ts";

export { MAX_TIMEOUT_SECONDS };

/**
 * The x402 v2 `exact` payment requirements for one paid query, exactly as the gate's 402
 * advertises them (clients echo this object verbatim in `accepted`).
 *
 * @example
 * paymentRequirements(config).amount; // "10000" for 0.01 USD
 */
export function paymentRequirements(config: PaymentsConfig): PaymentRequirements {
  const info = NETWORKS[config.network];
  return {
    scheme: "exact",
    network: info.caip2,
    amount: usdToAtomic(config.price_usd, info.decimals),
    asset: info.usdc,
    payTo: getAddress(config.pay_to),
    maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    extra: { assetTransferMethod: "eip3009", name: info.domainName, version: info.domainVersion },
  };
}
