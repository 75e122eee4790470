import { AsyncLocalStorage } from "node:async_hooks";
import { decodePaymentRequiredHeader, encodePaymentRequiredHeader } from "@x402/core/http";
import type { PaymentRequirements } from "@x402/core/types";
import { Mppx, evm } from "mppx/server";
import { mppAsset } from "./mpp-asset.ts";
import { getAddress } from "viem";
import type { PaymentsConfig } from "./config.ts";
import { readCredential, withoutCredential } from "./credentials.ts";
import { type PaymentFacilitator, facilitatorFor } from "./facilitator.ts";
import type { PaymentLedger } from "./ledger.ts";
import { NETWORKS, type PaymentRail, atomicToDisplay } from "./networks.ts";
import { type PaymentProblemKind, paymentProblem, withProblem } from "./problem.ts";
import { paymentRequirements } from "./requirements.ts";
import { type AttemptContext, createSettle } from "./settle.ts";

/** What is being sold: `url` names it in the ledger and binds MPP challenges; `description` is shown to payers. */
export interface PaidResource {
  url: string;
  description: string;
}

export type GateResult =
  | { paid: false; response: Response }
  | { paid: true; headers: Headers; payer: string; rail: PaymentRail; reference: string };

export interface PaymentGate {
  /**
   * Verifies and settles a presented payment, or answers the 402 that asks for one;
   * `detail` replaces the problem detail of that 402 when no credential was presented.
   */
  handle(request: Request, resource: PaidResource, options?: { detail?: string }): Promise<GateResult>;
  /** The unpaid 402 (both rails) with an optional detail, e.g. for the public quota. */
  paymentRequired(request: Request, resource: PaidResource, detail?: string): Promise<Response>;
  /** The x402 `exact` requirements every 402 advertises. */
  readonly requirements: PaymentRequirements;
}

export interface PaymentGateOptions {
  config: PaymentsConfig;
  ledger: PaymentLedger;
  /** Defaults to the facilitator the config names (see `facilitatorFor`). */
  facilitator?: PaymentFacilitator;
  /** MPP realm; set explicitly because mppx otherwise guesses from the host. */
  realm?: string;
}


/**
 * One paid URL, both rails: an unpaid request gets one 402 carrying `PAYMENT-REQUIRED` (x402 v2)
 * and `WWW-Authenticate: Payment` (MPP) with a problem body; a retry with `PAYMENT-SIGNATURE` or
 * `Authorization: Payment` is verified, claimed in the ledger, then settled through the facilitator
 * before the caller sends any data. A hand-written equivalent of mppx's framework adapters.
 *
 * @example
 * const gate = createPaymentGate({ config, ledger: createMemoryLedger() });
 * const result = await gate.handle(request, { url: "/api/x402/pricing/component/7", description: "benchmark" });
 * if (!result.paid) return result.response;
 * return new Response(JSON.stringify(body), { headers: result.headers });
 */
export function createPaymentGate(options: PaymentGateOptions): PaymentGate {
  const { config, ledger } = options;
  const facilitator = options.facilitator ?? facilitatorFor(config);
  const requirements = paymentRequirements(config);
  const displayAmount = atomicToDisplay(requirements.amount, NETWORKS[config.network].decimals);
  const attempts = new AsyncLocalStorage<AttemptContext>();

  const method = evm.charge({
    currency: mppAsset(config.network),
    recipient: getAddress(config.pay_to),
    settle: createSettle({ ledger, facilitator, requirements, attempts }),
  });
  const mppx = Mppx.create({
    methods: [method],
    secretKey: config.mpp_secret,
    realm: options.realm ?? "rackhunt",
  });
  const charge = (resource: PaidResource) =>
    mppx.charge({ amount: displayAmount, description: resource.description, meta: { resource: resource.url } });

  async function paymentRequired(request: Request, resource: PaidResource, detail?: string, kind: PaymentProblemKind = "payment-required") {
    const result = await charge(resource)(withoutCredential(request));
    if (result.status !== 402) throw new Error("[payments] a request without credentials was not asked to pay");
    const response = describe(result.challenge, resource);
    return detail ? withProblem(response, paymentProblem(kind, detail, resource.url)) : response;
  }

  return {
    requirements,
    paymentRequired: (request, resource, detail) => paymentRequired(request, resource, detail),
    async handle(request, resource, options) {
      const presented = readCredential(request);
      if (!presented && options?.detail) return { paid: false, response: await paymentRequired(request, resource, options.detail) };
      if (presented && !presented.ok) {
        return { paid: false, response: await paymentRequired(request, resource, presented.detail, "malformed-credential") };
      }
      const ctx: AttemptContext = { rail: presented?.rail ?? "x402", resource: resource.url, recorded: false, failedUnexpectedly: false };
      const result = await attempts.run(ctx, () => charge(resource)(request));
      if (result.status === 402) {
        const response = result.challenge;
        if (!presented) return { paid: false, response: describe(response, resource) };
        const detail = await problemDetail(response);
        if (!ctx.recorded) {
          const { rail, payer, nonce, amount } = presented;
          await ledger.record({ rail, payer, nonce, amount, resource: resource.url, outcome: "refused", reason: detail, recorded_at: new Date().toISOString() });
        }
        // mppx answers 500 for credentials it cannot even bind; only a facilitator failure deserves that.
        if (response.status !== 402 && !ctx.failedUnexpectedly) {
          return { paid: false, response: await paymentRequired(request, resource, detail, "verification-failed") };
        }
        return { paid: false, response: describe(response, resource) };
      }
      const receipt = result.withReceipt(new Response(null));
      const headers = new Headers({ "cache-control": "private" });
      const railHeader = ctx.rail === "x402" ? "payment-response" : "payment-receipt";
      headers.set(railHeader, receipt.headers.get(railHeader) ?? "");
      return { paid: true, headers, payer: ctx.payer ?? "", rail: ctx.rail, reference: ctx.reference ?? "" };
    },
  };
}

// --- Internal helpers ---

/** Adds the resource's description and MIME type to the x402 header; `accepts` stays verbatim. */
function describe(response: Response, resource: PaidResource): Response {
  const header = response.headers.get("payment-required");
  if (!header) return response;
  const required = decodePaymentRequiredHeader(header);
  required.resource = { ...required.resource, description: resource.description, mimeType: "application/json" };
  const headers = new Headers(response.headers);
  headers.set("payment-required", encodePaymentRequiredHeader(required));
  return new Response(response.body, { status: response.status, headers });
}

async function problemDetail(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { detail?: unknown };
    return typeof body.detail === "string" ? body.detail : "payment refused";
  } catch {
    return "payment refused";
  }
}
