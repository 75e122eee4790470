/** Pricing: statistics, the market index, cohorts, benchmark trust, per-unit prices and price judgement. */
export * from "./constants.js";
export { quantileSorted, medianSorted, median, mean, percentileRankSorted, sortAscending, lowerBound } from "./stats.js";
export { tukeyFences, removeOutliersSorted } from "./outliers.js";
export { trend7d, linearForecast } from "./trend.js";
export { locationMatches } from "./location.js";
export { stratumOf, normalizeCondition, UNKNOWN_CONDITION_STRATUM } from "./strata.js";
export { createMarket, toMs } from "./market.js";
export { computeCohortStats } from "./cohort-stats.js";
export { variantAverage } from "./variant-average.js";
export { benchmarkFor, trustStatusOf, TRUST_REASON_STATUS } from "./trust.js";
export { pricePerItem, pricePerGb, pricePerTb, GB_PER_TB } from "./unit-price.js";
export { judgePrice, priceVerdict, cohortScore, usd, SCORE_AT_MIN, SCORE_AT_P25, SCORE_AT_MEDIAN, SCORE_AT_P75, SCORE_AT_MAX } from "./judge.js";
export * from "../schemas/pricing.js";
