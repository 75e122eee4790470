import type { AsyncLocalStorage } from "node:async_hooks";
import type { PaymentRequirements } from "@x402/core/types";
import { Errors } from "mppx";
import type { charge } from "mppx/evm/server";
import { getAddress } from "viem";
import type { PaymentFacilitator } from "./facilitator.ts";
import type { PaymentAttempt, PaymentLedger, PaymentRecord } from "./ledger.ts";
import type { PaymentRail } from "./networks.ts";

/** Per-request state shared between the gate and the settle callback mppx calls deep inside its handler. */
export interface AttemptContext {
  rail: PaymentRail;
  resource: string;
  /** Whether settlement already wrote this request's outcome to the ledger. */
  recorded: boolean;
  /** The facilitator failed (network, 5xx): a server error, not the payer's fault. */
  failedUnexpectedly: boolean;
  payer?: string;
  reference?: string;
}

type Settle = charge.SettleAuthorization;

import { CLOCK_SKEW_SECONDS } from "./constants.ts";

export { CLOCK_SKEW_SECONDS };

/**
 * Why an authorization's validity window is refused, or null: it may not outlive the challenge's
 * timeout (`validBefore` at most `maxTimeoutSeconds` from now, plus the skew), nor start in the
 * future beyond the skew. A signature good for years would otherwise be a bearer token anyone
 * holding it could spend later.
 * @example windowProblem({ validAfter: "0", validBefore: "99999999999" }, Date.now(), 300); // "... outlives ..."
 */
export function windowProblem(auth: { validAfter: string; validBefore: string }, nowMs: number, maxTimeoutSeconds: number): string | null {
  const now = BigInt(Math.floor(nowMs / 1000));
  const skew = BigInt(CLOCK_SKEW_SECONDS);
  if (BigInt(auth.validBefore) > now + BigInt(maxTimeoutSeconds) + skew) {
    return `authorization valid until ${auth.validBefore} outlives the challenge's timeout of ${maxTimeoutSeconds} s; sign one valid for at most ${maxTimeoutSeconds} s`;
  }
  if (BigInt(auth.validAfter) > now + skew) return `authorization is not valid yet (validAfter ${auth.validAfter})`;
  return null;
}

/**
 * The settle step of the gate's mppx EVM charge, for both rails. mppx calls it only after checking
 * signature, amount, recipient, expiry and challenge binding; it refuses a validity window longer
 * than the challenge's timeout ({@link windowProblem}), claims `(payer, nonce)` in the ledger,
 * then verifies and settles through the x402 facilitator, recording the outcome.
 *
 * @example
 * evm.charge({ currency, recipient, settle: createSettle({ ledger, facilitator, requirements, attempts }) });
 */
export function createSettle(deps: {
  ledger: PaymentLedger;
  facilitator: PaymentFacilitator;
  requirements: PaymentRequirements;
  attempts: AsyncLocalStorage<AttemptContext>;
}): Settle {
  const { ledger, facilitator, requirements, attempts } = deps;

  async function record(ctx: AttemptContext, attempt: PaymentAttempt, outcome: PaymentRecord["outcome"], extra: { reason?: string; reference?: string }) {
    await ledger.record({ ...attempt, outcome, ...extra, recorded_at: new Date().toISOString() });
    ctx.recorded = true;
  }

  async function refuse(ctx: AttemptContext, attempt: PaymentAttempt, outcome: PaymentRecord["outcome"], reason: string): Promise<never> {
    await record(ctx, attempt, outcome, { reason });
    // mppx answers 402 (not 500) only for its own error classes.
    throw new Errors.VerificationFailedError({ reason });
  }

  return async ({ payload }) => {
    const ctx = attempts.getStore();
    if (!ctx) throw new Errors.VerificationFailedError({ reason: "payment outside the gate" });
    const attempt: PaymentAttempt = {
      rail: ctx.rail,
      payer: getAddress(payload.from),
      nonce: payload.nonce.toLowerCase(),
      amount: payload.value,
      resource: ctx.resource,
    };
    // Wall-clock time, as mppx's own expiry check and the token contract use.
    const window = windowProblem(payload, Date.now(), requirements.maxTimeoutSeconds);
    if (window) return refuse(ctx, attempt, "refused", window);
    // Claim before settling: of two concurrent requests with one signature exactly one gets past here.
    if (!(await ledger.claim(attempt))) return refuse(ctx, attempt, "replayed", "authorization already used");
    const { signature, type: _type, ...authorization } = payload;
    const paymentPayload = { x402Version: 2, accepted: requirements, payload: { signature, authorization } };
    try {
      const verified = await facilitator.verify(paymentPayload, requirements);
      if (!verified.isValid) {
        return await refuse(ctx, attempt, "refused", verified.invalidMessage ?? verified.invalidReason ?? "verify failed");
      }
      const settled = await facilitator.settle(paymentPayload, requirements);
      if (!settled.success) {
        return await refuse(ctx, attempt, "refused", settled.errorMessage ?? settled.errorReason ?? "settle failed");
      }
      await record(ctx, attempt, "settled", { reference: settled.transaction });
      ctx.payer = attempt.payer;
      ctx.reference = settled.transaction;
      return { reference: settled.transaction };
    } catch (error) {
      if (error instanceof Errors.PaymentError) throw error;
      ctx.failedUnexpectedly = true;
      await record(ctx, attempt, "refused", { reason: `facilitator error: ${(error as Error).message}` });
      // An outage is not the payer's fault: mppx turns this into a 500 problem, not a 402.
      throw new Errors.InternalPaymentError();
    }
  };
}
