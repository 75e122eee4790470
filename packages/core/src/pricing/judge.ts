import type { Benchmark, TrustedBenchmark, TrustReasonCode } from "../schemas/pricing.ts";
import type { Verdict } from "../schemas/vocabulary.ts";
import { percentileRankSorted } from "./stats.ts";
import { relativeTo, usd } from "./usd.ts";

/** Score at the cohort's minimum, p25, median, p75 and maximum; linear in between. */
export const SCORE_AT_MIN = 100;
export const SCORE_AT_P25 = 75;
export const SCORE_AT_MEDIAN = 50;
export const SCORE_AT_P75 = 25;
export const SCORE_AT_MAX = 0;

/**
 * A price judged against a benchmark. No trusted benchmark, or a price implausibly far below it
 * (SUSPICIOUS_PRICE): INCONCLUSIVE with the reason code and no number at all.
 */
export type PriceJudgement =
  | { verdict: Exclude<Verdict, "INCONCLUSIVE">; score: number; percentile: number; reason: string; reason_code: "TRUSTED" }
  | { verdict: "INCONCLUSIVE"; score: null; percentile: null; reason: string; reason_code: Exclude<TrustReasonCode, "TRUSTED"> };

/**
 * Whether a price is implausibly low for a trusted cohort: under its implausibility floor (see
 * SUSPICIOUS_FRACTION), where photos, empty boxes, scams and broken items sell.
 * @example isSuspicious(120, benchmark) // true when the cohort's median is 700
 */
export function isSuspicious(price: number, benchmark: TrustedBenchmark): boolean {
  return price < benchmark.stats.implausible_below;
}

/**
 * Judges a per-item price against a benchmark. Rule: BUY at or below p25, SKIP above p75, WAIT in
 * between, INCONCLUSIVE (SUSPICIOUS_PRICE) under the implausibility floor. The score (0..100) is
 * piecewise linear through (min, 100), (p25, 75), (median, 50), (p75, 25), (max, 0) — so BUY ⇔
 * score ≥ 75 whenever p25 > min — and clamps outside the range. The percentile is the mid-rank
 * of the price among the cohort's prices.
 * @example judgePrice(99, benchmark) // {verdict: "BUY", score: 82, percentile: 12, reason: "p12 of 34 sold over 90 days; ...", reason_code: "TRUSTED"}
 */
export function judgePrice(price: number, benchmark: Benchmark): PriceJudgement {
  if (benchmark.status !== "trusted") {
    return { verdict: "INCONCLUSIVE", score: null, percentile: null, reason: `No trusted benchmark (${benchmark.reason_code}): ${benchmark.detail}`, reason_code: benchmark.reason_code };
  }
  const s = benchmark.stats;
  if (isSuspicious(price, benchmark)) {
    return {
      verdict: "INCONCLUSIVE",
      score: null,
      percentile: null,
      reason: `SUSPICIOUS_PRICE: ${usd(price)} is ${relativeTo(price, s.median, `the median ${usd(s.median)}`)} of ${s.sample_size} comparables, ` +
        `under the market's low tail (${usd(s.implausible_below)}): too good to be true — more likely a photo, an empty box, a scam or a broken item than a deal`,
      reason_code: "SUSPICIOUS_PRICE",
    };
  }
  const verdict = priceVerdict(price, benchmark) as Exclude<Verdict, "INCONCLUSIVE">;
  const score = Math.round(cohortScore(price, benchmark));
  const percentile = percentileRankSorted(s.sorted_prices, price);
  const reason =
    `p${Math.round(percentile)} of ${s.sample_size} ${cohortNoun(benchmark)} over ${benchmark.window_days} days; ` +
    `${relativeTo(price, s.median, `the median ${usd(s.median)}`)} (p25 ${usd(s.p25)}, p75 ${usd(s.p75)})`;
  return { verdict, score, percentile, reason, reason_code: "TRUSTED" };
}

const KIND_NOUN = { sold: "sold", asking: "asking prices", sold_and_asking: "sales and asking prices" } as const;

/** What the cohort's prices are, in a reason: "sold" when sales alone make it (see cohort-select). */
function cohortNoun(benchmark: TrustedBenchmark): string {
  return benchmark.evidence ? KIND_NOUN[benchmark.evidence.kinds] : "comparables";
}

/**
 * The verdict alone (no reason text): INCONCLUSIVE under the implausibility floor, BUY at or
 * below p25, SKIP above p75, else WAIT.
 * @example priceVerdict(100, benchmark) // "BUY" when p25 is 105
 */
export function priceVerdict(price: number, benchmark: TrustedBenchmark): Verdict {
  const s = benchmark.stats;
  if (isSuspicious(price, benchmark)) return "INCONCLUSIVE";
  return price <= s.p25 ? "BUY" : price > s.p75 ? "SKIP" : "WAIT";
}

/**
 * The unrounded piecewise-linear position score of a price in a trusted cohort (see judgePrice).
 * @example cohortScore(120, benchmark) // 50 when the median is 120
 */
export function cohortScore(price: number, benchmark: TrustedBenchmark): number {
  const { min, p25, median, p75, max } = benchmark.stats;
  if (price <= min) return SCORE_AT_MIN;
  if (price <= p25) return lerp(price, min, SCORE_AT_MIN, p25, SCORE_AT_P25);
  if (price <= median) return lerp(price, p25, SCORE_AT_P25, median, SCORE_AT_MEDIAN);
  if (price <= p75) return lerp(price, median, SCORE_AT_MEDIAN, p75, SCORE_AT_P75);
  if (price <= max) return lerp(price, p75, SCORE_AT_P75, max, SCORE_AT_MAX);
  return SCORE_AT_MAX;
}

// A zero-width segment (equal quantiles) is a step: the price sits at its right end.
function lerp(x: number, x0: number, y0: number, x1: number, y1: number): number {
  return x1 === x0 ? y1 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
}

