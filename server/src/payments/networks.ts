import type { Address } from "viem";

/** Network names accepted in configuration. */
export const PAYMENT_NETWORKS = ["base", "base-sepolia"] as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];

/** The two rails one paid URL accepts; these names appear in the catalog and the ledger. */
export const PAYMENT_RAILS = ["x402", "mpp_base"] as const;
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

/** Where USDC lives on a network and the EIP-712 domain its authorizations are signed under. */
export interface NetworkInfo {
  caip2: `eip155:${number}`;
  chainId: number;
  usdc: Address;
  decimals: number;
  /** The EIP-712 domain name differs between Base ("USD Coin") and Base Sepolia ("USDC"). */
  domainName: string;
  domainVersion: string;
}

/** Facts per network (the MPP rail takes its token metadata from mppx, in gate.ts). */
export const NETWORKS: Record<PaymentNetwork, NetworkInfo> = {
  base: {
    caip2: "eip155:8453",
    chainId: 8453,
    usdc: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    decimals: 6,
    domainName: "USD Coin",
    domainVersion: "2",
  },
  "base-sepolia": {
    caip2: "eip155:84532",
    chainId: 84532,
    usdc: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
    decimals: 6,
    domainName: "USDC",
    domainVersion: "2",
  },
};

/**
 * Converts a USD price to USDC atomic units (6 decimals), rounding to the nearest unit.
 *
 * @example
 * usdToAtomic(0.01); // "10000"
 */
export function usdToAtomic(usd: number, decimals = 6): string {
  return BigInt(Math.round(usd * 10 ** decimals)).toString();
}

/**
 * Converts atomic units back to the display amount string mppx routes take ("0.01").
 *
 * @example
 * atomicToDisplay("10000"); // "0.01"
 */
export function atomicToDisplay(atomic: string, decimals = 6): string {
  const padded = atomic.padStart(decimals + 1, "0");
  const whole = padded.slice(0, -decimals);
  const fraction = padded.slice(-decimals).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}
