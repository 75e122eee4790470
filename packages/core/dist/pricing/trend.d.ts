/** A forecast price with its band. */
export interface ForecastBand {
    readonly predicted: number;
    readonly low: number;
    readonly high: number;
}
/**
 * 7-day trend as a fraction: (median of the last 7 days − median of the 7 days before) / the
 * latter. Medians, not means, so one odd listing does not make a trend. Null when either week
 * has no observation. `times` and `prices` are parallel arrays.
 * @example trend7d([0, 8 * DAY_MS], [100, 110], 10 * DAY_MS) // 0.1
 */
export declare function trend7d(times: ArrayLike<number>, prices: ArrayLike<number>, now: number, days?: number): number | null;
/**
 * 30-day forecast: an ordinary least-squares line of price over time, fitted to the cohort after
 * outlier removal (the removal is what makes it robust), extrapolated to now + horizon. The band
 * is ± FORECAST_BAND_SIGMAS residual standard deviations (n − 2 degrees of freedom), the low end
 * floored at zero. With fewer than 3 points or no spread in time the line is flat at the mean.
 * @example linearForecast([0, DAY_MS, 2 * DAY_MS], [10, 11, 12], 2 * DAY_MS) // {predicted: 42, low: 42, high: 42}
 */
export declare function linearForecast(times: ArrayLike<number>, prices: ArrayLike<number>, now: number, horizonDays?: number): ForecastBand;
