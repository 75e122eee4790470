import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { DEAL_ACTIONS, FreeBenchmarkStatus, PAID_BENCHMARK_FIELDS, PaidBenchmark, PublicDealsQuery, STRATA, STRATUM_DESCRIPTIONS } from "../../../packages/core/src/index.ts";

const paid = {
  component_id: "hdd-x",
  name: "X 8TB",
  capacity: "8TB",
  condition: "used",
  window: { days: 90, start: "2026-08-24T00:00:00.000Z", end: "2026-11-22T00:00:00.000Z" },
  sample_size: 12,
  median: 100,
  p25: 98,
  p75: 102,
  currency: "USD",
  benchmark_trust: { status: "trusted", reason_code: "TRUSTED", detail: "12 observations" },
  strata: [{ condition: "used", sample_size: 12, median: 100, p25: 98, p75: 102 }],
  generated_at: "2026-11-22T00:00:00.000Z",
};

describe("paid and public schemas", () => {
  it("the data contract describes exactly the fields of the paid body", () => {
    assert.deepEqual(PAID_BENCHMARK_FIELDS.map((f) => f.name).sort(), Object.keys(PaidBenchmark.entries).sort());
  });

  it("every stratum is described", () => {
    assert.deepEqual(Object.keys(STRATUM_DESCRIPTIONS).sort(), [...STRATA].sort());
  });

  it("a paid body parses; the free status carries no numbers", () => {
    assert.equal(v.is(PaidBenchmark, paid), true);
    assert.equal(v.is(PaidBenchmark, { ...paid, currency: "EUR" }), false);
    assert.equal(v.is(PaidBenchmark, { ...paid, strata: [{ condition: "refurbished", sample_size: 1, median: 1, p25: 1, p75: 1 }] }), false);
    const { median: _m, p25: _a, p75: _b, sample_size: _n, strata: _s, ...free } = paid;
    assert.equal(v.is(FreeBenchmarkStatus, free), true);
    assert.deepEqual(Object.keys(FreeBenchmarkStatus.entries).filter((k) => ["median", "p25", "p75", "sample_size"].includes(k)), []);
  });

  it("deals can be filtered by ALERT and WATCH only, with paging defaults", () => {
    assert.deepEqual([...DEAL_ACTIONS], ["ALERT", "WATCH"]);
    assert.deepEqual(v.parse(PublicDealsQuery, {}), { limit: 50, offset: 0 });
    assert.equal(v.is(PublicDealsQuery, { action: "SKIP" }), false);
    assert.equal(v.is(PublicDealsQuery, { min_price: -1 }), false);
  });
});
