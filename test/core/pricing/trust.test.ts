import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import {
  Benchmark,
  MAX_NEWEST_AGE_DAYS,
  TRUST_REASON_CODES,
  TRUST_REASON_STATUS,
  benchmarkFor,
  createMarket,
} from "../../../packages/core/src/pricing/index.ts";
import { TRUST_STATUSES } from "../../../packages/core/src/schemas/vocabulary.ts";
import { DAY, SYNTHETIC_ID, SYNTHETIC_NOW, syntheticObservations, syntheticUsedCohort } from "./synthetic-cohort.ts";

const close = (actual: number | null, expected: number, eps = 1e-9) =>
  assert.ok(actual !== null && Math.abs(actual - expected) <= eps, `expected ${expected}, got ${actual}`);

/** Ten used prices 100..109 a day apart from two sources: trusted on its own. */
const tenRows = (daysOffset = 0, sources = ["forum", "auction"]) =>
  Array.from({ length: 10 }, (_, i) => [100 + i, daysOffset + i + 1, sources[i % sources.length]] as const);

const bench = (obs: ReturnType<typeof syntheticObservations>, options = {}) =>
  benchmarkFor(createMarket(obs, { now: SYNTHETIC_NOW }), SYNTHETIC_ID, { condition: "used", ...options });

describe("benchmarkFor: the trusted synthetic cohort (12 used prices, one outlier)", () => {
  const b = benchmarkFor(createMarket(syntheticUsedCohort(), { now: SYNTHETIC_NOW }), SYNTHETIC_ID, { condition: "used" });
  it("is trusted", () => {
    assert.equal(b.status, "trusted");
    assert.equal(b.reason_code, "TRUSTED");
    assert.ok(v.is(Benchmark, b));
  });
  if (b.status !== "trusted") return;
  const s = b.stats;
  it("removes 400 by Tukey fences [65, 155] (raw Q1 98.75, Q3 121.25)", () => {
    assert.equal(s.outliers_removed, 1);
    assert.equal(s.sample_size, 11);
    assert.deepEqual(s.sorted_prices, [80, 90, 95, 100, 100, 105, 110, 115, 120, 125, 130]);
  });
  it("median 105, p25 97.5, p75 117.5, mean 1170/11, min 80, max 130", () => {
    assert.equal(s.median, 105); // h = 5
    assert.equal(s.p25, 97.5); // h = 2.5: 95 + 0.5·5
    assert.equal(s.p75, 117.5); // h = 7.5: 115 + 0.5·5
    close(s.mean, 1170 / 11);
    assert.equal(s.min, 80);
    assert.equal(s.max, 130);
  });
  it("30-day average over the 8 kept prices of the last 30 days: 905 / 8", () => close(s.avg_30d, 113.125));
  it("7-day trend: median(120, 125, 130) = 125 vs median(115) → 10 / 115", () => close(s.trend_7d, 10 / 115));
  it("price 30 days ago: median of 95 (31 d) and 100 (28 d) = 97.5", () => close(s.price_30d_ago, 97.5));
  it("historical low: the lowest kept price the verdict compared with, 80 of 40 days ago (not the older 70 or the mistyped 20)", () => {
    assert.equal(s.historical_low, 80);
    assert.equal(s.historical_low_at, SYNTHETIC_NOW - 40 * DAY);
  });
  it("median interval: ranks 5.5 ∓ 1.96·√11/2 → 2..9: 90..120, ±14.3% of 105", () => {
    assert.equal(s.median_low, 90);
    assert.equal(s.median_high, 120);
    assert.equal(b.evidence?.median_half_width, 0.143);
  });
  it("implausibility floor: min(0.5 × 105, 0.75 × p10 90) = 52.5", () => assert.equal(s.implausible_below, 52.5));
  it("per-source average, minimum and count of the kept prices", () => {
    assert.deepEqual(s.sources, [
      { source: "aggregator", avg_price: 115, min_price: 100, observation_count: 2 },
      { source: "auction", avg_price: 105, min_price: 90, observation_count: 4 },
      { source: "forum", avg_price: 104, min_price: 80, observation_count: 5 },
    ]);
  });
  it("forecast: least squares over (days ago, price), Σx = −214, Σx² = 5966, Σxy = −20720, Σy = 1170", () => {
    // Sxy = −20720 + 214·1170/11 = 22460/11; Sxx = 5966 − 214²/11 = 19830/11
    const slope = 22460 / 19830;
    const intercept = 1170 / 11 - slope * (-214 / 11); // ȳ − slope·x̄, at x = 0 (now)
    close(s.forecast_30d.predicted, intercept + 30 * slope);
    close(s.forecast_30d.predicted, 162.3772, 1e-4);
    // σ = √(SSE / (n − 2)) with SSE ≈ 41.9264 → σ ≈ 2.15835; band ±1.645σ
    close(s.forecast_30d.high - s.forecast_30d.predicted, 1.645 * 2.15835, 1e-4);
    close(s.forecast_30d.predicted - s.forecast_30d.low, 1.645 * 2.15835, 1e-4);
  });
});

describe("benchmarkFor: every reason code", () => {
  it("NO_COMPONENT_MATCH (insufficient_evidence) without a component", () => {
    const b = benchmarkFor(createMarket(syntheticUsedCohort(), { now: SYNTHETIC_NOW }), null);
    assert.equal(b.reason_code, "NO_COMPONENT_MATCH");
    assert.equal(b.status, "insufficient_evidence");
  });
  it("LOW_MATCH_CONFIDENCE (untrusted) below 0.6, trusted at 0.6", () => {
    const b = bench(syntheticUsedCohort(), { match_confidence: 0.59 });
    assert.equal(b.reason_code, "LOW_MATCH_CONFIDENCE");
    assert.equal(b.status, "untrusted");
    assert.equal(bench(syntheticUsedCohort(), { match_confidence: 0.6 }).status, "trusted");
  });
  it("NO_OBSERVATIONS (insufficient_evidence) for an unknown variant or an empty stratum", () => {
    const market = createMarket(syntheticUsedCohort(), { now: SYNTHETIC_NOW });
    assert.equal(benchmarkFor(market, "unknown-variant").reason_code, "NO_OBSERVATIONS");
    const b = benchmarkFor(market, SYNTHETIC_ID, { condition: "new" });
    assert.equal(b.reason_code, "NO_OBSERVATIONS");
    assert.equal(b.status, "insufficient_evidence");
  });
  it("COHORT_TOO_SMALL (insufficient_evidence) with 9, trusted with 10", () => {
    const b = bench(syntheticObservations(tenRows().slice(0, 9)));
    assert.equal(b.reason_code, "COHORT_TOO_SMALL");
    assert.equal(b.status, "insufficient_evidence");
    assert.match(b.detail, /^9 sold prices/);
    assert.equal(b.evidence?.kept, 9);
    assert.equal(bench(syntheticObservations(tenRows())).status, "trusted");
  });
  it("COHORT_TOO_SMALL counts after outlier removal: 10 prices with one outlier keep 9", () => {
    const rows = [...tenRows().slice(0, 9), [1000, 1, "forum"] as const];
    assert.equal(bench(syntheticObservations(rows)).reason_code, "COHORT_TOO_SMALL");
  });
  it("SINGLE_SOURCE (insufficient_evidence) when every kept price comes from one source", () => {
    const b = bench(syntheticObservations(tenRows(0, ["forum"])));
    assert.equal(b.reason_code, "SINGLE_SOURCE");
    assert.equal(b.status, "insufficient_evidence");
    // An outlier from a second source does not count as a second source.
    const rows = [...tenRows(0, ["forum"]), [5000, 1, "auction"] as const];
    assert.equal(bench(syntheticObservations(rows)).reason_code, "SINGLE_SOURCE");
  });
  it(`STALE_COHORT (insufficient_evidence) when the newest is over ${MAX_NEWEST_AGE_DAYS} days old`, () => {
    // tenRows(14): newest 15 days old
    const b = bench(syntheticObservations(tenRows(MAX_NEWEST_AGE_DAYS)));
    assert.equal(b.reason_code, "STALE_COHORT");
    assert.equal(b.status, "insufficient_evidence");
    // tenRows(13): newest exactly 14 days old
    assert.equal(bench(syntheticObservations(tenRows(MAX_NEWEST_AGE_DAYS - 1))).status, "trusted");
  });
  it("HIGH_DISPERSION (insufficient_evidence) when the median is known only to more than ±20%", () => {
    // sorted 50..180, median 110; ranks 5 ∓ 1.96·√10/2 → 1..9: 50..170, half width 60/110 = ±54.5%
    const prices = [50, 60, 70, 80, 100, 120, 140, 160, 170, 180];
    const b = bench(syntheticObservations(prices.map((p, i) => [p, i + 1, i % 2 ? "forum" : "auction"] as const)));
    assert.equal(b.reason_code, "HIGH_DISPERSION");
    assert.equal(b.status, "insufficient_evidence");
    assert.match(b.detail, /±54\.5%/);
    assert.equal(b.evidence?.median_half_width, 0.545);
  });
  it("the same spread, with enough sales to pin the median, is trusted (wide used markets)", () => {
    // 200 sales spread like the 10 above (IQR over 70% of the median): the median is now known to about ±10%.
    const prices = [50, 60, 70, 80, 100, 120, 140, 160, 170, 180];
    const rows = Array.from({ length: 200 }, (_, i) => [prices[i % 10]! + (i % 7), 1 + (i % 60) / 10, i % 2 ? "forum" : "auction"] as const);
    const b = bench(syntheticObservations(rows));
    assert.equal(b.status, "trusted", b.detail);
    assert.ok(b.evidence!.median_half_width! <= 0.2);
  });
  it("one source is enough once it gave 30 sales; asking prices alone from one source are not", () => {
    const sold = Array.from({ length: 30 }, (_, i) => [100 + (i % 10), 1 + i / 10, "auction"] as const);
    assert.equal(bench(syntheticObservations(sold)).status, "trusted");
    assert.equal(bench(syntheticObservations(sold.slice(0, 29))).reason_code, "SINGLE_SOURCE");
    assert.equal(bench(syntheticObservations(sold, { kind: "asking" })).reason_code, "SINGLE_SOURCE");
  });
  it("sales alone make the cohort once there are ten of them; asking prices are set aside", () => {
    const sold = syntheticObservations(tenRows());
    const asking = syntheticObservations(tenRows().map(([p, d, s]) => [p + 100, d, s] as const), { kind: "asking" });
    const b = bench([...sold, ...asking]);
    assert.equal(b.status, "trusted");
    assert.equal(b.evidence?.kinds, "sold");
    assert.deepEqual([b.evidence?.sold, b.evidence?.asking], [10, 10]);
    if (b.status === "trusted") assert.equal(b.stats.median, 104.5);
    const few = bench([...sold.slice(0, 5), ...asking]);
    assert.equal(few.evidence?.kinds, "sold_and_asking");
  });
  it("implausibly low prices never enter the cohort (photos and boxes sold at a card's name)", () => {
    const rows = [...tenRows(), [20, 1, "forum"] as const, [25, 2, "auction"] as const];
    const b = bench(syntheticObservations(rows));
    assert.equal(b.status, "trusted");
    if (b.status === "trusted") {
      assert.equal(b.stats.sample_size, 10);
      assert.equal(b.stats.min, 100);
    }
  });
  it("the local_kw filter can make a cohort too small", () => {
    const obs = [
      ...syntheticObservations(tenRows().slice(0, 5), { location: "USA-CA" }),
      ...syntheticObservations(tenRows().slice(5), { location: "UK" }),
    ];
    assert.equal(bench(obs).status, "trusted");
    assert.equal(bench(obs, { local_kw: "USA" }).reason_code, "COHORT_TOO_SMALL");
  });
  it("every reason code has a status from the vocabulary, and TRUSTED alone is trusted", () => {
    for (const code of TRUST_REASON_CODES) {
      assert.ok((TRUST_STATUSES as readonly string[]).includes(TRUST_REASON_STATUS[code]));
      assert.equal(TRUST_REASON_STATUS[code] === "trusted", code === "TRUSTED");
    }
  });
  it("an untrusted benchmark carries no stats at all", () => {
    const b = bench(syntheticObservations(tenRows().slice(0, 3)));
    assert.ok(!("stats" in b));
    assert.ok(v.is(Benchmark, b));
  });
});
