/** Named thresholds of the pricing module: one place to read and tune them. */
export const DAY_MS = 86_400_000;
/** Default cohort window. */
export const DEFAULT_WINDOW_DAYS = 90;
/** Window of the "30-day average". */
export const AVG_WINDOW_DAYS = 30;
/** Each half of the 7-day trend compares this many days. */
export const TREND_WINDOW_DAYS = 7;
/** "Price 30 days ago" is the median of the observations within this many days of that instant. */
export const PRICE_AGO_DAYS = 30;
export const PRICE_AGO_HALF_WIDTH_DAYS = 3.5;
/** The forecast horizon. */
export const FORECAST_HORIZON_DAYS = 30;
/** Forecast band: predicted ± this many residual standard deviations (about 90% under normal errors). */
export const FORECAST_BAND_SIGMAS = 1.645;
/** Tukey fences: outside [Q1 − k·IQR, Q3 + k·IQR] is an outlier. */
export const TUKEY_K = 1.5;
/** Below this many prices, no outlier is removed (the quartiles are too unsteady to judge). */
export const MIN_SAMPLE_FOR_OUTLIERS = 5;
// --- Trust thresholds (DESIGN.md: named constants) ---
/** Fewest observations (after outlier removal) a trusted cohort holds. */
export const MIN_COHORT_SAMPLE = 10;
/** Fewest distinct sources a trusted cohort draws on. */
export const MIN_DISTINCT_SOURCES = 2;
/** The newest observation must be at most this old. */
export const MAX_NEWEST_AGE_DAYS = 14;
/** Largest IQR / median (after outlier removal) a trusted cohort may show. */
export const MAX_DISPERSION = 0.5;
/** Lowest catalog-match confidence whose cohort can be trusted. */
export const MIN_MATCH_CONFIDENCE = 0.6;
