import { x402Facilitator } from "@x402/core/facilitator";
import { registerExactEvmScheme } from "@x402/evm/exact/facilitator";
import { privateKeyToAccount } from "viem/accounts";
import { type MemoryToken, createMemoryToken } from "./memory-token.ts";
import { createMemoryTokenSigner } from "./memory-token-signer.ts";
import { NETWORKS, type PaymentNetwork } from "./networks.ts";

/** The facilitator "wallet"; it signs nothing on the in-memory chain, it only has to be an address. */
const LOCAL_FACILITATOR_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

/**
 * Creates the official x402 facilitator (EIP-3009 "exact" scheme) running in-process over an
 * in-memory token in which every address starts with 1,000 test USDC. Development, tests and demos only.
 *
 * @example
 * const { facilitator, token } = createLocalFacilitator({ network: "base-sepolia" });
 * const gate = createPaymentGate({ config, ledger, facilitator });
 */
export function createLocalFacilitator(options: {
  network: PaymentNetwork;
  /** Seconds since the epoch, for the token's validity checks. */
  now?: () => number;
}): { facilitator: x402Facilitator; token: MemoryToken } {
  const info = NETWORKS[options.network];
  const token = createMemoryToken({
    domain: {
      name: info.domainName,
      version: info.domainVersion,
      chainId: info.chainId,
      verifyingContract: info.usdc,
    },
    now: options.now,
  });
  const signer = createMemoryTokenSigner(token, privateKeyToAccount(LOCAL_FACILITATOR_KEY).address);
  const facilitator = registerExactEvmScheme(new x402Facilitator(), { signer, networks: info.caip2 });
  return { facilitator, token };
}
