/** Named numbers of the scoring rule (DESIGN.md thresholds and the price-signal shape). */
/** ALERT at or above (a hunt's config.alert_threshold overrides). */
export const DEFAULT_ALERT_THRESHOLD = 80;
/** WATCH at or above (a hunt's config.watch_threshold overrides). */
export const DEFAULT_WATCH_THRESHOLD = 50;
/** Target met: 90, plus up to 10 more as the price falls further below target (full at half the target). */
export const TARGET_MET_SCORE = 90;
export const TARGET_MET_BONUS = 10;
export const TARGET_BONUS_FULL_AT = 0.5;
/** Just above the target. */
export const ABOVE_TARGET_SCORE = 70;
/** At the ceiling, when there is a target below it (linear from ABOVE_TARGET_SCORE). */
export const AT_CEILING_SCORE = 30;
/** Without a ceiling, each 1% above the target costs this many points. */
export const POINTS_PER_PERCENT_OVER_TARGET = 1;
/** Ceiling only: 50 at the ceiling up to 75 at a price of zero — a WATCH, never an ALERT alone. */
export const CEILING_ONLY_BASE = 50;
export const CEILING_ONLY_SPAN = 25;
/** Neither target nor ceiling: the listing met the criteria and nothing more is known. */
export const NEUTRAL_SCORE = 50;
/** How far a trusted benchmark moves the score: (cohort score − 50) × this. */
export const BENCHMARK_WEIGHT = 0.6;
