/**
 * SYNTHETIC price histories for tests: invented numbers, chosen so every statistic can be computed
 * by hand (the expected values are worked out in the tests that use them). Not market data.
 */
import type { PriceObservationInput as PriceObservation } from "../../../packages/core/src/pricing/index.ts";

export const DAY = 86_400_000;
/** The instant every synthetic cohort is judged at. */
export const SYNTHETIC_NOW = Date.parse("2026-03-01T00:00:00.000Z");
export const SYNTHETIC_ID = "synthetic-hdd-8tb";

/** [price, days before SYNTHETIC_NOW, source] — 12 used observations; 400 is the outlier. */
export const SYNTHETIC_USED_ROWS: readonly (readonly [number, number, string])[] = [
  [80, 40, "forum"],
  [90, 35, "auction"],
  [95, 31, "forum"],
  [100, 28, "auction"],
  [100, 25, "aggregator"],
  [105, 20, "forum"],
  [110, 15, "auction"],
  [115, 10, "forum"],
  [120, 6, "auction"],
  [125, 3, "forum"],
  [130, 1, "aggregator"],
  [400, 2, "auction"],
];

/** Outside the 90-day window: a plausible old low (70) and a mistyped $20 below the fence. */
export const SYNTHETIC_OLD_ROWS: readonly (readonly [number, number, string])[] = [
  [70, 120, "forum"],
  [20, 200, "auction"],
];

/**
 * Synthetic observations from rows of [price, days ago, source].
 * @example syntheticObservations([[100, 1, "forum"]]) // one used observation a day before SYNTHETIC_NOW
 */
export function syntheticObservations(
  rows: readonly (readonly [number, number, string])[],
  overrides: Partial<PriceObservation> = {},
): PriceObservation[] {
  return rows.map(([price, daysAgo, source], i) => ({
    component_id: SYNTHETIC_ID,
    price,
    observed_at: SYNTHETIC_NOW - daysAgo * DAY,
    source,
    condition: "used",
    listing_id: `synthetic-${i}`,
    ...overrides,
  }));
}

/** The full synthetic used cohort (window rows and old rows). */
export function syntheticUsedCohort(): PriceObservation[] {
  return [...syntheticObservations(SYNTHETIC_USED_ROWS), ...syntheticObservations(SYNTHETIC_OLD_ROWS)];
}

/**
 * A seeded pseudo-random generator (mulberry32) for synthetic data, so runs reproduce.
 * @example const rand = seededRandom(42); rand() // 0 <= x < 1
 */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
