/** The public window onto prices and deals, the paid catalog, metering and /auth.md. */
export { authMarkdown } from "./auth-md.ts";
export { type StratumBenchmark, benchmarkBody, headlineOf, observationCount, strataOf, trustedStrata, windowOf } from "./benchmarks.ts";
export { metered } from "./metering.ts";
export { paidBenchmarkPath, paidCatalog, railsOf } from "./paid-catalog.ts";
export { publicCategory, publicComponent, publicPrices } from "./prices.ts";
export { createStoredDailyQuota } from "./quota.ts";
