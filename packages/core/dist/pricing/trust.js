import { DEFAULT_WINDOW_DAYS, MAX_DISPERSION, MAX_NEWEST_AGE_DAYS, MIN_COHORT_SAMPLE, MIN_DISTINCT_SOURCES, MIN_MATCH_CONFIDENCE, DAY_MS, } from "./constants.js";
import { computeCohortStats } from "./cohort-stats.js";
import { removeOutliersSorted } from "./outliers.js";
import { medianSorted, quantileSorted, sortAscending } from "./stats.js";
import { stratumOf } from "./strata.js";
/** The status each reason code reports: missing evidence, or evidence that cannot be relied on. */
export const TRUST_REASON_STATUS = {
    TRUSTED: "trusted",
    NO_COMPONENT_MATCH: "insufficient_evidence",
    LOW_MATCH_CONFIDENCE: "untrusted",
    NO_OBSERVATIONS: "insufficient_evidence",
    COHORT_TOO_SMALL: "insufficient_evidence",
    SINGLE_SOURCE: "insufficient_evidence",
    STALE_COHORT: "insufficient_evidence",
    HIGH_DISPERSION: "untrusted",
};
/**
 * The benchmark of one exact variant in one condition stratum: trusted with its statistics only
 * when every trust rule of DESIGN.md holds, otherwise the first failing rule's reason code and no
 * numbers at all.
 * @example
 * const b = benchmarkFor(market, "hdd-hgst-he8-8tb", {condition: "used"});
 * if (b.status === "trusted") console.log(b.stats.median); else console.log(b.reason_code);
 */
export function benchmarkFor(market, component_id, options = {}) {
    const stratum = stratumOf(options.condition);
    const window_days = options.window_days ?? DEFAULT_WINDOW_DAYS;
    const local_kw = options.local_kw ?? null;
    const now = options.now ?? market.now;
    const base = { component_id: component_id ?? null, stratum, window_days, local_kw };
    const fail = (reason_code, detail) => ({
        status: TRUST_REASON_STATUS[reason_code],
        reason_code,
        ...base,
        detail,
    });
    if (!component_id)
        return fail("NO_COMPONENT_MATCH", "The listing did not match a catalog variant.");
    const confidence = options.match_confidence;
    if (confidence != null && confidence < MIN_MATCH_CONFIDENCE) {
        return fail("LOW_MATCH_CONFIDENCE", `Match confidence ${confidence.toFixed(2)} is below ${MIN_MATCH_CONFIDENCE}.`);
    }
    const where = `${stratum} ${component_id} over ${window_days} days${local_kw ? ` in ${local_kw}` : ""}`;
    const slice = market.slice(component_id, stratum, { now, window_days, local_kw });
    if (slice.prices.length === 0)
        return fail("NO_OBSERVATIONS", `No observations of ${where}.`);
    const kept = removeOutliersSorted(sortAscending(slice.prices));
    const n = kept.length;
    if (n < MIN_COHORT_SAMPLE) {
        return fail("COHORT_TOO_SMALL", `${n} observations of ${where} after outlier removal; ${MIN_COHORT_SAMPLE} needed.`);
    }
    const low = kept[0];
    const high = kept[n - 1];
    const seen = new Set();
    let newest = -Infinity;
    for (let i = 0; i < slice.prices.length; i++) {
        const p = slice.prices[i];
        if (p < low || p > high)
            continue;
        seen.add(slice.sources[i]);
        if (slice.times[i] > newest)
            newest = slice.times[i];
    }
    if (seen.size < MIN_DISTINCT_SOURCES) {
        return fail("SINGLE_SOURCE", `All ${n} observations of ${where} come from ${seen.size} source; ${MIN_DISTINCT_SOURCES} needed.`);
    }
    const ageDays = (now - newest) / DAY_MS;
    if (ageDays > MAX_NEWEST_AGE_DAYS) {
        return fail("STALE_COHORT", `The newest observation of ${where} is ${ageDays.toFixed(1)} days old; at most ${MAX_NEWEST_AGE_DAYS} allowed.`);
    }
    const med = medianSorted(kept);
    const dispersion = (quantileSorted(kept, 0.75) - quantileSorted(kept, 0.25)) / med;
    if (!(dispersion <= MAX_DISPERSION)) {
        return fail("HIGH_DISPERSION", `IQR/median of ${where} is ${dispersion.toFixed(2)}; at most ${MAX_DISPERSION} allowed.`);
    }
    const stats = computeCohortStats(market, slice, kept, { component_id, stratum, now, local_kw });
    return {
        status: "trusted",
        reason_code: "TRUSTED",
        ...base,
        detail: `${n} observations of ${where} from ${seen.size} sources; newest ${ageDays.toFixed(1)} days old; IQR/median ${dispersion.toFixed(2)}.`,
        stats,
    };
}
/**
 * The SPEC's BenchmarkTrustStatus of a benchmark.
 * @example trustStatusOf(benchmark) // {status: "insufficient_evidence", reason_code: "COHORT_TOO_SMALL", detail: "..."}
 */
export function trustStatusOf(b) {
    return { status: b.status, reason_code: b.reason_code, detail: b.detail };
}
