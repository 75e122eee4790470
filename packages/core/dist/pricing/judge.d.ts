import type { Benchmark, TrustedBenchmark } from "../schemas/pricing.ts";
import type { Verdict } from "../schemas/vocabulary.ts";
/** Score at the cohort's minimum, p25, median, p75 and maximum; linear in between. */
export declare const SCORE_AT_MIN = 100;
export declare const SCORE_AT_P25 = 75;
export declare const SCORE_AT_MEDIAN = 50;
export declare const SCORE_AT_P75 = 25;
export declare const SCORE_AT_MAX = 0;
/** A price judged against a benchmark. Untrusted: INCONCLUSIVE and no number at all. */
export type PriceJudgement = {
    verdict: Exclude<Verdict, "INCONCLUSIVE">;
    score: number;
    percentile: number;
    reason: string;
} | {
    verdict: "INCONCLUSIVE";
    score: null;
    percentile: null;
    reason: string;
};
/**
 * Judges a per-item price against a benchmark. Rule: BUY at or below p25, SKIP above p75, WAIT in
 * between. The score (0..100) is piecewise linear through (min, 100), (p25, 75), (median, 50),
 * (p75, 25), (max, 0) — so BUY ⇔ score ≥ 75 whenever p25 > min — and clamps outside the range.
 * The percentile is the mid-rank of the price among the cohort's prices.
 * @example judgePrice(99, benchmark) // {verdict: "BUY", score: 82, percentile: 12, reason: "p12 of 34 ..."}
 */
export declare function judgePrice(price: number, benchmark: Benchmark): PriceJudgement;
/**
 * The verdict alone (no reason text): BUY at or below p25, SKIP above p75, else WAIT.
 * @example priceVerdict(100, benchmark) // "BUY" when p25 is 105
 */
export declare function priceVerdict(price: number, benchmark: TrustedBenchmark): Exclude<Verdict, "INCONCLUSIVE">;
/**
 * The unrounded piecewise-linear position score of a price in a trusted cohort (see judgePrice).
 * @example cohortScore(120, benchmark) // 50 when the median is 120
 */
export declare function cohortScore(price: number, benchmark: TrustedBenchmark): number;
/**
 * A USD amount as "$1,234.50".
 * @example usd(120) // "$120.00"
 */
export declare function usd(amount: number): string;
