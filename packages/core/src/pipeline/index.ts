/**
 * The listing pipeline, in the order a listing goes through it:
 * RawListing → describeListing (identify: parse + match; facts: USD price, quantity, per-unit
 * capacity, condition, not-the-item) → isRelevant (to a hunt's compiled query) → benchmarkFor
 * (pricing) → scoreListing (scoring: score, action, reasons) → observationOf (what enters price
 * history). The server's scan, `rackhunt import`, POST /api/v2/evaluate, the MCP tools and SDK
 * users all go through these, so their answers agree by construction.
 */
export { describeListing, type DescribedListing, type DescribeInput, type PipelineContext } from "./describe-listing.ts";
export { compileQuery, isRelevant, relevanceWords, type QuerySpec } from "./relevance.ts";
export { observationOf, type ObservationVerdict } from "./observation.ts";
export { marketJudgement, type MarketJudgement } from "./market-judgement.ts";
export { marketReport, marketSubject, toTrust, type MarketSubject } from "./market-report.ts";
export { variantClass } from "./variant-class.ts";
export { DEFAULT_FX_RATES, FxRates, parseFxRates, toUsd, type UsdAmount } from "./money.ts";
