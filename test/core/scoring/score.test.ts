import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { benchmarkFor, createMarket, type TrustedBenchmark } from "../../../packages/core/src/pricing/index.ts";
import {
  ListingFacts,
  ListingScore,
  compileHunt,
  scoreListing,
  type HuntScoringInput,
} from "../../../packages/core/src/scoring/index.ts";
import { SYNTHETIC_ID, SYNTHETIC_NOW, syntheticObservations, syntheticUsedCohort } from "../pricing/synthetic-cohort.ts";

const listing = (over: Partial<v.InferInput<typeof ListingFacts>> = {}) =>
  v.parse(ListingFacts, {
    title: "HGST Ultrastar He8 8TB SAS 3.5in HDD",
    price: 45,
    capacity_gb: 8000,
    category: "hdd",
    condition: "used",
    brand: "HGST",
    component_id: SYNTHETIC_ID,
    match_confidence: 0.9,
    location: "USA-CA",
    ...over,
  });
const score = (over: Partial<v.InferInput<typeof ListingFacts>>, hunt: HuntScoringInput, benchmark: Parameters<typeof scoreListing>[2] = null) => {
  const result = scoreListing(listing(over), compileHunt(hunt), benchmark);
  assert.ok(v.is(ListingScore, result));
  return result;
};

// Synthetic cohort (kept): min 80, p25 97.5, median 105, p75 117.5, max 130.
const trusted = benchmarkFor(createMarket(syntheticUsedCohort(), { now: SYNTHETIC_NOW }), SYNTHETIC_ID) as TrustedBenchmark;
const untrusted = benchmarkFor(createMarket(syntheticObservations([[100, 1, "a"]]), { now: SYNTHETIC_NOW }), SYNTHETIC_ID);

describe("scoreListing without a trusted benchmark: target and ceiling only", () => {
  it("target met → 90 + 10·(0.1 / 0.5) = 92, ALERT", () => {
    const r = score({ price: 45 }, { target_price: 50 });
    assert.deepEqual([r.score, r.action, r.verdict, r.failed_rule], [92, "ALERT", "INCONCLUSIVE", null]);
  });
  it("far below target caps at 100", () => assert.equal(score({ price: 10 }, { target_price: 50 }).score, 100));
  it("between target 50 and ceiling 70: 60 → 70 − 0.5·40 = 50 WATCH; 65 → 40 SKIP", () => {
    assert.deepEqual([score({ price: 60 }, { target_price: 50, ceiling_price: 70 }).score, score({ price: 60 }, { target_price: 50, ceiling_price: 70 }).action], [50, "WATCH"]);
    const r = score({ price: 65 }, { target_price: 50, ceiling_price: 70 });
    assert.deepEqual([r.score, r.action, r.failed_rule], [40, "SKIP", null]);
  });
  it("above target without ceiling: 55 → 70 − 10 = 60 WATCH", () => {
    assert.deepEqual([score({ price: 55 }, { target_price: 50 }).score, score({ price: 55 }, { target_price: 50 }).action], [60, "WATCH"]);
  });
  it("ceiling only: 60 under 100 → 50 + 25·0.4 = 60 WATCH", () => assert.equal(score({ price: 60 }, { ceiling_price: 100 }).score, 60));
  it("neither: 50, WATCH", () => assert.deepEqual([score({}, {}).score, score({}, {}).action], [50, "WATCH"]));
  it("an untrusted benchmark is not used and is named", () => {
    const r = score({ price: 45 }, { target_price: 50 }, untrusted);
    assert.equal(r.score, 92);
    assert.equal(r.verdict, "INCONCLUSIVE");
    assert.ok(r.reasons.some((x) => x.includes("COHORT_TOO_SMALL")));
  });
  it("compares the per-item price of a lot: 4 for $180 is $45 each", () => {
    const r = score({ price: 180, quantity: 4 }, { target_price: 50 });
    assert.equal(r.score, 92);
    assert.match(r.reasons[0], /\$45\.00 per item meets the target \$50\.00/);
  });
});

describe("scoreListing with a trusted benchmark and no target: the benchmark alone", () => {
  it("a BUY alerts: 90 (cohort 85.71) → 80 + 20·10.71/25 = 89, ALERT, verdict BUY", () => {
    const r = score({ price: 90 }, {}, trusted);
    assert.deepEqual([r.score, r.action, r.verdict], [89, "ALERT", "BUY"]);
    assert.ok(r.reasons.some((x) => x.startsWith("p14 of 11 sold over 90 days")));
  });
  it("80 (cohort 100) → 100, ALERT", () => assert.deepEqual([score({ price: 80 }, {}, trusted).score, score({ price: 80 }, {}, trusted).action], [100, "ALERT"]));
  it("a WAIT between p25 and the median is a WATCH: 100 (cohort 66.67) → 66.67·80/75 = 71", () => {
    assert.deepEqual([score({ price: 100 }, {}, trusted).score, score({ price: 100 }, {}, trusted).action], [71, "WATCH"]);
  });
  it("125 (cohort 10) → 10·80/75 = 11, SKIP, verdict SKIP", () => {
    const r = score({ price: 125 }, {}, trusted);
    assert.deepEqual([r.score, r.action, r.verdict, r.failed_rule], [11, "SKIP", "SKIP", null]);
  });
  it("too good to be true: $26 under the floor 52.5 is INCONCLUSIVE and never alerts, even under a target", () => {
    const r = score({ price: 26 }, { target_price: 100 }, trusted);
    assert.deepEqual([r.verdict, r.action, r.score], ["INCONCLUSIVE", "WATCH", 79]);
    assert.ok(r.reasons.some((x) => x.startsWith("SUSPICIOUS_PRICE")));
    assert.equal(score({ price: 26 }, {}, trusted).action, "WATCH");
  });
});

describe("scoreListing: per-unit caps act as the target when there is none", () => {
  it("$12/TB on an 8TB drive is $96: $90 meets it and alerts without a benchmark", () => {
    const r = score({ price: 90 }, { criteria: { max_price_per_tb: 12 } });
    assert.deepEqual([r.action, r.failed_rule], ["ALERT", null]);
    assert.match(r.reasons[0]!, /meets the cap \$12\.00\/TB/);
  });
  it("a per-item cap, and the tightest of several", () => {
    assert.equal(score({ price: 60 }, { criteria: { max_unit_price: 70 } }).action, "ALERT");
    const r = score({ price: 60 }, { criteria: { max_unit_price: 70, max_price_per_gb: 0.008 } });
    assert.match(r.reasons[0]!, /cap \$0\.01\/GB/);
  });
  it("a target price outranks the caps", () => assert.match(score({ price: 60 }, { target_price: 50, criteria: { max_unit_price: 70 } }).reasons[0]!, /above the target \$50\.00/));
});

describe("scoreListing: what never alerts", () => {
  it("sold for parts is SKIP unless the hunt asks for parts", () => {
    const r = score({ price: 30, condition: "for_parts" }, { target_price: 100 });
    assert.deepEqual([r.action, r.failed_rule], ["SKIP", "conditions"]);
    assert.equal(score({ price: 30, condition: "for_parts" }, { target_price: 100, criteria: { conditions: ["for_parts"] } }).action, "ALERT");
  });
  it("a listing that cannot be judged (no USD rate) is SKIP with the reason", () => {
    const r = score({ price: null, unjudgeable: "UNKNOWN_CURRENCY: no USD rate for XYZ" }, { target_price: 100 });
    assert.deepEqual([r.action, r.failed_rule], ["SKIP", "unjudgeable"]);
    assert.match(r.reasons[0]!, /UNKNOWN_CURRENCY/);
  });
  it("a converted price says what it was listed at", () => {
    const r = score({ price: 71.8, listed_price: 100, listed_currency: "CAD", fx_rate: 0.718, fx_as_of: "2025-10-01" }, { target_price: 80 });
    assert.ok(r.reasons.includes("listed at CAD 100.00 ($71.80 at 0.718 USD/CAD, rates of 2025-10-01)"));
  });
});

describe("scoreListing with a trusted benchmark and a target: shift (cohort score − 50)·0.6", () => {
  it("a met target is a strong signal below the median: 100 under target 110 → lifted to at least the alert threshold", () => {
    const r = score({ price: 100 }, { target_price: 110 }, trusted);
    assert.equal(r.action, "ALERT");
    assert.ok(r.score >= 80);
  });
  it("never an alert against the market: 125 meets target 130 but is 19% above the median $105 → WATCH 79, saying so", () => {
    const r = score({ price: 125 }, { target_price: 130 }, trusted);
    assert.deepEqual([r.score, r.action, r.verdict], [79, "WATCH", "SKIP"]);
    assert.equal(r.reasons[0], "meets your target, but 19% above the market median $105.00");
    assert.equal(r.codes[0], "ABOVE_MARKET_MEDIAN");
  });
  it("without a target only a trusted BUY alerts: a WAIT just above p25 stays a WATCH", () => {
    // p25 is 97.5: 97 is a BUY (p25 or below), 98 a WAIT whose score would round to 80.
    assert.deepEqual([score({ price: 97 }, {}, trusted).action, score({ price: 97 }, {}, trusted).verdict], ["ALERT", "BUY"]);
    const wait = score({ price: 98 }, {}, trusted);
    assert.deepEqual([wait.action, wait.verdict], ["WATCH", "WAIT"]);
    assert.ok(wait.codes.includes("NOT_A_MARKET_BUY") || wait.score < 80);
  });
  it("target met and cheap in the cohort: 90 under 100 → 90 + 10·0.2 + 21.43 = 113 → 100", () => {
    assert.equal(score({ price: 90 }, { target_price: 100 }, trusted).score, 100);
  });
  it("a benchmark of another component, another stratum or a weak match is ignored", () => {
    for (const over of [{ component_id: "other" }, { condition: "new" as const }, { match_confidence: 0.5 }]) {
      const r = score({ price: 90, ...over }, {}, trusted);
      assert.deepEqual([r.score, r.verdict], [50, "INCONCLUSIVE"], JSON.stringify(over));
      assert.ok(r.reasons.includes("benchmark not used (not this listing's cohort)"));
    }
    // refurbished shares the used stratum
    assert.equal(score({ price: 90, condition: "refurbished" }, {}, trusted).score, 89);
  });
});

describe("thresholds", () => {
  it("config overrides: alert 60, watch 40", () => {
    const hunt = { config: { alert_threshold: 60, watch_threshold: 40 } };
    assert.equal(score({ price: 60 }, { ...hunt, ceiling_price: 100 }).action, "ALERT");
    assert.equal(score({}, hunt).action, "WATCH");
    assert.equal(score({ price: 65 }, { ...hunt, target_price: 50, ceiling_price: 70 }).action, "WATCH"); // 40
    assert.equal(score({ price: 66 }, { ...hunt, target_price: 50, ceiling_price: 70 }).action, "SKIP"); // 38
  });
  it("a watch threshold above the alert threshold is clamped to it", () => {
    const h = compileHunt({ config: { alert_threshold: 60, watch_threshold: 90 } });
    assert.equal(h.watch_threshold, 60);
  });
  it("an uncompiled hunt scores the same", () => {
    const hunt = { target_price: 50, criteria: { category: "hdd" as const } };
    assert.deepEqual(scoreListing(listing(), hunt, null), scoreListing(listing(), compileHunt(hunt), null));
  });
});

describe("gates: SKIP with the failing rule named", () => {
  const gate = (over: Partial<v.InferInput<typeof ListingFacts>>, hunt: HuntScoringInput, rule: string, passing: Partial<v.InferInput<typeof ListingFacts>>) => {
    const failed = score(over, hunt, trusted);
    assert.deepEqual([failed.action, failed.score, failed.failed_rule], ["SKIP", 0, rule], `${rule} should fail`);
    assert.ok(failed.reasons[0].startsWith(`${rule}: `));
    const passed = score(passing, hunt, trusted);
    assert.equal(passed.failed_rule, null, `${rule} should pass: ${passed.reasons[0]}`);
  };
  for (const status of ["sold", "closed", "wanted"] as const) {
    it(`status ${status}`, () => gate({ status }, {}, "status", { status: "active" }));
  }
  for (const kind of ["box", "photo", "novelty", "accessory", "system", "wanted"] as const) {
    it(`not the item: ${kind}`, () => gate({ not_item: kind }, {}, "not_item", {}));
  }
  it("category", () => gate({ category: "ssd" }, { criteria: { category: "hdd" } }, "category", {}));
  it("category unknown fails", () => gate({ category: null }, { criteria: { category: "hdd" } }, "category", {}));
  it("keywords (all, case-insensitive)", () => gate({ title: "HGST 8TB SATA" }, { criteria: { keywords: ["sas", "8tb"] } }, "keywords", {}));
  it("exclude", () => gate({ title: "HGST 8TB SAS caddy only" }, { criteria: { exclude: ["Caddy"] } }, "exclude", {}));
  it("brands by the brand field", () => gate({ brand: "Seagate" }, { criteria: { brands: ["hgst", "WD"] } }, "brands", {}));
  it("brands fall back to the title", () => gate({ brand: null, title: "8TB drive" }, { criteria: { brands: ["HGST"] } }, "brands", { brand: null }));
  it("component_ids", () => gate({ component_id: "other" }, { criteria: { component_ids: [SYNTHETIC_ID] } }, "component_ids", {}));
  it("conditions", () => gate({ condition: "new" }, { criteria: { conditions: ["used"] } }, "conditions", {}));
  it("capacity_min_gb", () => gate({ capacity_gb: 4000 }, { criteria: { capacity_min_gb: 6000 } }, "capacity_min_gb", {}));
  it("capacity_max_gb", () => gate({ capacity_gb: 12000 }, { criteria: { capacity_max_gb: 10000 } }, "capacity_max_gb", {}));
  it("capacity unknown fails a capacity rule", () => gate({ capacity_gb: null }, { criteria: { capacity_min_gb: 1 } }, "capacity_min_gb", {}));
  it("max_unit_price compares per item ($200 / 2 = $100 > $90)", () =>
    gate({ price: 200, quantity: 2 }, { criteria: { max_unit_price: 90 } }, "max_unit_price", { price: 180, quantity: 2 }));
  it("max_price_per_tb ($100 / 8 TB = $12.50 > $12)", () =>
    gate({ price: 100 }, { criteria: { max_price_per_tb: 12 } }, "max_price_per_tb", { price: 96 }));
  it("max_price_per_gb (4 × 32 GB for $200: $1.5625/GB > $1.50)", () =>
    gate({ price: 200, quantity: 4, capacity_gb: 32 }, { criteria: { max_price_per_gb: 1.5 } }, "max_price_per_gb", { price: 192, quantity: 4, capacity_gb: 32 }));
  it("min_quantity", () => gate({ quantity: 1 }, { criteria: { min_quantity: 2 } }, "min_quantity", { quantity: 2, price: 90 }));
  it("max_quantity", () => gate({ quantity: 5 }, { criteria: { max_quantity: 4 } }, "max_quantity", { quantity: 4 }));
  it("include_lots false", () => gate({ quantity: 2 }, { criteria: { include_lots: false } }, "include_lots", { quantity: 1 }));
  it("locations", () => gate({ location: "UK" }, { criteria: { locations: ["USA"] } }, "locations", {}));
  it("config.location", () => gate({ location: null }, { config: { location: "USA-CA" } }, "location", {}));
  it("ceiling_price per item", () => gate({ price: 101 }, { ceiling_price: 100 }, "ceiling_price", { price: 100 }));
  it("the first failing rule is reported", () => {
    const r = score({ category: "ssd", condition: "new" }, { criteria: { category: "hdd", conditions: ["used"] } });
    assert.equal(r.failed_rule, "category");
  });
  it("a gated listing keeps its price verdict", () => assert.equal(score({ price: 90, status: "sold" }, {}, trusted).verdict, "BUY"));
});
