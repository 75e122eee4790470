import type { AnyOperation } from "@rackhunt/core/api";
import { jsonBody } from "../http/json-text.ts";
import type { Handler, RequestContext } from "../operations/context.ts";

/**
 * Meters a public handler: each IP gets `config.publicFreePerDay` free requests per UTC day across
 * the metered endpoints, then the 402 of both rails (the body is computed first, so a request that
 * would fail with 404 or 422 is never charged). Callers with a valid API key are not metered, and
 * nothing is metered while payments are off (a 402 nobody can pay would only lock callers out).
 *
 * @example
 * const handler = metered("Public price list", (input, ctx) => publicPrices(...));
 */
export function metered<O extends AnyOperation>(description: string, handler: Handler<O>): Handler<O> {
  return async (input, ctx) => {
    const payments = ctx.services.payments;
    if (!payments || ctx.user) return handler(input, ctx);
    const decision = await ctx.services.publicQuota.take(ctx.ip);
    const body = await handler(input, ctx);
    if (decision.allowed || body instanceof Response) return body;
    const detail = `The free quota of ${ctx.services.config.publicFreePerDay} public requests per day from your address is used up; it resets at ${decision.resets_at}. Pay for this request with x402 or MPP, or send an API key.`;
    const paid = await payments.gate.handle(ctx.request, { url: pathOf(ctx), description }, { detail });
    if (!paid.paid) return paid.response;
    paid.headers.set("Content-Type", "application/json");
    return new Response(jsonBody(body), { status: 200, headers: paid.headers });
  };
}

function pathOf(ctx: RequestContext): string {
  return new URL(ctx.request.url).pathname;
}
