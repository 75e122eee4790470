import { percentileRankSorted } from "./stats.js";
/** Score at the cohort's minimum, p25, median, p75 and maximum; linear in between. */
export const SCORE_AT_MIN = 100;
export const SCORE_AT_P25 = 75;
export const SCORE_AT_MEDIAN = 50;
export const SCORE_AT_P75 = 25;
export const SCORE_AT_MAX = 0;
/**
 * Judges a per-item price against a benchmark. Rule: BUY at or below p25, SKIP above p75, WAIT in
 * between. The score (0..100) is piecewise linear through (min, 100), (p25, 75), (median, 50),
 * (p75, 25), (max, 0) — so BUY ⇔ score ≥ 75 whenever p25 > min — and clamps outside the range.
 * The percentile is the mid-rank of the price among the cohort's prices.
 * @example judgePrice(99, benchmark) // {verdict: "BUY", score: 82, percentile: 12, reason: "p12 of 34 ..."}
 */
export function judgePrice(price, benchmark) {
    if (benchmark.status !== "trusted") {
        return { verdict: "INCONCLUSIVE", score: null, percentile: null, reason: `No trusted benchmark (${benchmark.reason_code}): ${benchmark.detail}` };
    }
    const s = benchmark.stats;
    const verdict = priceVerdict(price, benchmark);
    const score = Math.round(cohortScore(price, benchmark));
    const percentile = percentileRankSorted(s.sorted_prices, price);
    const diff = (price - s.median) / s.median;
    const relation = diff === 0 ? "at the median" : `${Math.round(Math.abs(diff) * 100)}% ${diff < 0 ? "below" : "above"} the median`;
    const reason = `p${Math.round(percentile)} of ${s.sample_size} comparables over ${benchmark.window_days} days; ` +
        `${relation} ${usd(s.median)} (p25 ${usd(s.p25)}, p75 ${usd(s.p75)})`;
    return { verdict, score, percentile, reason };
}
/**
 * The verdict alone (no reason text): BUY at or below p25, SKIP above p75, else WAIT.
 * @example priceVerdict(100, benchmark) // "BUY" when p25 is 105
 */
export function priceVerdict(price, benchmark) {
    const s = benchmark.stats;
    return price <= s.p25 ? "BUY" : price > s.p75 ? "SKIP" : "WAIT";
}
/**
 * The unrounded piecewise-linear position score of a price in a trusted cohort (see judgePrice).
 * @example cohortScore(120, benchmark) // 50 when the median is 120
 */
export function cohortScore(price, benchmark) {
    const { min, p25, median, p75, max } = benchmark.stats;
    if (price <= min)
        return SCORE_AT_MIN;
    if (price <= p25)
        return lerp(price, min, SCORE_AT_MIN, p25, SCORE_AT_P25);
    if (price <= median)
        return lerp(price, p25, SCORE_AT_P25, median, SCORE_AT_MEDIAN);
    if (price <= p75)
        return lerp(price, median, SCORE_AT_MEDIAN, p75, SCORE_AT_P75);
    if (price <= max)
        return lerp(price, p75, SCORE_AT_P75, max, SCORE_AT_MAX);
    return SCORE_AT_MAX;
}
// A zero-width segment (equal quantiles) is a step: the price sits at its right end.
function lerp(x, x0, y0, x1, y1) {
    return x1 === x0 ? y1 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
}
/**
 * A USD amount as "$1,234.50".
 * @example usd(120) // "$120.00"
 */
export function usd(amount) {
    // Integer cents and a digit-group loop: toFixed and a regex made this the hot spot of scoring,
    // and toLocaleString depends on the runtime's ICU data.
    const cents = Math.round(Math.abs(amount) * 100);
    const frac = cents % 100;
    let rest = Math.floor(cents / 100);
    let groups = "";
    while (rest >= 1000) {
        groups = `,${String(rest % 1000).padStart(3, "0")}${groups}`;
        rest = Math.floor(rest / 1000);
    }
    return `${amount < 0 && cents > 0 ? "-" : ""}$${rest}${groups}.${frac < 10 ? "0" : ""}${frac}`;
}
