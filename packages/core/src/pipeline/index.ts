/**
 * The steps of the listing pipeline: describeListing (identify: parse + match; facts: USD price,
 * quantity, per-unit capacity, condition, not-the-item), isRelevant (to a hunt's compiled query),
 * observationOf (what enters price history), and the market report. The judgement
 * (../judgement) runs them in order; every surface calls it, not these.
 */
export { describeListing, type DescribedListing, type DescribeInput, type PipelineContext } from "./describe-listing.ts";
export { compileQuery, isRelevant, relevanceFailure, type QuerySpec, type RelevanceRule } from "./relevance.ts";
export { relevanceWords } from "./query-words.ts";
export { readHunt, type HuntReading } from "./read-hunt.ts";
export { observationOf, type ObservationVerdict } from "./observation.ts";
export { marketReport, marketSubject, reportVariant, toTrust, type MarketSubject } from "./market-report.ts";
export { variantClass } from "./variant-class.ts";
export { DEFAULT_FX_RATES, FxRates, parseFxRates, toUsd, type UsdAmount } from "./money.ts";
export { classReason, SPEC_CLASS_PREFIX, specClassOf, specClassWords } from "./spec-class.ts";
