/**
 * @rackhunt/core — the Rackhunt SDK. Runtime-neutral: web APIs and valibot only, so it runs on
 * Bun, Deno and Node alike.
 *
 * Every public name is listed here by name (no `export *`): what is not listed is internal and
 * may change. A new module adds its own block.
 */

/** Schemas of every resource in SPEC.md (valibot), with their types. */
export {
  Account, Action, ACTIONS, Alert, BenchmarkTrustStatus, BenchmarkWindow, BillingStatus,
  CATEGORIES, Category, Channel, CHANNEL_TYPES, ChannelCreate, ChannelIdParams, ChannelList,
  ChannelTestResult, ChannelType, ChannelUpdate, ComponentDetail, ComponentIdParams,
  ComponentListItem, ComponentMatch, ComponentQuery, ComponentSearchQuery, ComponentSearchResponse,
  Condition, CONDITIONS, DataContractField, DateTime, DEAL_ACTIONS, DEFAULT_PAGE_LIMIT,
  Entitlements, ERROR_CODES, ErrorCode, EvaluateRequest, EvaluateResponse, Forecast,
  FreeBenchmarkStatus, Health, HistoricalContext, HISTORY_PERIODS, HistoryQuery, Hunt, HuntConfig,
  HuntCreate, HuntCriteria, HuntIdParams, HuntUnderstanding, HuntListingsQuery, HuntUpdate, INSTANT_CHANNEL_TYPES,
  MarketQuery, MarketReport, MarketSourceRow, MarketStratum, NOT_ITEM_KINDS, NotItemKind, OBSERVATION_KINDS, ObservationKind,
  jsonObject, unknownKeys, Listing, LISTING_STATUSES, ListingStatus, LocalKw, MarketSummary, MAX_PAGE_LIMIT,
  nullish, PageLimit, PageOffset, PageQuery, PAID_BENCHMARK_FIELDS, PAID_RAILS, PaidBenchmark,
  PaidCatalog, PaidCatalogComponent, PaidComponentParams, PaidComponentResponse, PaidRail,
  PaidRailName, PaidStratum, Price, PriceHistory, PriceMetrics, PricePoint, ProblemDetails,
  PublicCategory, PublicCategoryPage, PublicCategoryParams, PublicCategoryQuery,
  PublicComponentDetail, PublicComponentParams, PublicComponentQuery, PublicComponentSummary,
  PublicDealsPage, PublicDealsQuery, PublicPrices, PublicStratumStats, RegisterBody,
  RESULT_FILTERS, ResultsPage, ResultsQuery, Savings, ScanResponse, ScanResult, SignalInfo,
  SOURCE_KINDS, SOURCE_RUN_OUTCOMES, SourceContext, SourceKind, SourceOutcome, SourcePriceComparison,
  SourceRunOutcome, SourcesEnabled,
  StandardError, STRATUM_DESCRIPTIONS, Tier, TierLimits, TIERS, TierTable, TRUST_STATUSES,
  TrustStatus, Uuid, ValidationError, ValidationIssue, Verdict, VERDICTS,
} from "./schemas/index.ts";

/** The API contract: the operations table. */
export {
  type AgentExposure, type AnyOperation, type AuthRule, defineOperation, type HttpMethod,
  type Operation, type OperationInput, type OperationName, type OperationOutput, operations,
  type Operations, READ_ONLY, type TierRule,
} from "./api/index.ts";

/** The source-plugin contract. */
export {
  DEFAULT_MAX_PAGES, defineSource, ERROR_OUTCOMES, type ErrorOutcome, type ErrorSummary,
  ListingExtras, type ListingInput, makeListing, nextRequest, type PageContext, type ParseResult,
  RawListing, RENDER_MODES, RenderMode, RequestSpec, type RequestSpecInput, RetryLaterError,
  runSource, type RunSourceOptions, type RunSourceResult, SkipSourceError, type Source,
  type SourceDefinition, SourceError, type SourceErrorOptions, type SourceFactory, SourceQuery,
  type SourceQueryInput, StopError, summarizeError, toSourceError,
  CURSOR_IDS, DEFAULT_NEWEST_PAGES, type Newest, type NewestDefinition, type NewestRead, readNewest,
  type ReadNewestOptions, type StreamCursor,
} from "./source/index.ts";

/** The polite fetcher a host hands to sources. */
export {
  ALLOW_ALL, backoffDelay, type BackoffPolicy, type Clock, createFetcher, type Fetcher, FETCHER_DEFAULTS,
  DEFAULT_JITTER, type FetcherOptions, type FetchLike, type FetchResult, parseRetryAfter, parseRobots,
  type RenderedPage, type Renderer, RETRYABLE_STATUSES, type RobotsPolicy, systemClock, USER_AGENT,
} from "./fetcher/index.ts";

/** Title parsing, the component catalog and matching. */
export {
  type Catalog, CatalogComponent, CatalogSearchPage, ComponentMatchResult, createCatalog,
  defaultCatalog, defaultComponents, MATCH_KINDS, matchComponent, MatchKind, MAX_TITLE_CHARS,
  ParsedTitle, parseTitle, PRICE_BASES, PriceBasis, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, type SearchOptions,
  TITLE_STYLES, TitleStyle, unitPrices, UnitPrices, isNotTheItem,
} from "./catalog/index.ts";

/** Statistics, the market, cohorts, benchmark trust and price judgement. */
export {
  AVG_WINDOW_DAYS, Benchmark, benchmarkFor, type BenchmarkOptions, type CohortKey, cohortScore,
  type AuctionClose, type CohortSlice, CohortStats, computeCohortStats, createMarket, DAY_MS, DEFAULT_WINDOW_DAYS,
  type Fences, FORECAST_BAND_SIGMAS, FORECAST_HORIZON_DAYS, type ForecastBand, GB_PER_TB,
  judgePrice, linearForecast, locationMatches, lowerBound, type Market, type MarketView, MAX_MEDIAN_HALF_WIDTH,
  MAX_NEWEST_AGE_DAYS, mean, median, medianSorted, MIN_COHORT_SAMPLE, MIN_DISTINCT_SOURCES,
  MIN_MATCH_CONFIDENCE, MIN_SAMPLE_FOR_OUTLIERS, normalizeCondition, percentileRankSorted,
  MIN_SINGLE_SOURCE_SOLD, MIN_SOLD_FOR_SOLD_ONLY, MEDIAN_INTERVAL_Z, SUSPICIOUS_FRACTION, SUSPICIOUS_TAIL_FRACTION,
  SUSPICIOUS_TAIL_QUANTILE, classAverage, selectCohort, implausibleBelow, medianInterval, type CohortSelection,
  KIND_SOLD, KIND_ASKING, isSuspicious, relativeTo, CohortEvidence, type PriceObservationInput,
  PRICE_AGO_DAYS, PRICE_AGO_HALF_WIDTH_DAYS, type PriceJudgement, PriceObservation, pricePerGb,
  pricePerItem, pricePerTb, priceVerdict, quantileSorted, removeOutliersSorted, SCORE_AT_MAX,
  SCORE_AT_MEDIAN, SCORE_AT_MIN, SCORE_AT_P25, SCORE_AT_P75, type SliceOptions, sortAscending,
  SourceStat, STRATA, Stratum, stratumOf, toMs, trend7d, TREND_WINDOW_DAYS, TRUST_REASON_CODES,
  TRUST_REASON_STATUS, type TrustedBenchmark, TrustReasonCode, trustStatusOf, TUKEY_K, tukeyFences,
  type UnitInput, UNKNOWN_CONDITION_STRATUM, UNTRUSTED_REASON_CODES, type UntrustedBenchmark, usd,
  underLowTail, wideMarket, WIDE_MARKET_MIN_SAMPLE, WIDE_MARKET_QUANTILE, type WideMarket,
} from "./pricing/index.ts";

/** Scoring a listing against a hunt. */
export {
  ABOVE_TARGET_SCORE, AT_CEILING_SCORE, BENCHMARK_WEIGHT, CEILING_ONLY_BASE, CEILING_ONLY_SPAN,
  type Check, type CheckInput, compileCriteria, type CompiledHunt, compileHunt,
  DEFAULT_ALERT_THRESHOLD, DEFAULT_WATCH_THRESHOLD, HuntScoringInput, isCompiledHunt, ListingFacts,
  type ListingFactsInput, ListingScore, needsTitle, NEUTRAL_SCORE, POINTS_PER_PERCENT_OVER_TARGET, scoreListing,
  TARGET_BONUS_FULL_AT, TARGET_MET_BONUS, TARGET_MET_SCORE, targetScore, benchmarkOnlyScore, effectiveTarget,
} from "./scoring/index.ts";

/** The listing pipeline's steps: describe → relevance → observation (see pipeline/index.ts). */
export {
  compileQuery, DEFAULT_FX_RATES, describeListing, type DescribedListing, type DescribeInput, FxRates,
  classReason, SPEC_CLASS_PREFIX, specClassOf, specClassWords, isRelevant, readHunt, type HuntReading, relevanceFailure, type RelevanceRule, marketReport, marketSubject, type MarketSubject, observationOf,
  type ObservationVerdict, parseFxRates, type PipelineContext, type QuerySpec, relevanceWords, reportVariant, toTrust, toUsd,
  type UsdAmount, variantClass,
} from "./pipeline/index.ts";

/** The judgement: a listing in; its facts, verdict, observation and every hunt's alert decision out (see judgement/index.ts). */
export {
  type AlertDecision, type AlertMarket, type AuctionSpotting, auctionSpotting, batchSuspicious, BATCH_SUSPICIOUS_REASON, type BenchmarkLookup, benchmarkLookup, type BenchmarkScope,
  type CohortNeed, cohortNeeds, type CountsBySource, decideAlert, type ExclusionRule, keepFor, DEFAULT_PRICE_DROP_STEP, fingerprint, type HuntInput, type HuntItem,
  type HuntConflict, huntUnderstanding, type HuntWords, understandHunt,
  type HuntJudgement, type HuntJudgementStamp, type HuntMemory, type JudgedBatch, judgeListing, judgeListings,
  judgementChanged, type JudgementBatch, type JudgementContext, type JudgementPlan, judgePlan, type JudgeInput,
  type ListingJudgement, type ListingVerdict, listingVerdict, narrowPlan, observedAt, type PlannedHunt, type PlannedListing,
  planJudgement, type PreparedHunt, prepareHunt, planPercolation, createHuntIndex, type HuntIndex, huntKeys, type StoredListingRef, targetWarnings, timeLeft, type VerdictCode,
  absolutePercentageError, liveMedian, type RealizedSale, realizedSale, BENCHMARK_FORECAST_DAYS, benchmarkForecastErrors, type ForecastErrors,
} from "./judgement/index.ts";

/** evaluate(request, market, options): the verdict with every diagnostic, through the judgement. */
export {
  CONFIDENT_SAMPLE_SIZE, DEFAULT_TRUST_TIER, evaluate, evaluationNeeds, type EvaluateOptions, LOW_PRICE_CONFIDENCE, MIN_FORECAST_R2,
  platformOf, SIGNAL_LABELS, signalOf, sourceContext, STABLE_TREND,
} from "./evaluate/index.ts";
