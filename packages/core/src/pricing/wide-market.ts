import { DEFAULT_WINDOW_DAYS, MIN_COHORT_SAMPLE } from "./constants.ts";
import { medianInterval, selectCohort } from "./cohort-select.ts";
import type { MarketView } from "./market.ts";
import { medianSorted, percentileRankSorted, quantileSorted } from "./stats.ts";
import { stratumOf } from "./strata.ts";
import type { Condition } from "../schemas/vocabulary.ts";

/**
 * Where a price sits in a cohort too spread to be trusted (HIGH_DISPERSION): used server parts sell
 * from pulls to tested spares, so a median known only to ±35% is common. Its median says little,
 * but a price under the cohort's low tail is cheap by any reading of it. Chosen on the labelled
 * deal set (test/fixtures/deals, development part): the 10th percentile of at least 10 kept prices
 * alerted more precisely than p25 in those markets (see bench/RESULTS.md, "Deals in wide markets").
 */
export const WIDE_MARKET_QUANTILE = 0.1;
export const WIDE_MARKET_MIN_SAMPLE = MIN_COHORT_SAMPLE;

/** A wide cohort's low tail, for judging a price far below it: never shown as a benchmark. */
export interface WideMarket {
  /** Kept prices (outliers and implausible ones removed). */
  kept: number;
  /** The WIDE_MARKET_QUANTILE of the kept prices, the median, and the implausibility floor. */
  low_tail: number;
  median: number;
  floor: number;
  /** Half the median's 95% interval, as a fraction of it (what made the cohort untrusted). */
  half_width: number;
  /** The mid-rank percentile of a price in the kept prices. */
  percentile(price: number): number;
}

/**
 * The low tail of one variant's cohort in a stratum and window, or null with too few prices.
 * @example wideMarket(market, "hdd-x", { condition: "used", now })?.low_tail // 38.5
 */
export function wideMarket(market: MarketView, component_id: string, options: { condition?: Condition | null; now: number; window_days?: number; local_kw?: string | null }): WideMarket | null {
  const slice = market.slice(component_id, stratumOf(options.condition), { now: options.now, window_days: options.window_days ?? DEFAULT_WINDOW_DAYS, local_kw: options.local_kw });
  const c = selectCohort(slice);
  if (c.kept.length < WIDE_MARKET_MIN_SAMPLE) return null;
  const median = medianSorted(c.kept);
  const interval = medianInterval(c.kept);
  const kept = c.kept;
  return {
    kept: kept.length,
    low_tail: quantileSorted(kept, WIDE_MARKET_QUANTILE),
    median,
    floor: c.floor,
    half_width: (interval.high - interval.low) / 2 / median,
    percentile: (price) => percentileRankSorted(kept, price),
  };
}

/**
 * Whether a price is under a wide cohort's low tail and still above its implausibility floor:
 * cheap by any reading of a spread market, yet not too good to be true.
 * @example underLowTail(36, wide) // true when the low tail is 38.5 and the floor 30
 */
export function underLowTail(price: number, wide: WideMarket): boolean {
  return price <= wide.low_tail && price >= wide.floor;
}
