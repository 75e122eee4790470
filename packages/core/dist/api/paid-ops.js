import { PaidCatalog, PaidComponentParams, PaidComponentResponse } from "../schemas/paid.js";
import { defineOperation } from "./operation.js";
const TAG = "price-intelligence";
export const getPaidCatalog = defineOperation({
    name: "get_paid_catalog",
    method: "GET",
    path: "/api/x402/pricing/catalog",
    summary: "Catalog of paid price benchmarks",
    description: "Free. Components that currently have a trusted price benchmark (name, capacity, trusted condition strata), the payment rails (x402 and mpp_base) with network, asset, pay-to and the live per-query price, and the data contract of the paid response. Answers 404 when the operator has not enabled payments.",
    tag: TAG,
    auth: "public",
    response: PaidCatalog,
    errors: [404],
    publicSpec: true,
});
export const getPaidBenchmark = defineOperation({
    name: "get_paid_benchmark",
    method: "GET",
    path: "/api/x402/pricing/component/{component_id}",
    summary: "Trusted price benchmark of one component (paid per query)",
    description: "The trusted benchmark of one exact variant: median, p25, p75, window, sample size, benchmark_trust and condition strata. Costs the catalog's per-query price: the first request gets 402 with both PAYMENT-REQUIRED (x402) and WWW-Authenticate: Payment (MPP); retry with PAYMENT-SIGNATURE or Authorization: Payment to get the data with PAYMENT-RESPONSE or Payment-Receipt. A component without a trusted benchmark is answered free with its trust status and no numbers. 404 for an unknown component or when payments are disabled.",
    tag: TAG,
    auth: "paid",
    params: PaidComponentParams,
    response: PaidComponentResponse,
    errors: [402, 404],
    publicSpec: true,
});
