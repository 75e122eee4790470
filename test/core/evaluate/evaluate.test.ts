import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { evaluate, platformOf } from "../../../packages/core/src/evaluate/index.ts";
import { createMarket } from "../../../packages/core/src/pricing/index.ts";
import { EvaluateResponse } from "../../../packages/core/src/schemas/evaluate.ts";
import { DAY, SYNTHETIC_ID, SYNTHETIC_NOW, seededRandom, syntheticObservations, syntheticUsedCohort } from "../pricing/synthetic-cohort.ts";
import { syntheticCatalog } from "./synthetic-catalog.ts";

// evaluate runs the real pipeline (parse, match) over a synthetic catalog: "HGST He8 8TB SAS" is
// the synthetic variant, matched on its alias with confidence 0.86.
const catalog = syntheticCatalog;

// Synthetic market: the 12-price used cohort (+ old rows) and three new-condition prices.
const market = createMarket(
  [...syntheticUsedCohort(), ...syntheticObservations([[150, 2, "forum"], [160, 3, "auction"], [170, 4, "forum"]], { condition: "new" })],
  { now: SYNTHETIC_NOW },
);
const run = (request: Parameters<typeof evaluate>[0]) => v.parse(EvaluateResponse, evaluate(request, market, { catalog }));

describe("evaluate with a trusted cohort", () => {
  const res = run({ price: 90, title: "HGST He8 8TB SAS", condition: "used", url: "https://www.ebay.com/itm/123" });
  it("judges BUY with the numbers named", () => {
    assert.equal(res.verdict, "BUY");
    assert.equal(
      res.reasoning,
      "BUY: p14 of 11 sold over 90 days; 14% below the median $105.00 (p25 $97.50, p75 $117.50). Forecast clamped to the cohort's observed range.",
    );
    // 0.86 × (0.5 + 0.5 × 11/30) × plausibility (0.3 + 0.7 × (90 − 52.5) / (97.5 − 52.5) = 0.8833) = 0.5191
    assert.equal(res.confidence, 0.5191);
  });
  it("fills component, source context and trust", () => {
    assert.deepEqual(res.component, { id: SYNTHETIC_ID, brand: "HGST", model: "Ultrastar He8", confidence: 0.86 });
    assert.deepEqual(res.source_context, { platform: "ebay.com", trust_tier: "medium", comparable_observations: 11 });
    assert.equal(res.benchmark_trust?.status, "trusted");
    assert.equal(res.benchmark_trust?.reason_code, "TRUSTED");
  });
  it("savings are fractions of the reference: (105−90)/105, (113.125−90)/113.125, (80−90)/80", () => {
    assert.deepEqual(res.savings, { vs_median_90d: 0.1429, vs_avg_30d: 0.2044, vs_historical_low: -0.125 });
  });
  it("price metrics; the historical low is the cohort's own (80), consistent with the verdict", () => {
    assert.deepEqual(res.price_metrics, { current: 90, median_90d: 105, avg_30d: 113.13, historical_low: 80, trend_7d: 0.087 });
  });
  it("forecast clamped to the cohort's range [80, 130] (the line says 162.38), and signal", () => {
    assert.deepEqual(res.forecast, { predicted_30d: 130, range: [130, 130] });
    assert.deepEqual(res.signal, { composite_score: 86, composite_label: "good", below_median: true, trend: "rising" });
  });
  it("source comparisons per source", () => {
    assert.deepEqual(res.source_comparisons, [
      { source: "aggregator", avg_price: 115, min_price: 100, observation_count: 2 },
      { source: "auction", avg_price: 105, min_price: 90, observation_count: 4 },
      { source: "forum", avg_price: 104, min_price: 80, observation_count: 5 },
    ]);
  });
  it("historical context; class average of the used stratum only: 1170 / 11", () => {
    assert.deepEqual(res.historical_context, {
      best_price_ever: 80,
      best_price_date: new Date(SYNTHETIC_NOW - 40 * DAY).toISOString(),
      price_30d_ago: 97.5,
      seasonal_note: null,
      class_avg_price: 106.36,
      class_avg_label: "used 8TB SAS hdd, 1 variant, 90 days",
    });
  });
  it("a price implausibly far below the market is not a BUY: INCONCLUSIVE, SUSPICIOUS_PRICE, nothing derived", () => {
    const r = run({ price: 26, title: "HGST He8 8TB SAS" });
    assert.equal(r.verdict, "INCONCLUSIVE");
    assert.equal(r.confidence, 0);
    assert.equal(r.benchmark_trust?.reason_code, "SUSPICIOUS_PRICE");
    assert.equal(r.price_metrics, null);
  });
  it("a photo, an empty box or a part for the item is not judged as the item", () => {
    for (const title of ["HGST He8 8TB SAS photo only", "HGST He8 8TB caddy for R720", "HGST He8 empty box"]) {
      const r = run({ price: 90, title });
      assert.equal(r.verdict, "INCONCLUSIVE", title);
      assert.equal(r.benchmark_trust?.reason_code, "NOT_THE_ITEM", title);
    }
  });
  it("the stricter of the stated and the title's condition wins", () => {
    assert.equal(run({ price: 90, title: "HGST He8 8TB SAS failing heads", condition: "used" }).benchmark_trust?.reason_code, "NO_OBSERVATIONS");
    assert.equal(run({ price: 90, title: "HGST He8 8TB SAS", condition: "new" }).benchmark_trust?.reason_code, "COHORT_TOO_SMALL");
  });
  it("WAIT and SKIP verdicts", () => {
    assert.equal(run({ price: 110, title: "HGST He8 8TB SAS" }).verdict, "WAIT");
    const skip = run({ price: 125, title: "HGST He8 8TB SAS" });
    assert.equal(skip.verdict, "SKIP");
    assert.equal(skip.signal?.composite_label, "overpriced"); // score 10
    assert.equal(skip.signal?.below_median, false);
  });
  it("divides a lot's price by its quantity", () => {
    const lot = run({ price: 360, title: "4x HGST He8 8TB", condition: "used" });
    assert.equal(lot.price_metrics?.current, 90);
    assert.equal(lot.verdict, "BUY");
    assert.match(lot.reasoning, /Lot of 4: \$90\.00 per item\./);
  });
  it("is deterministic: same input, same output; now can be moved", () => {
    const req = { price: 90, title: "HGST He8 8TB SAS", condition: "used" };
    assert.deepEqual(evaluate(req, market, { catalog }), evaluate(req, market, { catalog }));
    const later = evaluate(req, market, { catalog, now: SYNTHETIC_NOW + 30 * DAY });
    assert.equal(later.benchmark_trust?.reason_code, "STALE_COHORT");
  });
  it("applies the operator's platform tiers", () => {
    const r = evaluate({ price: 90, title: "HGST He8 8TB SAS", url: "https://forum.example/t/1" }, market, { catalog, platform_tiers: { "forum.example": "high" } });
    assert.equal(r.source_context.trust_tier, "high");
  });
});

describe("evaluate without a trusted cohort: INCONCLUSIVE, nothing derived", () => {
  const assertInconclusive = (res: EvaluateResponse, reason: string, status: string) => {
    assert.equal(res.verdict, "INCONCLUSIVE");
    assert.equal(res.confidence, 0);
    for (const key of ["savings", "price_metrics", "forecast", "signal", "source_comparisons", "historical_context"] as const) {
      assert.equal(res[key], null, `${key} must be null`);
    }
    assert.equal(res.source_context.comparable_observations, null);
    assert.equal(res.benchmark_trust?.reason_code, reason);
    assert.equal(res.benchmark_trust?.status, status);
    assert.ok(res.benchmark_trust?.detail);
    assert.ok(res.reasoning.includes(reason));
  };
  it("NO_COMPONENT_MATCH without a title, and when identify finds nothing", () => {
    const a = run({ price: 90 });
    assertInconclusive(a, "NO_COMPONENT_MATCH", "insufficient_evidence");
    assert.equal(a.component, null);
    assertInconclusive(run({ price: 90, title: "Mystery box" }), "NO_COMPONENT_MATCH", "insufficient_evidence");
  });
  it("COHORT_TOO_SMALL for the new stratum (3 prices)", () => {
    assertInconclusive(run({ price: 90, title: "HGST He8 8TB SAS", condition: "New" }), "COHORT_TOO_SMALL", "insufficient_evidence");
  });
  it("NO_OBSERVATIONS for for-parts", () => {
    assertInconclusive(run({ price: 90, title: "HGST He8 8TB SAS", condition: "for parts" }), "NO_OBSERVATIONS", "insufficient_evidence");
  });
  it("platform from the URL even when inconclusive", () => {
    assert.equal(run({ price: 90, url: "https://www.reddit.com/r/homelabsales/x" }).source_context.platform, "reddit.com");
    assert.equal(platformOf("not a url"), null);
    assert.equal(platformOf(null), null);
  });
});

describe("property: an untrusted cohort never leaks a benchmark-derived number (synthetic random markets)", () => {
  const rand = seededRandom(0x5eed); // deterministic, so a failure reproduces
  const numbers = (x: unknown, out: number[] = []): number[] => {
    if (typeof x === "number") out.push(x);
    else if (x && typeof x === "object") for (const value of Object.values(x)) numbers(value, out);
    return out;
  };
  it("holds over 400 random cohorts, and trusted ones fill every diagnostic", () => {
    const seen = new Set<string>();
    for (let round = 0; round < 400; round++) {
      const count = Math.floor(rand() * 16);
      const sources = 1 + Math.floor(rand() * 3);
      const spread = rand() * 1.5;
      const age = rand() * 30;
      const rows = Array.from({ length: count }, () => [
        Math.round(100 * (1 + spread * (rand() - 0.5)) * 100) / 100 + 1,
        age + rand() * 60,
        `source-${Math.floor(rand() * sources)}`,
      ] as const);
      const m = createMarket(syntheticObservations(rows), { now: SYNTHETIC_NOW });
      const title = rand() < 0.1 ? "unknown" : "HGST He8 8TB SAS";
      const res = v.parse(EvaluateResponse, evaluate({ price: 50 + rand() * 100, title, condition: "used", url: "https://x.example/1" }, m, { catalog }));
      seen.add(res.benchmark_trust!.reason_code);
      if (res.benchmark_trust!.status === "trusted") {
        // The forecast alone may be null: no forecast when the trend line explains too little.
        for (const key of ["savings", "price_metrics", "signal", "source_comparisons", "historical_context"] as const) {
          assert.notEqual(res[key], null, `${key} filled when trusted`);
        }
        if (res.forecast === null) assert.match(res.reasoning, /No forecast: the price trend explains \d+%/);
        continue;
      }
      // A trusted cohort that refuses this one price may say why with its numbers; no other may.
      if (res.benchmark_trust!.reason_code === "SUSPICIOUS_PRICE") continue;
      assert.equal(res.verdict, "INCONCLUSIVE");
      // The only numbers left are the zero confidence and the match's own confidence; the facts
      // are what the title and the request said, not the market.
      const { facts: _listingFacts, ...judged } = res;
      assert.deepEqual(numbers(judged).sort(), [0, ...(res.component ? [res.component.confidence] : [])].sort());
      assert.ok(!JSON.stringify(res).includes("$"), "no price in any text");
    }
    for (const code of ["TRUSTED", "NO_COMPONENT_MATCH", "NO_OBSERVATIONS", "COHORT_TOO_SMALL", "SINGLE_SOURCE", "STALE_COHORT", "HIGH_DISPERSION"]) {
      assert.ok(seen.has(code), `the random markets reached ${code}`);
    }
  });
});
