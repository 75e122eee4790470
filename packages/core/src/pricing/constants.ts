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
/** Fewest distinct sources a trusted cohort draws on... */
export const MIN_DISTINCT_SOURCES = 2;
/**
 * ...unless one source gave at least this many sales: completed sales on one marketplace come
 * from many independent sellers and buyers, which is the independence a second source stands for.
 */
export const MIN_SINGLE_SOURCE_SOLD = 30;
/** The newest observation must be at most this old. */
export const MAX_NEWEST_AGE_DAYS = 14;
/**
 * The median must be well estimated: half the width of its distribution-free 95% interval, over the
 * median, at most this. Real used server-parts markets spread p25–p75 over 60–130% of the median;
 * what matters for a verdict is where their middle is, which enough sales pin down however wide.
 */
export const MAX_MEDIAN_HALF_WIDTH = 0.2;
/** z of the median's 95% interval (normal approximation of the binomial ranks). */
export const MEDIAN_INTERVAL_Z = 1.96;
/** Lowest catalog-match confidence whose cohort can be trusted. */
export const MIN_MATCH_CONFIDENCE = 0.6;
/** Sales alone make the cohort once there are this many of them; below, asking prices join them. */
export const MIN_SOLD_FOR_SOLD_ONLY = MIN_COHORT_SAMPLE;

// --- Too good to be true ---
/**
 * A price is implausible (SUSPICIOUS_PRICE) below the lower of SUSPICIOUS_FRACTION × median and
 * SUSPICIOUS_TAIL_FRACTION × the cohort's 10th percentile: well under the market's own low tail.
 * Such prices are photos, boxes, scams or broken items more often than deals; they are never a
 * BUY and never enter price history.
 */
export const SUSPICIOUS_FRACTION = 0.5;
export const SUSPICIOUS_TAIL_FRACTION = 0.75;
export const SUSPICIOUS_TAIL_QUANTILE = 0.1;
