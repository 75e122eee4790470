import { DAY_MS, FORECAST_BAND_SIGMAS, FORECAST_HORIZON_DAYS, TREND_WINDOW_DAYS } from "./constants.js";
import { median } from "./stats.js";
/**
 * 7-day trend as a fraction: (median of the last 7 days − median of the 7 days before) / the
 * latter. Medians, not means, so one odd listing does not make a trend. Null when either week
 * has no observation. `times` and `prices` are parallel arrays.
 * @example trend7d([0, 8 * DAY_MS], [100, 110], 10 * DAY_MS) // 0.1
 */
export function trend7d(times, prices, now, days = TREND_WINDOW_DAYS) {
    const recentStart = now - days * DAY_MS;
    const priorStart = now - 2 * days * DAY_MS;
    const recent = [];
    const prior = [];
    for (let i = 0; i < times.length; i++) {
        const t = times[i];
        if (t > now || t < priorStart)
            continue;
        (t >= recentStart ? recent : prior).push(prices[i]);
    }
    if (recent.length === 0 || prior.length === 0)
        return null;
    const before = median(prior);
    return (median(recent) - before) / before;
}
/**
 * 30-day forecast: an ordinary least-squares line of price over time, fitted to the cohort after
 * outlier removal (the removal is what makes it robust), extrapolated to now + horizon. The band
 * is ± FORECAST_BAND_SIGMAS residual standard deviations (n − 2 degrees of freedom), the low end
 * floored at zero. With fewer than 3 points or no spread in time the line is flat at the mean.
 * @example linearForecast([0, DAY_MS, 2 * DAY_MS], [10, 11, 12], 2 * DAY_MS) // {predicted: 42, low: 42, high: 42}
 */
export function linearForecast(times, prices, now, horizonDays = FORECAST_HORIZON_DAYS) {
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
    for (let i = 0; i < n; i++) {
        const r = prices[i] - (intercept + slope * ((times[i] - now) / DAY_MS));
        sse += r * r;
    }
    const sigma = n > 2 ? Math.sqrt(sse / (n - 2)) : 0;
    const predicted = Math.max(0, intercept + slope * horizonDays);
    const half = FORECAST_BAND_SIGMAS * sigma;
    return { predicted, low: Math.max(0, predicted - half), high: predicted + half };
}
