import { PAID_BENCHMARK_FIELDS, PaidBenchmark, type PaidCatalog, type PaidRail, STRATA, STRATUM_DESCRIPTIONS } from "@rackhunt/core";
import type { Catalog, MarketView } from "@rackhunt/core";
import { jsonSchemaOf } from "../json-schema.ts";
import type { PaymentsService } from "../payments/service.ts";
import { NETWORKS } from "../payments/networks.ts";
import { strataOf, trustedStrata } from "./benchmarks.ts";

/** Path of the paid benchmark of one component. */
export const paidBenchmarkPath = (componentId: string) => `/api/x402/pricing/component/${encodeURIComponent(componentId)}`;

/**
 * The free catalog of paid benchmarks: components with a trusted stratum now, the rails with the
 * live price, and the data contract (field list and JSON Schema of the paid body).
 *
 * @example
 * paidCatalog(services.catalog, services.market.market, services.payments!, clock.now());
 */
export function paidCatalog(catalog: Catalog, market: MarketView, payments: PaymentsService | null, now: number): PaidCatalog {
  const components: PaidCatalog["components"] = [];
  for (const id of market.components()) {
    const entry = catalog.get(id);
    if (!entry) continue;
    const trusted = trustedStrata(strataOf(market, id, now));
    if (trusted.length === 0) continue;
    components.push({ component_id: id, name: entry.model, category: entry.category, capacity: entry.capacity, strata: trusted.map((s) => s.condition), url: paidBenchmarkPath(id) });
  }
  components.sort((a, b) => (a.component_id < b.component_id ? -1 : 1));
  return {
    components,
    total: components.length,
    strata: STRATA.map((condition) => ({ condition, description: STRATUM_DESCRIPTIONS[condition] })),
    payments_enabled: payments !== null,
    price: payments ? { usd: payments.config.price_usd, currency: "USD" } : null,
    rails: railsOf(payments),
    data_contract: { media_type: "application/json", fields: [...PAID_BENCHMARK_FIELDS], schema: jsonSchemaOf(PaidBenchmark) as Record<string, unknown> },
    generated_at: new Date(now).toISOString(),
  };
}

/**
 * Both rails, always (SPEC): the same token, network, pay-to and amount, told apart by their
 * headers; with payments off both are listed as disabled, without network or price.
 */
export function railsOf(payments: PaymentsService | null): PaidRail[] {
  const info = payments ? NETWORKS[payments.config.network] : null;
  const common = {
    enabled: payments !== null,
    network: info?.caip2 ?? null,
    asset: info?.usdc ?? null,
    asset_symbol: "USDC",
    decimals: info?.decimals ?? 6,
    pay_to: payments?.gate.requirements.payTo ?? null,
    amount: payments?.gate.requirements.amount ?? null,
  };
  return [
    {
      name: "x402",
      protocol: "x402 v2, scheme exact (EIP-3009 transferWithAuthorization)",
      ...common,
      challenge_header: "PAYMENT-REQUIRED",
      credential_header: "PAYMENT-SIGNATURE",
      receipt_header: "PAYMENT-RESPONSE",
    },
    {
      name: "mpp_base",
      protocol: "MPP (HTTP Payment authentication), method evm, intent charge",
      ...common,
      challenge_header: "WWW-Authenticate: Payment",
      credential_header: "Authorization: Payment",
      receipt_header: "Payment-Receipt",
    },
  ];
}
