import { assets } from "mppx/evm";
import type { PaymentNetwork } from "./networks.ts";

/**
 * USDC on a network as mppx describes it, so both rails name the same token. Loaded with the
 * payment gate only (mppx is large).
 * @example evm.charge({ currency: mppAsset("base-sepolia"), ... })
 */
export function mppAsset(network: PaymentNetwork) {
  return network === "base" ? assets.base.USDC : assets.baseSepolia.USDC;
}
