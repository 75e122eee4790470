import { DAY_MS } from "../pricing/constants.ts";
import { KIND_SOLD, type MarketView } from "../pricing/market.ts";
import { benchmarkFor } from "../pricing/trust.ts";
import type { Stratum } from "../schemas/pricing.ts";

/** How far ahead a day's benchmark median is graded: the sales of the following 7 days. */
export const BENCHMARK_FORECAST_DAYS = 7;

const STRATA: readonly Stratum[] = ["new", "used", "for_parts"];

/** One cohort's forecast record: each error of a day's median against a sale of the following days. */
export interface ForecastErrors {
  component_id: string;
  stratum: Stratum;
  /** Per (day, sale) pair: |day's trusted median − sold price| ÷ sold price, in percent. */
  errors: number[];
  /** The source of the sale of each pair (same order as errors). */
  sources: string[];
}

/**
 * A benchmark as a forecast: for each UTC day of the window whose cohort benchmark was trusted at
 * that day's start, its median is compared with every sale of that cohort in the following
 * BENCHMARK_FORECAST_DAYS days (sales seen after the day began, so none of them was in the median).
 * Pure: reads the market the host loaded (the window plus the horizon before it).
 * @example
 * benchmarkForecastErrors(market, ["hgst-ultrastar-he8-huh728080al5200"], {now, window_days: 90})[0].errors // [4.2, 1.3, …]
 */
export function benchmarkForecastErrors(market: MarketView, componentIds: Iterable<string>, options: { now: number; window_days: number }): ForecastErrors[] {
  const out: ForecastErrors[] = [];
  const start = options.now - options.window_days * DAY_MS;
  for (const component_id of componentIds) {
    for (const stratum of STRATA) {
      const slice = market.slice(component_id, stratum, { now: options.now, window_days: options.window_days });
      const errors: number[] = [];
      const sources: string[] = [];
      const medians = new Map<number, number | null>();
      const medianAt = (day: number) => {
        if (!medians.has(day)) {
          const b = benchmarkFor(market, component_id, { condition: stratum, match_confidence: 1, now: day });
          medians.set(day, b.status === "trusted" ? b.stats.median : null);
        }
        return medians.get(day)!;
      };
      for (let i = 0; i < slice.times.length; i++) {
        if (slice.kinds[i] !== KIND_SOLD || !(slice.prices[i]! > 0)) continue;
        const at = slice.times[i]!;
        // The days whose following week (day, day + horizon] holds this sale: starts in [at − horizon, at), within the window.
        const lastDay = Math.floor((at - 1) / DAY_MS) * DAY_MS;
        for (let day = lastDay; day >= at - BENCHMARK_FORECAST_DAYS * DAY_MS && day >= start; day -= DAY_MS) {
          const median = medianAt(day);
          if (median === null) continue;
          errors.push((Math.abs(median - slice.prices[i]!) / slice.prices[i]!) * 100);
          sources.push(slice.source_names[slice.sources[i]!] ?? "unknown");
        }
      }
      if (errors.length > 0) out.push({ component_id, stratum, errors, sources });
    }
  }
  return out;
}
