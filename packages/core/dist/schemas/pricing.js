import * as v from "valibot";
import { SourcePriceComparison } from "./evaluate.js";
import { Condition, TRUST_STATUSES } from "./vocabulary.js";
const [TRUSTED, UNTRUSTED, INSUFFICIENT_EVIDENCE] = TRUST_STATUSES;
/**
 * One observed price of one item of a catalog variant: the per-item price (a lot's total divided
 * by its quantity) in USD. `observed_at` is epoch milliseconds or an RFC 3339 string.
 */
export const PriceObservation = v.object({
    component_id: v.pipe(v.string(), v.minLength(1)),
    price: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10_000_000)),
    observed_at: v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.isoTimestamp())]),
    source: v.pipe(v.string(), v.minLength(1)),
    condition: Condition,
    /** Location tag of the listing (`USA-CA`, `UK`); absent or null means unknown. */
    location: v.optional(v.nullable(v.string())),
    listing_id: v.optional(v.nullable(v.string())),
});
/**
 * Condition strata: a cohort never mixes strata. Refurbished joins used (homelab "refurbished"
 * is mostly seller-tested pulls, priced like used); for-parts items are their own stratum.
 */
export const STRATA = ["new", "used", "for_parts"];
export const Stratum = v.picklist(STRATA);
/**
 * Stable machine-readable reason codes of a benchmark's trust, checked in this order; the first
 * failing rule is the one reported.
 */
export const UNTRUSTED_REASON_CODES = [
    "NO_COMPONENT_MATCH",
    "LOW_MATCH_CONFIDENCE",
    "NO_OBSERVATIONS",
    "COHORT_TOO_SMALL",
    "SINGLE_SOURCE",
    "STALE_COHORT",
    "HIGH_DISPERSION",
];
export const TRUST_REASON_CODES = ["TRUSTED", ...UNTRUSTED_REASON_CODES];
export const TrustReasonCode = v.picklist(TRUST_REASON_CODES);
/** Average and minimum price per source within a trusted cohort: the SPEC's SourcePriceComparison. */
export const SourceStat = SourcePriceComparison;
/** Every number a trusted cohort yields. Untrusted benchmarks have none of these (see Benchmark). */
export const CohortStats = v.object({
    sample_size: v.pipe(v.number(), v.integer()),
    outliers_removed: v.pipe(v.number(), v.integer()),
    /** Prices after outlier removal, ascending. */
    sorted_prices: v.array(v.number()),
    median: v.number(),
    p25: v.number(),
    p75: v.number(),
    mean: v.number(),
    min: v.number(),
    max: v.number(),
    avg_30d: v.nullable(v.number()),
    historical_low: v.number(),
    /** Epoch ms of the earliest observation at the historical low. */
    historical_low_at: v.number(),
    price_30d_ago: v.nullable(v.number()),
    trend_7d: v.nullable(v.number()),
    forecast_30d: v.object({ predicted: v.number(), low: v.number(), high: v.number() }),
    sources: v.array(SourceStat),
});
const BenchmarkCommon = {
    component_id: v.nullable(v.string()),
    stratum: Stratum,
    window_days: v.number(),
    local_kw: v.nullable(v.string()),
    /** Human explanation of the status, with the numbers that decided it. */
    detail: v.string(),
};
/**
 * A benchmark of one cohort. A discriminated union on `status`: only `trusted` carries `stats`,
 * so an untrusted benchmark structurally cannot leak a derived price.
 */
export const Benchmark = v.variant("status", [
    v.object({ status: v.literal(TRUSTED), reason_code: v.literal(TRUST_REASON_CODES[0]), stats: CohortStats, ...BenchmarkCommon }),
    v.object({
        status: v.picklist([UNTRUSTED, INSUFFICIENT_EVIDENCE]),
        reason_code: v.picklist(UNTRUSTED_REASON_CODES),
        ...BenchmarkCommon,
    }),
]);
