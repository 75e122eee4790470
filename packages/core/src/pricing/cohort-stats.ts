import type { CohortStats, SourceStat } from "../schemas/pricing.ts";
import { AVG_WINDOW_DAYS, DAY_MS, PRICE_AGO_DAYS, PRICE_AGO_HALF_WIDTH_DAYS } from "./constants.ts";
import type { CohortSlice } from "./market.ts";
import { tukeyFences } from "./outliers.ts";
import { mean, median, medianSorted, quantileSorted } from "./stats.ts";
import { linearForecast, trend7d } from "./trend.ts";

/**
 * Every statistic of a cohort that passed the trust rules. `kept` is the window's prices after
 * outlier removal (ascending); observations of the slice outside [kept[0], kept[n-1]] are the
 * removed outliers and are ignored throughout. `history` is the same stratum over all time: the
 * historical low is its lowest price not below the window's lower Tukey fence, so one mistyped
 * $1 listing never becomes the "best price ever".
 * @example computeCohortStats(slice, kept, history, Date.now()).median
 */
export function computeCohortStats(slice: CohortSlice, kept: Float64Array, history: CohortSlice, now: number): CohortStats {
  const n = kept.length;
  const low = kept[0];
  const high = kept[n - 1];
  const times: number[] = [];
  const prices: number[] = [];
  const bySource = new Map<number, { sum: number; min: number; count: number }>();
  const recent: number[] = [];
  const ago: number[] = [];
  const avgFrom = now - AVG_WINDOW_DAYS * DAY_MS;
  const agoAt = now - PRICE_AGO_DAYS * DAY_MS;
  const agoHalf = PRICE_AGO_HALF_WIDTH_DAYS * DAY_MS;
  for (let i = 0; i < slice.prices.length; i++) {
    const p = slice.prices[i];
    if (p < low || p > high) continue;
    const t = slice.times[i];
    times.push(t);
    prices.push(p);
    if (t >= avgFrom) recent.push(p);
    if (Math.abs(t - agoAt) <= agoHalf) ago.push(p);
    const s = bySource.get(slice.sources[i]);
    if (s) {
      s.sum += p;
      s.count++;
      if (p < s.min) s.min = p;
    } else bySource.set(slice.sources[i], { sum: p, min: p, count: 1 });
  }

  const fenceLow = tukeyFences(kept).low;
  let historicalLow = Infinity;
  let historicalLowAt = 0;
  for (let i = 0; i < history.prices.length; i++) {
    const p = history.prices[i];
    // Strictly lower wins, so ties keep the earliest date (history is in time order).
    if (p >= fenceLow && p < historicalLow) {
      historicalLow = p;
      historicalLowAt = history.times[i];
    }
  }

  const sources: SourceStat[] = [];
  for (const [id, s] of bySource) {
    sources.push({ source: slice.source_names[id], avg_price: s.sum / s.count, min_price: s.min, observation_count: s.count });
  }
  sources.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));

  const forecast = linearForecast(times, prices, now);
  return {
    sample_size: n,
    outliers_removed: slice.prices.length - n,
    sorted_prices: Array.from(kept),
    median: medianSorted(kept),
    p25: quantileSorted(kept, 0.25),
    p75: quantileSorted(kept, 0.75),
    mean: mean(kept),
    min: low,
    max: high,
    avg_30d: recent.length > 0 ? mean(recent) : null,
    historical_low: historicalLow,
    historical_low_at: historicalLowAt,
    price_30d_ago: ago.length > 0 ? median(ago) : null,
    trend_7d: trend7d(times, prices, now),
    forecast_30d: { predicted: forecast.predicted, low: forecast.low, high: forecast.high },
    sources,
  };
}
