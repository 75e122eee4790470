/**
 * The judgement: the one place a listing is judged. A listing goes in; its facts, its own verdict
 * against its market, its observation (or why none) and every hunt's score, action and alert
 * decision come out. Two phases, so a pure, synchronous judgement sits on an async store:
 *
 * 1. `planJudgement` (plan.ts) reads the batch — describeListing (parse, match, USD price,
 *    quantity, condition, not-the-item kind), isRelevant per hunt — and names the market cohorts
 *    (variant × stratum × window) judging needs;
 * 2. the host loads those cohorts once;
 * 3. `judgePlan` (judge.ts) judges against them: listingVerdict (listing-verdict.ts), observationOf
 *    and the batch's own floor (batch-floor.ts), and per hunt scoreListing with decideAlert
 *    (hunt-judgement.ts, alert-rules.ts), each benchmark computed once (benchmarks.ts).
 *
 * The server's scans, sold comparables, `rackhunt import`, evaluate (REST and MCP), public deals,
 * the web preview and SDK users all call it.
 */
export { type JudgeInput, observedAt } from "./input.ts";
export { type HuntInput, type PreparedHunt, prepareHunt } from "./hunt.ts";
export { type CohortNeed, cohortNeeds } from "./cohorts.ts";
export { type BenchmarkLookup, benchmarkLookup, type BenchmarkScope } from "./benchmarks.ts";
export { type JudgementBatch, type JudgementContext, type JudgementPlan, type PlannedHunt, type PlannedListing, narrowPlan, planJudgement, planPercolation } from "./plan.ts";
export { createHuntIndex, type HuntIndex, huntKeys } from "./hunt-index.ts";
export { type JudgedBatch, judgePlan, type ListingJudgement, type StoredListingRef } from "./judge.ts";
export { type HuntItem, type HuntJudgement } from "./hunt-judgement.ts";
export { type AlertMarket, alertMarket } from "./alert-market.ts";
export { timeLeft } from "./auction-close.ts";
export { type CountsBySource, type ExclusionRule, keepFor } from "./keep.ts";
export { type ListingVerdict, listingVerdict, type VerdictCode } from "./listing-verdict.ts";
export {
  type AlertDecision, decideAlert, DEFAULT_PRICE_DROP_STEP, fingerprint, type HuntJudgementStamp, type HuntMemory, judgementChanged,
} from "./alert-rules.ts";
export { BATCH_SUSPICIOUS_REASON, batchSuspicious } from "./batch-floor.ts";
export { type AuctionSpotting, auctionSpotting } from "./auction-close.ts";
export { judgeListing, judgeListings } from "./judge-listing.ts";
export { BENCHMARK_FORECAST_DAYS, benchmarkForecastErrors, type ForecastErrors } from "./benchmark-forecast.ts";
export { absolutePercentageError, liveMedian, type RealizedSale, realizedSale } from "./realized-sale.ts";
export { targetWarnings } from "./target-warnings.ts";
export { type HuntConflict, huntUnderstanding, type HuntWords, understandHunt } from "./understand-hunt.ts";
