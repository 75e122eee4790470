/** Named thresholds of the pricing module: one place to read and tune them. */
export declare const DAY_MS = 86400000;
/** Default cohort window. */
export declare const DEFAULT_WINDOW_DAYS = 90;
/** Window of the "30-day average". */
export declare const AVG_WINDOW_DAYS = 30;
/** Each half of the 7-day trend compares this many days. */
export declare const TREND_WINDOW_DAYS = 7;
/** "Price 30 days ago" is the median of the observations within this many days of that instant. */
export declare const PRICE_AGO_DAYS = 30;
export declare const PRICE_AGO_HALF_WIDTH_DAYS = 3.5;
/** The forecast horizon. */
export declare const FORECAST_HORIZON_DAYS = 30;
/** Forecast band: predicted ± this many residual standard deviations (about 90% under normal errors). */
export declare const FORECAST_BAND_SIGMAS = 1.645;
/** Tukey fences: outside [Q1 − k·IQR, Q3 + k·IQR] is an outlier. */
export declare const TUKEY_K = 1.5;
/** Below this many prices, no outlier is removed (the quartiles are too unsteady to judge). */
export declare const MIN_SAMPLE_FOR_OUTLIERS = 5;
/** Fewest observations (after outlier removal) a trusted cohort holds. */
export declare const MIN_COHORT_SAMPLE = 10;
/** Fewest distinct sources a trusted cohort draws on. */
export declare const MIN_DISTINCT_SOURCES = 2;
/** The newest observation must be at most this old. */
export declare const MAX_NEWEST_AGE_DAYS = 14;
/** Largest IQR / median (after outlier removal) a trusted cohort may show. */
export declare const MAX_DISPERSION = 0.5;
/** Lowest catalog-match confidence whose cohort can be trusted. */
export declare const MIN_MATCH_CONFIDENCE = 0.6;
