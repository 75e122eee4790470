import type { Benchmark, CohortEvidence, TrustReasonCode, UntrustedBenchmark } from "../schemas/pricing.ts";
import type { Condition, TrustStatus } from "../schemas/vocabulary.ts";
import {
  DAY_MS,
  DEFAULT_WINDOW_DAYS,
  MAX_MEDIAN_HALF_WIDTH,
  MAX_NEWEST_AGE_DAYS,
  MIN_COHORT_SAMPLE,
  MIN_DISTINCT_SOURCES,
  MIN_MATCH_CONFIDENCE,
  MIN_SINGLE_SOURCE_SOLD,
} from "./constants.ts";
import { computeCohortStats } from "./cohort-stats.ts";
import { medianInterval, selectCohort, type CohortSelection } from "./cohort-select.ts";
import { KIND_ASKING, type CohortSlice, type MarketView } from "./market.ts";
import { medianSorted } from "./stats.ts";
import { stratumOf } from "./strata.ts";
import { usd } from "./usd.ts";

/** The status each reason code reports: missing evidence, or evidence that cannot be relied on. */
export const TRUST_REASON_STATUS: Readonly<Record<TrustReasonCode, TrustStatus>> = {
  TRUSTED: "trusted",
  NO_COMPONENT_MATCH: "insufficient_evidence",
  LOW_MATCH_CONFIDENCE: "untrusted",
  NO_OBSERVATIONS: "insufficient_evidence",
  COHORT_TOO_SMALL: "insufficient_evidence",
  SINGLE_SOURCE: "insufficient_evidence",
  STALE_COHORT: "insufficient_evidence",
  HIGH_DISPERSION: "insufficient_evidence",
  SUSPICIOUS_PRICE: "untrusted",
  NOT_THE_ITEM: "untrusted",
};

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

/** Sources and the newest instant among the observations the cohort kept. */
function keptFacts(slice: CohortSlice, c: CohortSelection): { sources: number; newest: number; soldKept: number } {
  const n = c.kept.length;
  const low = c.kept[0];
  const high = c.kept[n - 1];
  const seen = new Set<number>();
  let newest = -Infinity;
  let soldKept = 0;
  for (let i = 0; i < slice.prices.length; i++) {
    const p = slice.prices[i];
    if (p < low || p > high || (c.sold_only && slice.kinds[i] === KIND_ASKING)) continue;
    seen.add(slice.sources[i]);
    if (slice.times[i] > newest) newest = slice.times[i];
    if (slice.kinds[i] !== KIND_ASKING) soldKept++;
  }
  return { sources: seen.size, newest, soldKept };
}

function kindsOf(c: CohortSelection): CohortEvidence["kinds"] {
  if (c.sold_only || c.asking === 0) return "sold";
  return c.sold === 0 ? "asking" : "sold_and_asking";
}

/**
 * The benchmark of one exact variant in one condition stratum: trusted with its statistics only
 * when every trust rule holds, otherwise the first failing rule's reason code and no prices at all.
 * Rules, in order: a match confident enough; observations in the window; at least
 * MIN_COHORT_SAMPLE kept prices; at least two sources (or MIN_SINGLE_SOURCE_SOLD sales from one);
 * the newest at most MAX_NEWEST_AGE_DAYS old; the median known within ±MAX_MEDIAN_HALF_WIDTH.
 * @example
 * const b = benchmarkFor(market, "hdd-hgst-he8-8tb", {condition: "used"});
 * if (b.status === "trusted") console.log(b.stats.median); else console.log(b.reason_code, b.evidence);
 */
export function benchmarkFor(market: MarketView, component_id: string | null | undefined, options: BenchmarkOptions = {}): Benchmark {
  const stratum = stratumOf(options.condition);
  const window_days = options.window_days ?? DEFAULT_WINDOW_DAYS;
  const local_kw = options.local_kw ?? null;
  const now = options.now ?? market.now;
  const base = { component_id: component_id ?? null, stratum, window_days, local_kw };
  const fail = (reason_code: UntrustedBenchmark["reason_code"], detail: string, evidence: CohortEvidence | null): UntrustedBenchmark => ({
    status: TRUST_REASON_STATUS[reason_code] as UntrustedBenchmark["status"],
    reason_code,
    ...base,
    detail,
    evidence,
  });

  if (!component_id) return fail("NO_COMPONENT_MATCH", "The listing did not match a catalog variant.", null);
  const confidence = options.match_confidence;
  if (confidence != null && confidence < MIN_MATCH_CONFIDENCE) {
    return fail("LOW_MATCH_CONFIDENCE", `Match confidence ${confidence.toFixed(2)} is below ${MIN_MATCH_CONFIDENCE}.`, null);
  }
  const where = `${stratum} ${component_id} over ${window_days} days${local_kw ? ` in ${local_kw}` : ""}`;
  const slice = market.slice(component_id, stratum, { now, window_days, local_kw });
  const c = selectCohort(slice);
  const evidence: CohortEvidence = { sold: c.sold, asking: c.asking, kinds: kindsOf(c), kept: c.kept.length, sources: 0, newest_age_days: null, median_half_width: null };
  if (slice.prices.length === 0) return fail("NO_OBSERVATIONS", `No observations of ${where}.`, evidence);

  const n = c.kept.length;
  const what = `${n} ${evidence.kinds === "sold" ? "sold" : evidence.kinds === "asking" ? "asking" : "sold and asking"} ${n === 1 ? "price" : "prices"} of ${where}`;
  if (n < MIN_COHORT_SAMPLE) {
    return fail("COHORT_TOO_SMALL", `${what} after removing ${c.removed} outliers; ${MIN_COHORT_SAMPLE} needed.`, evidence);
  }
  const kept = keptFacts(slice, c);
  const ageDays = (now - kept.newest) / DAY_MS;
  evidence.sources = kept.sources;
  evidence.newest_age_days = Math.round(ageDays * 10) / 10;
  const med = medianSorted(c.kept);
  const interval = medianInterval(c.kept);
  const halfWidth = (interval.high - interval.low) / 2 / med;
  evidence.median_half_width = Math.round(halfWidth * 1000) / 1000;
  if (kept.sources < MIN_DISTINCT_SOURCES && kept.soldKept < MIN_SINGLE_SOURCE_SOLD) {
    return fail("SINGLE_SOURCE", `All ${what} come from ${kept.sources} source; ${MIN_DISTINCT_SOURCES} needed, or ${MIN_SINGLE_SOURCE_SOLD} sales from one.`, evidence);
  }
  if (ageDays > MAX_NEWEST_AGE_DAYS) {
    return fail("STALE_COHORT", `The newest of ${what} is ${ageDays.toFixed(1)} days old; at most ${MAX_NEWEST_AGE_DAYS} allowed.`, evidence);
  }
  const pct = (x: number) => `±${(x * 100).toFixed(1)}%`;
  if (!(halfWidth <= MAX_MEDIAN_HALF_WIDTH)) {
    return fail("HIGH_DISPERSION", `The median of ${what} is known only to ${pct(halfWidth)} (95% interval); at most ${pct(MAX_MEDIAN_HALF_WIDTH)} allowed: more sales are needed for so spread a market.`, evidence);
  }
  const stats = computeCohortStats(slice, c, interval, { component_id, stratum, now, local_kw });
  return {
    status: "trusted",
    reason_code: "TRUSTED",
    ...base,
    detail: `${what} from ${kept.sources} source${kept.sources === 1 ? "" : "s"}; median ${usd(med)}, 95% interval ${usd(interval.low)}–${usd(interval.high)} (${pct(halfWidth)}); newest ${ageDays.toFixed(1)} days old.`,
    evidence,
    stats,
  };
}

/**
 * The SPEC's BenchmarkTrustStatus of a benchmark.
 * @example trustStatusOf(benchmark) // {status: "insufficient_evidence", reason_code: "COHORT_TOO_SMALL", detail: "..."}
 */
export function trustStatusOf(b: Benchmark): { status: string; reason_code: string; detail: string } {
  return { status: b.status, reason_code: b.reason_code, detail: b.detail };
}
