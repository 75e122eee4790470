/** Prometheus metrics (prom-client): the service's metric families and the `/metrics` route. */
export { createMetrics, type Metrics, type SourceOutcome } from "./metrics.ts";
export { metricsRoutes, type MetricsAccess } from "./route.ts";
export { meteredLedger } from "./metered-ledger.ts";
