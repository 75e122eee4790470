import type { OperationInput, Operations } from "@rackhunt/core/api";
import { ApiError, notFound } from "../http/errors.ts";
import { benchmarkBody, paidBenchmarkPath, paidCatalog, strataOf } from "../public/index.ts";
import { marketCache } from "../public/market-cache.ts";
import type { Handler, RequestContext } from "./context.ts";

// The catalog benchmarks every priced variant: reused while no observation is stored.
const catalogCache = marketCache<ReturnType<typeof paidCatalog>>();

/** With payments off no benchmark can be sold on this server: 404 saying so. */
function paymentsOf(ctx: RequestContext) {
  const payments = ctx.services.payments;
  if (!payments) throw new ApiError(404, "not_found", "Paid price intelligence is not enabled on this server (RACKHUNT_PAYMENTS is off)");
  return payments;
}

export const paidHandlers = {
  get_paid_catalog: async (_input, ctx) => {
    // Free, and answered even with payments off (it then says so, with no price and no rails).
    const payments = ctx.services.payments ?? null;
    const { catalog, market } = ctx.services;
    return catalogCache(ctx.services, "catalog", async (now) => {
      await market.prepareObserved(Number.NEGATIVE_INFINITY);
      return paidCatalog(catalog, market.market, payments, now);
    });
  },

  get_paid_benchmark: async ({ params }: OperationInput<Operations["get_paid_benchmark"]>, ctx: RequestContext) => {
    const { catalog, market, clock } = ctx.services;
    const component = catalog.get(params.component_id);
    if (!component) throw notFound("Component");
    const now = clock.now();
    // Computed before payment, so what is paid for is what was trusted when the request came in.
    await market.prepareVariants([component.id], Number.NEGATIVE_INFINITY);
    const result = benchmarkBody(component, strataOf(market.market, component.id, now), now);
    // An untrusted benchmark is free (its trust status, no numbers), whether payments are on or not.
    if (!result.paid) return result.body;
    const payments = paymentsOf(ctx);
    const paid = await payments.gate.handle(ctx.request, { url: paidBenchmarkPath(component.id), description: `Trusted price benchmark of ${component.model}` });
    if (!paid.paid) return paid.response;
    paid.headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify(result.body), { status: 200, headers: paid.headers });
  },
} satisfies { get_paid_catalog: Handler<Operations["get_paid_catalog"]>; get_paid_benchmark: Handler<Operations["get_paid_benchmark"]> };
