/** Pricing: statistics, the market index, cohorts, benchmark trust, per-unit prices and price judgement. */
export * from "./constants.ts";
export { quantileSorted, medianSorted, median, mean, percentileRankSorted, sortAscending, lowerBound } from "./stats.ts";
export { tukeyFences, removeOutliersSorted, type Fences } from "./outliers.ts";
export { trend7d, linearForecast, type ForecastBand } from "./trend.ts";
export { locationMatches } from "./location.ts";
export { stratumOf, normalizeCondition, UNKNOWN_CONDITION_STRATUM } from "./strata.ts";
export { createMarket, toMs, KIND_SOLD, KIND_ASKING, type AuctionClose, type Market, type MarketView, type CohortSlice, type SliceOptions } from "./market.ts";
export { computeCohortStats, type CohortKey } from "./cohort-stats.ts";
export { classAverage } from "./class-average.ts";
export { selectCohort, implausibleBelow, medianInterval, type CohortSelection } from "./cohort-select.ts";
export { benchmarkFor, trustStatusOf, TRUST_REASON_STATUS, type BenchmarkOptions } from "./trust.ts";
export { pricePerItem, pricePerGb, pricePerTb, GB_PER_TB, type UnitInput } from "./unit-price.ts";
export { usd, relativeTo } from "./usd.ts";
export { judgePrice, priceVerdict, cohortScore, isSuspicious, type PriceJudgement, SCORE_AT_MIN, SCORE_AT_P25, SCORE_AT_MEDIAN, SCORE_AT_P75, SCORE_AT_MAX } from "./judge.ts";
export * from "../schemas/pricing.ts";
export { underLowTail, wideMarket, WIDE_MARKET_MIN_SAMPLE, WIDE_MARKET_QUANTILE, type WideMarket } from "./wide-market.ts";
