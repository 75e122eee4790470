import type { CohortStats, SourceStat } from "../schemas/pricing.ts";
import { AVG_WINDOW_DAYS, DAY_MS, PRICE_AGO_DAYS, PRICE_AGO_HALF_WIDTH_DAYS } from "./constants.ts";
import type { CohortSelection } from "./cohort-select.ts";
import { KIND_ASKING, type CohortSlice } from "./market.ts";
import type { Stratum } from "../schemas/pricing.ts";

/** Which cohort the statistics are of. */
export interface CohortKey {
  component_id: string;
  stratum: Stratum;
  now: number;
  local_kw: string | null;
}
import { mean, median, medianSorted, quantileSorted } from "./stats.ts";
import { linearForecast, trend7d } from "./trend.ts";

/**
 * Every statistic of a cohort that passed the trust rules. `c.kept` is the cohort's prices
 * (ascending) after outlier and implausible-price removal; observations of the slice outside
 * [kept[0], kept[n-1]], or of a kind the cohort does not use, are ignored throughout, so every
 * number here (the historical low included) describes the same prices the verdict used.
 * @example computeCohortStats(slice, selectCohort(slice), interval, {component_id, stratum: "used", now, local_kw: null}).median
 */
export function computeCohortStats(slice: CohortSlice, c: CohortSelection, interval: { low: number; high: number }, at: CohortKey): CohortStats {
  const kept = c.kept;
  const n = kept.length;
  const now = at.now;
  const low = kept[0];
  const high = kept[n - 1];
  const times = new Float64Array(n);
  const prices = new Float64Array(n);
  const bySource = new Map<number, { sum: number; min: number; count: number }>();
  let recentSum = 0;
  let recentCount = 0;
  const ago: number[] = [];
  const avgFrom = now - AVG_WINDOW_DAYS * DAY_MS;
  const agoAt = now - PRICE_AGO_DAYS * DAY_MS;
  const agoHalf = PRICE_AGO_HALF_WIDTH_DAYS * DAY_MS;
  let k = 0;
  const lowest = { price: Infinity, at: now };
  for (let i = 0; i < slice.prices.length; i++) {
    const p = slice.prices[i];
    if (p < low || p > high || (c.sold_only && slice.kinds[i] === KIND_ASKING)) continue;
    const t = slice.times[i];
    if (p < lowest.price || (p === lowest.price && t < lowest.at)) {
      lowest.price = p;
      lowest.at = t;
    }
    times[k] = t;
    prices[k++] = p;
    if (t >= avgFrom) {
      recentSum += p;
      recentCount++;
    }
    if (Math.abs(t - agoAt) <= agoHalf) ago.push(p);
    const s = bySource.get(slice.sources[i]);
    if (s) {
      s.sum += p;
      s.count++;
      if (p < s.min) s.min = p;
    } else bySource.set(slice.sources[i], { sum: p, min: p, count: 1 });
  }

  const sources: SourceStat[] = [];
  bySource.forEach((s, id) => {
    sources.push({ source: slice.source_names[id], avg_price: s.sum / s.count, min_price: s.min, observation_count: s.count });
  });
  sources.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));

  const forecast = linearForecast(times, prices, now);
  return {
    sample_size: n,
    outliers_removed: c.removed,
    sorted_prices: toArray(kept),
    median: medianSorted(kept),
    implausible_below: c.floor,
    median_low: interval.low,
    median_high: interval.high,
    p25: quantileSorted(kept, 0.25),
    p75: quantileSorted(kept, 0.75),
    mean: mean(kept),
    min: low,
    max: high,
    avg_30d: recentCount > 0 ? recentSum / recentCount : null,
    historical_low: lowest.price,
    historical_low_at: lowest.at,
    price_30d_ago: ago.length > 0 ? median(ago) : null,
    trend_7d: trend7d(times, prices, now),
    forecast_30d: { predicted: forecast.predicted, low: forecast.low, high: forecast.high, r2: forecast.r2 },
    sources,
  };
}

// Array.from(typedArray) walks an iterator; a counted loop is several times faster.
function toArray(values: Float64Array): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i];
  return out;
}
