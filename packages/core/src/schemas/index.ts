/** `@rackhunt/core/schemas`: the valibot schemas of every resource, each with its inferred type. */
export {
  Action, ACTIONS, CATEGORIES, Category, CHANNEL_TYPES, ChannelType, Condition, CONDITIONS,
  INSTANT_CHANNEL_TYPES, LISTING_STATUSES, ListingStatus, NOT_ITEM_KINDS, NotItemKind, OBSERVATION_KINDS,
  ObservationKind, SOURCE_KINDS, SOURCE_RUN_OUTCOMES, SourceKind, SourceRunOutcome, Tier, TIERS, TRUST_STATUSES, TrustStatus, Verdict, VERDICTS,
} from "./vocabulary.ts";
export {
  DateTime, DEFAULT_PAGE_LIMIT, jsonObject, MAX_PAGE_LIMIT, unknownKeys, nullish, PageLimit, PageOffset,
  PageQuery, Price, Uuid,
} from "./common.ts";
export {
  ERROR_CODES, ErrorCode, ProblemDetails, StandardError, ValidationError, ValidationIssue,
} from "./errors.ts";
export {
  HuntConfig, HuntCriteria, HuntUnderstanding, SourcesEnabled,
} from "./hunt-criteria.ts";
export {
  Hunt, HuntCreate, HuntIdParams, HuntListingsQuery, HuntUpdate, RESULT_FILTERS, ResultsQuery,
} from "./hunt.ts";
export {
  Alert, Listing, ResultsPage, ScanResponse, ScanResult, SourceOutcome,
} from "./listing.ts";
export {
  ComponentDetail, ComponentIdParams, ComponentListItem, ComponentQuery, ComponentSearchQuery,
  ComponentSearchResponse, HISTORY_PERIODS, HistoryQuery, LocalKw, PriceHistory, PricePoint,
} from "./component.ts";
export {
  BenchmarkTrustStatus, ComponentMatch, EvaluateRequest, EvaluateResponse, Forecast,
  HistoricalContext, PriceMetrics, Savings, SignalInfo, SourceContext, SourcePriceComparison,
} from "./evaluate.ts";
export {
  Channel, ChannelCreate, ChannelIdParams, ChannelList, ChannelTestResult, ChannelUpdate,
} from "./channel.ts";
export {
  Account, BillingStatus, Entitlements, Health, RegisterBody, TierLimits, TierTable,
} from "./account.ts";
export {
  BenchmarkWindow, DataContractField, FreeBenchmarkStatus, PAID_BENCHMARK_FIELDS, PAID_RAILS,
  PaidBenchmark, PaidCatalog, PaidCatalogComponent, PaidComponentParams, PaidComponentResponse,
  PaidRail, PaidRailName, PaidStratum, STRATUM_DESCRIPTIONS,
} from "./paid.ts";
export {
  DEAL_ACTIONS, MarketSummary, PublicCategory, PublicCategoryPage, PublicCategoryParams,
  PublicCategoryQuery, PublicComponentDetail, PublicComponentParams, PublicComponentQuery,
  PublicComponentSummary, PublicDealsPage, PublicDealsQuery, PublicPrices, PublicStratumStats,
} from "./public.ts";
export { MarketQuery, MarketReport, MarketSourceRow, MarketStratum } from "./market-report.ts";
export { hasControls, type TextKind, withoutControls } from "./text.ts";
export {
  AlertFeedback, AlertFeedbackBody, AlertFeedbackParams, FEEDBACK_LABELS, FeedbackLabel, LatencyFigure, PrecisionFigure,
  PriceErrorFigure, PriceErrorRow, QualityReport, QualityRow,
} from "./quality.ts";
