/**
 * A benchmark graded as a 7-day forecast: each day's trusted median against the sales of the
 * following 7 days, never one the median already held.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { benchmarkForecastErrors, createMarket, DAY_MS, planJudgement, type PriceObservationInput } from "../../../packages/core/src/index.ts";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const TITLE = "HGST Ultrastar He8 8TB SAS HUH728080AL5200";
const MARKET = planJudgement({ listings: [{ title: TITLE, price: 50 }], now: NOW }).listings[0]!.facts.market_id!;

/** A steady market: used sales at $60 twice a day from two sources for 60 days, then one at `last` this morning. */
function market(last: number) {
  const steady = Array.from({ length: 120 }, (_, i): PriceObservationInput => ({ component_id: MARKET, price: 60, observed_at: NOW - 1.5 * DAY_MS - i * 0.5 * DAY_MS, source: i % 2 ? "auction" : "forum", condition: "used" }));
  return createMarket([...steady, { component_id: MARKET, price: last, observed_at: NOW - 0.4 * DAY_MS, source: "forum", condition: "used" }], { now: NOW });
}

describe("benchmarks as a 7-day forecast", () => {
  it("a sale is compared with the median of each of the 7 days before it; the steady sales err by nothing", () => {
    const [cohort] = benchmarkForecastErrors(market(66), [MARKET], { now: NOW, window_days: 30 });
    assert.equal(cohort?.stratum, "used");
    const off = cohort!.errors.filter((e) => e > 0);
    assert.equal(off.length, 7);
    for (const e of off) assert.ok(Math.abs(e - (6 / 66) * 100) < 1e-9);
    assert.ok(cohort!.errors.length > 7);
    assert.equal(cohort!.sources.length, cohort!.errors.length);
  });

  it("only days inside the window are graded, and a cohort never trusted gives nothing", () => {
    const [short] = benchmarkForecastErrors(market(66), [MARKET], { now: NOW, window_days: 1 });
    // The window holds one day start before the last sale: one pair for it, and the steady sale at NOW − 1.5 days is before it.
    assert.deepEqual(short!.errors.map((e) => Math.round(e * 100) / 100), [9.09]);
    assert.deepEqual(benchmarkForecastErrors(market(66), ["no-such-variant"], { now: NOW, window_days: 30 }), []);
  });
});
