import type { EvaluateRequest, EvaluateResponse, SignalInfo } from "../schemas/evaluate.ts";
import type { Market } from "../pricing/market.ts";
import type { Identify } from "./identify.ts";
/** Sample size at which a trusted cohort counts as fully confident. */
export declare const CONFIDENT_SAMPLE_SIZE = 30;
/** A 7-day trend within ± this fraction is "stable". */
export declare const STABLE_TREND = 0.03;
/** composite_label by composite_score: the first whose floor the score reaches. */
export declare const SIGNAL_LABELS: readonly (readonly [number, string])[];
/** Options of one evaluation. */
export interface EvaluateOptions {
    /** The instant to judge at (epoch ms); defaults to the market's now, so a call is deterministic. */
    now?: number;
    window_days?: number;
    local_kw?: string | null;
    /** Trust tier of a platform (URL host without "www."); unlisted platforms are "medium". */
    platform_tiers?: Readonly<Record<string, string>>;
}
/**
 * Evaluates a price: identifies the listing, benchmarks its exact variant and condition stratum,
 * and judges the per-item price (the request's price divided by the identified quantity).
 * Untrusted cohort: INCONCLUSIVE, confidence 0, every benchmark-derived field null, with
 * benchmark_trust saying why. Trusted: every diagnostic filled. Savings are fractions of the
 * reference price (0.18 = 18% below it); negative means dearer.
 * @example
 * const res = evaluate({price: 99, title: "HGST He8 8TB SAS"}, market, identify, {now});
 * res.verdict // "BUY"
 */
export declare function evaluate(request: EvaluateRequest, market: Market, identify: Identify, options?: EvaluateOptions): EvaluateResponse;
/**
 * The SignalInfo of a judged price.
 * @example signalOf(82, 99, 120, -0.05) // {composite_score: 82, composite_label: "good", below_median: true, trend: "falling"}
 */
export declare function signalOf(score: number, unit: number, median: number, trend: number | null): SignalInfo;
