import { DAY_MS, FORECAST_BAND_SIGMAS, FORECAST_HORIZON_DAYS, TREND_WINDOW_DAYS } from "./constants.ts";
import { median } from "./stats.ts";

/** A forecast price with its band, and the share of the price variation the line explains. */
export interface ForecastBand {
  readonly predicted: number;
  readonly low: number;
  readonly high: number;
  /** Coefficient of determination of the fit, 0..1 (0 for a flat line). */
  readonly r2: number;
}

/**
 * 7-day trend as a fraction: (median of the last 7 days − median of the 7 days before) / the
 * latter. Medians, not means, so one odd listing does not make a trend. Null when either week
 * has no observation. `times` and `prices` are parallel arrays.
 * @example trend7d([0, 8 * DAY_MS], [100, 110], 10 * DAY_MS) // 0.1
 */
export function trend7d(times: ArrayLike<number>, prices: ArrayLike<number>, now: number, days: number = TREND_WINDOW_DAYS): number | null {
  const recentStart = now - days * DAY_MS;
  const priorStart = now - 2 * days * DAY_MS;
  const recent: number[] = [];
  const prior: number[] = [];
  for (let i = 0; i < times.length; i++) {
    const t = times[i];
    if (t > now || t < priorStart) continue;
    (t >= recentStart ? recent : prior).push(prices[i]);
  }
  if (recent.length === 0 || prior.length === 0) return null;
  const before = median(prior);
  return (median(recent) - before) / before;
}

/**
 * 30-day forecast: an ordinary least-squares line of price over time, fitted to the cohort after
 * outlier removal (the removal is what makes it robust), extrapolated to now + horizon. The band
 * is ± FORECAST_BAND_SIGMAS residual standard deviations (n − 2 degrees of freedom), the low end
 * floored at zero. With fewer than 3 points or no spread in time the line is flat at the mean.
 * @example linearForecast([0, DAY_MS, 2 * DAY_MS], [10, 11, 12], 2 * DAY_MS) // {predicted: 42, low: 42, high: 42, r2: 1}
 */
export function linearForecast(times: ArrayLike<number>, prices: ArrayLike<number>, now: number, horizonDays: number = FORECAST_HORIZON_DAYS): ForecastBand {
  const n = times.length;
  let sumX = 0;
  let sumY = 0;
  // Days relative to now keep the sums small and exact enough.
  for (let i = 0; i < n; i++) {
    sumX += (times[i] - now) / DAY_MS;
    sumY += prices[i];
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (times[i] - now) / DAY_MS - meanX;
    sxx += dx * dx;
    sxy += dx * (prices[i] - meanY);
  }
  const slope = n >= 3 && sxx > 0 ? sxy / sxx : 0;
  const intercept = meanY - slope * meanX;
  let sse = 0;
  let sst = 0;
  for (let i = 0; i < n; i++) {
    const r = prices[i] - (intercept + slope * ((times[i] - now) / DAY_MS));
    sse += r * r;
    sst += (prices[i] - meanY) ** 2;
  }
  const sigma = n > 2 ? Math.sqrt(sse / (n - 2)) : 0;
  const predicted = Math.max(0, intercept + slope * horizonDays);
  const half = FORECAST_BAND_SIGMAS * sigma;
  const r2 = sst > 0 && slope !== 0 ? Math.max(0, 1 - sse / sst) : 0;
  return { predicted, low: Math.max(0, predicted - half), high: predicted + half, r2 };
}
