import { AVG_WINDOW_DAYS, DAY_MS, PRICE_AGO_DAYS, PRICE_AGO_HALF_WIDTH_DAYS } from "./constants.js";
import { tukeyFences } from "./outliers.js";
import { mean, median, medianSorted, quantileSorted } from "./stats.js";
import { linearForecast, trend7d } from "./trend.js";
/**
 * Every statistic of a cohort that passed the trust rules. `kept` is the window's prices after
 * outlier removal (ascending); observations of the slice outside [kept[0], kept[n-1]] are the
 * removed outliers and are ignored throughout. The historical low is the lowest price of the
 * same stratum over all time that is not below the kept prices' lower Tukey fence, so one
 * mistyped $1 listing never becomes the "best price ever".
 * @example computeCohortStats(market, slice, kept, {component_id, stratum: "used", now, local_kw: null}).median
 */
export function computeCohortStats(market, slice, kept, at) {
    const n = kept.length;
    const now = at.now;
    const low = kept[0];
    const high = kept[n - 1];
    const times = new Float64Array(n);
    const prices = new Float64Array(n);
    const bySource = new Map();
    let recentSum = 0;
    let recentCount = 0;
    const ago = [];
    const avgFrom = now - AVG_WINDOW_DAYS * DAY_MS;
    const agoAt = now - PRICE_AGO_DAYS * DAY_MS;
    const agoHalf = PRICE_AGO_HALF_WIDTH_DAYS * DAY_MS;
    let k = 0;
    for (let i = 0; i < slice.prices.length; i++) {
        const p = slice.prices[i];
        if (p < low || p > high)
            continue;
        const t = slice.times[i];
        times[k] = t;
        prices[k++] = p;
        if (t >= avgFrom) {
            recentSum += p;
            recentCount++;
        }
        if (Math.abs(t - agoAt) <= agoHalf)
            ago.push(p);
        const s = bySource.get(slice.sources[i]);
        if (s) {
            s.sum += p;
            s.count++;
            if (p < s.min)
                s.min = p;
        }
        else
            bySource.set(slice.sources[i], { sum: p, min: p, count: 1 });
    }
    // The window's own low is a candidate, so this is never null for a non-empty cohort.
    const lowest = market.lowest(at.component_id, at.stratum, tukeyFences(kept).low, { now, local_kw: at.local_kw }) ?? { price: low, at: now };
    const sources = [];
    bySource.forEach((s, id) => {
        sources.push({ source: slice.source_names[id], avg_price: s.sum / s.count, min_price: s.min, observation_count: s.count });
    });
    sources.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
    const forecast = linearForecast(times, prices, now);
    return {
        sample_size: n,
        outliers_removed: slice.prices.length - n,
        sorted_prices: toArray(kept),
        median: medianSorted(kept),
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
        forecast_30d: { predicted: forecast.predicted, low: forecast.low, high: forecast.high },
        sources,
    };
}
// Array.from(typedArray) walks an iterator; a counted loop is several times faster.
function toArray(values) {
    const out = new Array(values.length);
    for (let i = 0; i < values.length; i++)
        out[i] = values[i];
    return out;
}
