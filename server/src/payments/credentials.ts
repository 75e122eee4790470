import { decodePaymentSignatureHeader } from "@x402/core/http";
import { Credential } from "mppx";
import * as v from "valibot";
import { getAddress } from "viem";
import type { PaymentRail } from "./networks.ts";

/** The x402 retry header and the MPP authorization scheme name. */
export const PAYMENT_SIGNATURE_HEADER = "payment-signature";
const MPP_SCHEME = /^payment\s+/i;

const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));
const Nonce = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/));
const Amount = v.pipe(v.string(), v.regex(/^\d{1,78}$/));
const Authorization = v.object({ from: Address, nonce: Nonce, value: Amount });

const X402Payload = v.object({
  x402Version: v.literal(2),
  accepted: v.record(v.string(), v.unknown()),
  payload: v.object({ signature: v.string(), authorization: Authorization }),
});
const MppPayload = v.object({ signature: v.string(), ...Authorization.entries });

/** A credential read far enough to know who claims to pay what; nothing here is verified yet. */
export type PresentedCredential =
  | { ok: true; rail: PaymentRail; payer: string; nonce: string; amount: string }
  | { ok: false; rail: PaymentRail; detail: string };

/**
 * Reads the payment credential of a request, if any: `Authorization: Payment` (MPP) wins over
 * `PAYMENT-SIGNATURE` (x402), as in mppx. Malformed headers come back as `ok: false` so the gate
 * answers 402 with a problem body instead of letting a decoder throw.
 *
 * @example
 * readCredential(request); // null | { ok: true, rail: "x402", payer, nonce, amount } | { ok: false, ... }
 */
export function readCredential(request: Request): PresentedCredential | null {
  const authorization = request.headers.get("authorization");
  if (authorization && MPP_SCHEME.test(authorization)) return readMpp(authorization);
  const signature = request.headers.get(PAYMENT_SIGNATURE_HEADER);
  if (signature !== null) return readX402(signature);
  return null;
}

/**
 * A copy of a request without payment credentials, to ask for a fresh challenge.
 *
 * @example
 * withoutCredential(request).headers.has("payment-signature"); // false
 */
export function withoutCredential(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(PAYMENT_SIGNATURE_HEADER);
  if (MPP_SCHEME.test(headers.get("authorization") ?? "")) headers.delete("authorization");
  return new Request(request.url, { method: request.method, headers });
}

// --- Internal helpers ---

function readX402(header: string): PresentedCredential {
  let decoded: unknown;
  try {
    decoded = decodePaymentSignatureHeader(header);
  } catch {
    return { ok: false, rail: "x402", detail: "PAYMENT-SIGNATURE is not base64-encoded JSON" };
  }
  const parsed = v.safeParse(X402Payload, decoded);
  if (!parsed.success) {
    return { ok: false, rail: "x402", detail: "PAYMENT-SIGNATURE is not an x402 v2 EIP-3009 payment payload" };
  }
  const { from, nonce, value } = parsed.output.payload.authorization;
  return { ok: true, rail: "x402", payer: getAddress(from), nonce: nonce.toLowerCase(), amount: value };
}

function readMpp(header: string): PresentedCredential {
  let credential: { payload: unknown };
  try {
    credential = Credential.deserialize(header);
  } catch {
    return { ok: false, rail: "mpp_base", detail: "Authorization: Payment is not a base64url JSON credential" };
  }
  const parsed = v.safeParse(MppPayload, credential.payload);
  if (!parsed.success) {
    return { ok: false, rail: "mpp_base", detail: "Authorization: Payment does not carry an EVM authorization" };
  }
  const { from, nonce, value } = parsed.output;
  return { ok: true, rail: "mpp_base", payer: getAddress(from), nonce: nonce.toLowerCase(), amount: value };
}
