import {
  MEDIAN_INTERVAL_Z,
  MIN_SOLD_FOR_SOLD_ONLY,
  SUSPICIOUS_FRACTION,
  SUSPICIOUS_TAIL_FRACTION,
  SUSPICIOUS_TAIL_QUANTILE,
} from "./constants.ts";
import { KIND_ASKING, KIND_SOLD, type CohortSlice } from "./market.ts";
import { removeOutliersSorted } from "./outliers.ts";
import { medianSorted, quantileSorted } from "./stats.ts";

/** The prices of a window a cohort is built from, and what was set aside. */
export interface CohortSelection {
  /** Only sales count (enough of them), or sales and asking prices together. */
  sold_only: boolean;
  sold: number;
  asking: number;
  /** Kept prices, ascending: within the Tukey fences and at or above `floor`. */
  kept: Float64Array;
  /** Prices below this are implausibly low for this cohort (SUSPICIOUS_PRICE). */
  floor: number;
  /** Window prices of the selected kinds that were left out (outliers and implausible ones). */
  removed: number;
}

/**
 * Picks a window's cohort: its sales alone when there are at least MIN_SOLD_FOR_SOLD_ONLY of them
 * (what things sold for is the market; asking prices run high), otherwise sales and asking prices
 * together. Then drops Tukey outliers, then prices under the implausibility floor.
 * @example selectCohort(market.slice("hdd-x", "used")).kept // Float64Array of the kept prices
 */
export function selectCohort(slice: CohortSlice): CohortSelection {
  let sold = 0;
  for (let i = 0; i < slice.kinds.length; i++) if (slice.kinds[i] === KIND_SOLD) sold++;
  const asking = slice.kinds.length - sold;
  const sold_only = sold >= MIN_SOLD_FOR_SOLD_ONLY && asking > 0;
  const chosen = new Float64Array(sold_only ? sold : slice.prices.length);
  let k = 0;
  for (let i = 0; i < slice.prices.length; i++) if (!sold_only || slice.kinds[i] !== KIND_ASKING) chosen[k++] = slice.prices[i];
  chosen.sort();
  const fenced = removeOutliersSorted(chosen);
  const floor = implausibleBelow(fenced);
  let start = 0;
  while (start < fenced.length && fenced[start] < floor) start++;
  const kept = fenced.subarray(start);
  return { sold_only, sold, asking, kept, floor, removed: chosen.length - kept.length };
}

/**
 * The implausibility floor of ascending prices: the lower of SUSPICIOUS_FRACTION × median and
 * SUSPICIOUS_TAIL_FRACTION × the 10th percentile, so a wide market's real low tail stays in.
 * @example implausibleBelow(Float64Array.of(400, 500, 600, 700, 800)) // 300 (0.75 × p10 440 = 330; 0.5 × 600 = 300)
 */
export function implausibleBelow(sorted: ArrayLike<number>): number {
  if (sorted.length === 0) return 0;
  return Math.min(SUSPICIOUS_FRACTION * medianSorted(sorted), SUSPICIOUS_TAIL_FRACTION * quantileSorted(sorted, SUSPICIOUS_TAIL_QUANTILE));
}

/**
 * A distribution-free 95% interval of the median of ascending prices: the order statistics at
 * ranks n/2 ∓ z·√n/2 (the binomial ranks' normal approximation), clamped to the sample.
 * @example medianInterval(Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)) // {low: 1, high: 9}
 */
export function medianInterval(sorted: ArrayLike<number>): { low: number; high: number } {
  const n = sorted.length;
  const half = (MEDIAN_INTERVAL_Z * Math.sqrt(n)) / 2;
  const j = Math.max(1, Math.floor(n / 2 - half));
  const k = Math.min(n, Math.ceil(n / 2 + half));
  return { low: sorted[j - 1], high: sorted[k - 1] };
}
