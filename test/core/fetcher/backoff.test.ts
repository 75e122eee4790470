import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { backoffDelay, type BackoffPolicy, parseRetryAfter } from "../../../packages/core/src/fetcher/index.ts";

describe("parseRetryAfter", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    assert.equal(parseRetryAfter("7", 0), 7_000);
    assert.equal(parseRetryAfter(" 120 ", 0), 120_000);
    const now = Date.parse("2026-02-24T00:00:00Z");
    assert.equal(parseRetryAfter("Tue, 24 Feb 2026 00:00:30 GMT", now), 30_000);
  });

  it("gives no wait for a date gone by, and null for nothing or nonsense", () => {
    const now = Date.parse("2026-02-24T00:00:00Z");
    assert.equal(parseRetryAfter("Mon, 23 Feb 2026 23:59:00 GMT", now), 0);
    assert.equal(parseRetryAfter("soon", now), null);
    assert.equal(parseRetryAfter("", now), null);
    assert.equal(parseRetryAfter(null, now), null);
  });
});

describe("backoffDelay", () => {
  const limits: BackoffPolicy = { base_ms: 100, max_ms: 1_000 };

  it("grows exponentially and is capped; by default half of each step is jitter", () => {
    assert.equal(backoffDelay(0, limits, () => 0), 50);
    assert.equal(backoffDelay(0, limits, () => 1), 100);
    assert.equal(backoffDelay(3, limits, () => 0.5), 600);
    assert.equal(backoffDelay(10, limits, () => 1), 1_000);
    assert.equal(backoffDelay(10_000, limits, () => 1), 1_000);
  });

  it("takes the policy's jitter off the top of the step, never past the cap", () => {
    const fifth: BackoffPolicy = { base_ms: 30_000, max_ms: 3_600_000, jitter: 0.2 };
    assert.deepEqual([1, 2, 3].map((n) => backoffDelay(n - 1, fifth, () => 1)), [30_000, 60_000, 120_000]);
    assert.equal(backoffDelay(0, fifth, () => 0), 24_000);
    assert.equal(backoffDelay(30, fifth, () => 1), 3_600_000);
    assert.equal(backoffDelay(30, fifth, () => 0), 2_880_000);
    assert.equal(backoffDelay(2, { ...limits, jitter: 0 }, () => 0.9), 400);
  });

  it("never waits less than the floor (the other side's Retry-After), even past the cap", () => {
    assert.equal(backoffDelay(0, limits, () => 1, 5_000), 5_000);
    assert.equal(backoffDelay(10, limits, () => 1, 60_000), 60_000);
    assert.equal(backoffDelay(3, limits, () => 1, 10), 800);
    assert.equal(backoffDelay(3, limits, () => 1, null), 800);
  });

  it("stays within the jitter band with the default random source", () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const step = Math.min(limits.max_ms, limits.base_ms * 2 ** attempt);
      const delay = backoffDelay(attempt, limits);
      assert.ok(delay >= step / 2 && delay <= step, `attempt ${attempt}: ${delay} outside ${step / 2}..${step}`);
    }
  });

  it("reads a negative attempt as the first retry and an out-of-range jitter as its nearest bound", () => {
    assert.equal(backoffDelay(-3, limits, () => 1), 100);
    assert.equal(backoffDelay(0, { ...limits, jitter: 7 }, () => 0), 0);
    assert.equal(backoffDelay(0, { ...limits, jitter: -1 }, () => 0), 100);
  });
});
