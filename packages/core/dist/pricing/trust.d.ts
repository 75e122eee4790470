import type { Benchmark, TrustReasonCode } from "../schemas/pricing.ts";
import type { Condition, TrustStatus } from "../schemas/vocabulary.ts";
import type { Market } from "./market.ts";
/** The status each reason code reports: missing evidence, or evidence that cannot be relied on. */
export declare const TRUST_REASON_STATUS: Readonly<Record<TrustReasonCode, TrustStatus>>;
/** What to benchmark against. */
export interface BenchmarkOptions {
    /** The listing's condition; it picks the stratum (unknown counts as used). */
    condition?: Condition | null;
    window_days?: number;
    local_kw?: string | null;
    /** Confidence of the catalog match (0..1); below MIN_MATCH_CONFIDENCE the cohort is not trusted. */
    match_confidence?: number | null;
    /** Defaults to the market's now. */
    now?: number;
}
/**
 * The benchmark of one exact variant in one condition stratum: trusted with its statistics only
 * when every trust rule of DESIGN.md holds, otherwise the first failing rule's reason code and no
 * numbers at all.
 * @example
 * const b = benchmarkFor(market, "hdd-hgst-he8-8tb", {condition: "used"});
 * if (b.status === "trusted") console.log(b.stats.median); else console.log(b.reason_code);
 */
export declare function benchmarkFor(market: Market, component_id: string | null | undefined, options?: BenchmarkOptions): Benchmark;
/**
 * The SPEC's BenchmarkTrustStatus of a benchmark.
 * @example trustStatusOf(benchmark) // {status: "insufficient_evidence", reason_code: "COHORT_TOO_SMALL", detail: "..."}
 */
export declare function trustStatusOf(b: Benchmark): {
    status: string;
    reason_code: string;
    detail: string;
};
