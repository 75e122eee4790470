import { type PaymentsConfig, createLocalFacilitator, createMemoryLedger, createPaymentGate } from "../../../server/src/payments/index.ts";
import { wrapFetchWithPayment, x402Client, x402HTTPClient } from "@x402/fetch";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { Mppx as MppxClient, evm as evmClient } from "mppx/client";
import type { PaymentRequirements } from "@x402/core/types";
import { privateKeyToAccount } from "viem/accounts";
import { NETWORKS } from "../../../server/src/payments/networks.ts";
import { mppAsset } from "../../../server/src/payments/mpp-asset.ts";
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import { toHex } from "viem";
import { EIP3009_TYPES } from "../../../server/src/payments/memory-token.ts";

/** Anvil's well-known first dev key: a fixed test payer, never funded anywhere real. */
export const payer = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
export const PAY_TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const SECRET = "test-secret-that-is-at-least-32-bytes-long";
export const DATA_MARKER = "median_price_marker_9f3c";

export function testConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return { mode: "local", pay_to: PAY_TO, network: "base-sepolia", price_usd: 0.01, mpp_secret: SECRET, ...overrides };
}

/** A Bun.serve on port 0 whose only route is paid through the gate; counts the bodies it served. */
export function startPaidServer(config: PaymentsConfig = testConfig()) {
  const { facilitator, token } = createLocalFacilitator({ network: config.network });
  const ledger = createMemoryLedger();
  const gate = createPaymentGate({ config, ledger, facilitator, realm: "rackhunt.test" });
  let served = 0;
  const server = Bun.serve({
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      const result = await gate.handle(request, { url: path, description: "Price benchmark of one component" });
      if (!result.paid) return result.response;
      served += 1;
      return Response.json({ marker: DATA_MARKER, payer: result.payer, rail: result.rail }, { headers: result.headers });
    },
  });
  return {
    url: `http://localhost:${server.port}/api/x402/pricing/component/7`,
    gate,
    ledger,
    token,
    served: () => served,
    stop: () => server.stop(true),
  };
}
export type PaidServer = ReturnType<typeof startPaidServer>;

export function x402Clients() {
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: payer });
  return { client, http: new x402HTTPClient(client), fetch: wrapFetchWithPayment(fetch, client) };
}

export function mppClient(network: keyof typeof NETWORKS = "base-sepolia") {
  return MppxClient.create({
    methods: [evmClient.charge({ account: payer, currencies: [mppAsset(network)] })],
    polyfill: false,
  });
}

/**
 * The x402 retry headers the official client builds for the 402 it receives from `url`;
 * `alter` changes the offer before the client signs it (to forge a wrong one).
 */
export async function x402PaymentHeaders(
  url: string,
  alter: (accepted: PaymentRequirements) => PaymentRequirements = (accepted) => accepted,
): Promise<Record<string, string>> {
  const { http } = x402Clients();
  const unpaid = await fetch(url);
  const required = http.getPaymentRequiredResponse((name) => unpaid.headers.get(name), await unpaid.json());
  required.accepts = required.accepts.map(alter);
  return http.encodePaymentSignatureHeader(await http.createPaymentPayload(required));
}

/** The `Authorization: Payment` value the official mppx client builds for the 402 it receives from `url`. */
export async function mppAuthorization(url: string, network: keyof typeof NETWORKS = "base-sepolia"): Promise<string> {
  const unpaid = await fetch(url);
  return mppClient(network).createCredential(unpaid);
}

/**
 * A PAYMENT-SIGNATURE header for the 402 `unpaid` answered with, signed by `payer` with the real
 * EIP-3009 typed data but a validity window that ended a minute ago.
 */
export function expiredPaymentHeader(unpaid: Response): Promise<{ header: string; nonce: string }> {
  const now = Math.floor(Date.now() / 1000);
  return windowPaymentHeader(unpaid, now - 600, now - 60);
}

/**
 * A PAYMENT-SIGNATURE header for the 402 `unpaid` answered with, signed by `payer` with the real
 * EIP-3009 typed data for the validity window given (unix seconds).
 */
export async function windowPaymentHeader(unpaid: Response, validAfter: number, validBefore: number): Promise<{ header: string; nonce: string }> {
  const required = decodePaymentRequiredHeader(unpaid.headers.get("payment-required") ?? "");
  const accepted = required.accepts[0]!;
  const authorization = {
    from: payer.address,
    to: accepted.payTo as `0x${string}`,
    value: accepted.amount,
    validAfter: String(validAfter),
    validBefore: String(validBefore),
    nonce: toHex(crypto.getRandomValues(new Uint8Array(32))),
  };
  const signature = await payer.signTypedData({
    domain: { name: "USDC", version: "2", chainId: 84532, verifyingContract: accepted.asset as `0x${string}` },
    types: EIP3009_TYPES,
    primaryType: "TransferWithAuthorization",
    message: { ...authorization, value: BigInt(authorization.value), validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore) },
  });
  const header = encodePaymentSignatureHeader({ x402Version: 2, resource: required.resource, accepted, payload: { signature, authorization } });
  return { header, nonce: authorization.nonce };
}

/** The EVM authorization an MPP credential carries. */
export interface MppAuthorization {
  from: `0x${string}`;
  to: `0x${string}`;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: `0x${string}`;
  signature: `0x${string}`;
  type: "authorization";
}
