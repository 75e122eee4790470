import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DAY_MS,
  linearForecast,
  lowerBound,
  mean,
  median,
  medianSorted,
  percentileRankSorted,
  quantileSorted,
  removeOutliersSorted,
  sortAscending,
  trend7d,
  tukeyFences,
} from "../../../packages/core/src/pricing/index.ts";

const close = (actual: number, expected: number, eps = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= eps, `expected ${expected}, got ${actual}`);

describe("quantiles (type 7: h = (n − 1)·q, linear between closest ranks)", () => {
  const sorted = [10, 20, 30, 40];
  it("interpolates between ranks", () => {
    close(quantileSorted(sorted, 0.25), 17.5); // h = 0.75 → 10 + 0.75·10
    close(quantileSorted(sorted, 0.75), 32.5); // h = 2.25 → 30 + 0.25·10
    close(quantileSorted(sorted, 0), 10);
    close(quantileSorted(sorted, 1), 40);
  });
  it("median of odd and even counts", () => {
    assert.equal(medianSorted([1, 2, 3]), 2);
    assert.equal(medianSorted([1, 2, 3, 10]), 2.5);
    assert.equal(median([10, 3, 1, 2]), 2.5);
  });
  it("is NaN on an empty array", () => {
    assert.ok(Number.isNaN(quantileSorted([], 0.5)));
    assert.ok(Number.isNaN(mean([])));
  });
  it("mean", () => assert.equal(mean([1, 2, 6]), 3));
  it("sorts numerically, not as strings", () => assert.deepEqual(Array.from(sortAscending([100, 9, 25])), [9, 25, 100]));
  it("lowerBound finds the first index not below", () => {
    assert.equal(lowerBound([1, 3, 3, 5], 3), 1);
    assert.equal(lowerBound([1, 3, 3, 5], 6), 4);
    assert.equal(lowerBound([1, 3, 3, 5], 0), 0);
  });
});

describe("percentileRankSorted (mid-rank)", () => {
  it("counts half of the ties", () => {
    close(percentileRankSorted([10, 20, 30, 40], 20), 37.5); // (1 + 0.5) / 4
    close(percentileRankSorted([10, 20, 20, 40], 20), 50); // (1 + 1) / 4
    close(percentileRankSorted([10, 20, 30, 40], 5), 0);
    close(percentileRankSorted([10, 20, 30, 40], 50), 100);
  });
});

describe("Tukey fences", () => {
  it("are Q1 − 1.5·IQR and Q3 + 1.5·IQR", () => {
    // Q1 = 11, Q3 = 13, IQR = 2 → [8, 16]
    assert.deepEqual(tukeyFences([10, 11, 12, 13, 14]), { low: 8, high: 16 });
  });
  it("remove values outside them, keeping order", () => {
    // n = 7: Q1 (h 1.5) = 10.5, Q3 (h 4.5) = 13.5, IQR 3 → [6, 18]
    assert.deepEqual(Array.from(removeOutliersSorted(Float64Array.of(1, 10, 11, 12, 13, 14, 90))), [10, 11, 12, 13, 14]);
  });
  it("remove nothing from fewer than 5 prices", () => {
    assert.deepEqual(Array.from(removeOutliersSorted(Float64Array.of(1, 10, 11, 500))), [1, 10, 11, 500]);
  });
});

describe("trend7d", () => {
  const now = 100 * DAY_MS;
  it("compares the medians of the last 7 days and the 7 before", () => {
    const times = [now - 13 * DAY_MS, now - 9 * DAY_MS, now - 3 * DAY_MS, now - 1 * DAY_MS, now - 20 * DAY_MS];
    const prices = [100, 104, 110, 112, 999];
    // prior median (100, 104) = 102; recent median (110, 112) = 111; (111 − 102) / 102
    close(trend7d(times, prices, now)!, 9 / 102);
  });
  it("is null when a week is empty", () => {
    assert.equal(trend7d([now - DAY_MS], [10], now), null);
    assert.equal(trend7d([now - 10 * DAY_MS], [10], now), null);
  });
  it("ignores observations after now", () => {
    assert.equal(trend7d([now - 10 * DAY_MS, now + DAY_MS], [10, 20], now), null);
  });
});

describe("linearForecast", () => {
  it("extrapolates a perfect line with a zero band", () => {
    const f = linearForecast([-2 * DAY_MS, -DAY_MS, 0], [10, 11, 12], 0);
    close(f.predicted, 42);
    close(f.low, 42);
    close(f.high, 42);
  });
  it("bands ±1.645 residual standard deviations", () => {
    // x = −3..0 days, y = 10, 12, 10, 12: slope 2/5 = 0.4, intercept 11.6, residuals −0.4, 1.2, −1.2, 0.4
    // SSE 3.2, σ = √(3.2 / 2) = √1.6; predicted 11.6 + 30 · 0.4 = 23.6
    const f = linearForecast([-3, -2, -1, 0].map((d) => d * DAY_MS), [10, 12, 10, 12], 0);
    close(f.predicted, 23.6);
    close(f.low, 23.6 - 1.645 * Math.sqrt(1.6));
    close(f.high, 23.6 + 1.645 * Math.sqrt(1.6));
  });
  it("is flat at the mean with fewer than 3 points, and never negative", () => {
    const f = linearForecast([-DAY_MS, 0], [10, 20], 0);
    close(f.predicted, 15);
    const falling = linearForecast([-2, -1, 0].map((d) => d * DAY_MS), [30, 20, 10], 0);
    assert.equal(falling.predicted, 0);
    assert.equal(falling.low, 0);
  });
});
