import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  benchmarkFor,
  cohortScore,
  createMarket,
  judgePrice,
  pricePerGb,
  pricePerItem,
  pricePerTb,
  usd,
  type TrustedBenchmark,
} from "../../../packages/core/src/pricing/index.ts";
import { SYNTHETIC_ID, SYNTHETIC_NOW, syntheticObservations, syntheticUsedCohort } from "./synthetic-cohort.ts";

const market = createMarket(syntheticUsedCohort(), { now: SYNTHETIC_NOW });
const b = benchmarkFor(market, SYNTHETIC_ID, { condition: "used" }) as TrustedBenchmark;
// Kept cohort: 80 90 95 100 100 105 110 115 120 125 130 — min 80, p25 97.5, median 105, p75 117.5, max 130

describe("judgePrice against the synthetic cohort", () => {
  it("BUY below p25: 90 scores 100 − 25·10/17.5 = 85.71 → 86, mid-rank p14", () => {
    const j = judgePrice(90, b);
    assert.equal(j.verdict, "BUY");
    assert.equal(j.score, 86);
    assert.ok(Math.abs(j.percentile! - (100 * 1.5) / 11) < 1e-9);
    assert.equal(j.reason, "p14 of 11 sold over 90 days; 14% below the median $105.00 (p25 $97.50, p75 $117.50)");
  });
  it("BUY at exactly p25 with score 75", () => {
    const j = judgePrice(97.5, b);
    assert.equal(j.verdict, "BUY");
    assert.equal(j.score, 75);
  });
  it("WAIT between p25 and p75: 110 scores 50 − 25·5/12.5 = 40, p59", () => {
    const j = judgePrice(110, b);
    assert.equal(j.verdict, "WAIT");
    assert.equal(j.score, 40);
    assert.match(j.reason, /^p59 of 11 sold over 90 days; 4\.8% above the median \$105\.00/);
  });
  it("WAIT at the median and at p75: scores 50 and 25", () => {
    assert.deepEqual([judgePrice(105, b).verdict, judgePrice(105, b).score], ["WAIT", 50]);
    assert.match(judgePrice(105, b).reason, /at the median/);
    assert.deepEqual([judgePrice(117.5, b).verdict, judgePrice(117.5, b).score], ["WAIT", 25]);
  });
  it("SKIP above p75: 125 scores 25 − 25·7.5/12.5 = 10", () => {
    const j = judgePrice(125, b);
    assert.equal(j.verdict, "SKIP");
    assert.equal(j.score, 10);
  });
  it("clamps: at or below the minimum 100, at or above the maximum 0", () => {
    assert.equal(judgePrice(60, b).score, 100);
    assert.equal(judgePrice(80, b).score, 100);
    assert.equal(judgePrice(130, b).score, 0);
    assert.equal(judgePrice(999, b).score, 0);
  });
  it("SUSPICIOUS_PRICE under the implausibility floor 52.5: INCONCLUSIVE, never BUY", () => {
    const j = judgePrice(26, b);
    assert.equal(j.verdict, "INCONCLUSIVE");
    assert.equal(j.reason_code, "SUSPICIOUS_PRICE");
    assert.equal(j.score, null);
    assert.match(j.reason, /75% below the median \$105\.00 of 11 comparables/);
    assert.equal(judgePrice(52.5, b).verdict, "BUY");
  });
  it("rounds honestly: a hair off the median is not '0% above'", () => {
    assert.match(judgePrice(105.3, b).reason, /0\.3% above the median/);
    assert.match(judgePrice(105, b).reason, /at the median/);
  });
  it("INCONCLUSIVE with no numbers when untrusted", () => {
    const small = benchmarkFor(createMarket(syntheticObservations([[100, 1, "a"]]), { now: SYNTHETIC_NOW }), SYNTHETIC_ID);
    const j = judgePrice(90, small);
    assert.equal(j.verdict, "INCONCLUSIVE");
    assert.equal(j.score, null);
    assert.equal(j.percentile, null);
    assert.match(j.reason, /COHORT_TOO_SMALL/);
  });
  it("treats equal quantiles as a step, never dividing by zero", () => {
    const flat = syntheticObservations(Array.from({ length: 12 }, (_, i) => [100, i + 1, i % 2 ? "a" : "b"] as const));
    const fb = benchmarkFor(createMarket(flat, { now: SYNTHETIC_NOW }), SYNTHETIC_ID) as TrustedBenchmark;
    assert.equal(fb.status, "trusted");
    assert.equal(cohortScore(100, fb), 100);
    assert.equal(cohortScore(101, fb), 0);
    assert.equal(judgePrice(100, fb).verdict, "BUY");
  });
});

describe("per-unit prices and money format", () => {
  it("per item of a lot", () => {
    assert.equal(pricePerItem({ price: 300, quantity: 4 }), 75);
    assert.equal(pricePerItem({ price: 300 }), 300);
    assert.equal(pricePerItem({ price: 300, quantity: 0 }), 300);
  });
  it("per GB and per decimal TB of one item", () => {
    assert.equal(pricePerGb({ price: 120, quantity: 2, capacity_gb: 32 }), 1.875);
    assert.equal(pricePerTb({ price: 480, quantity: 10, capacity_gb: 4000 }), 12);
    assert.equal(pricePerTb({ price: 480, capacity_gb: null }), null);
    assert.equal(pricePerGb({ price: 480, capacity_gb: 0 }), null);
  });
  it("usd", () => {
    assert.equal(usd(120), "$120.00");
    assert.equal(usd(1234567.5), "$1,234,567.50");
    assert.equal(usd(-3.456), "-$3.46");
    assert.equal(usd(1_000_000), "$1,000,000.00");
    assert.equal(usd(1001.01), "$1,001.01");
    assert.equal(usd(999.999), "$1,000.00");
    assert.equal(usd(12.05), "$12.05");
    assert.equal(usd(-0.004), "$0.00");
  });
});
