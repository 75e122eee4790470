import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { KIND_ASKING, KIND_SOLD, createMarket, locationMatches, normalizeCondition, stratumOf, toMs } from "../../../packages/core/src/pricing/index.ts";
import { DAY, SYNTHETIC_ID, SYNTHETIC_NOW, syntheticObservations } from "./synthetic-cohort.ts";

describe("createMarket", () => {
  it("groups by component and stratum, in time order whatever the input order", () => {
    const obs = syntheticObservations([
      [30, 3, "a"],
      [10, 10, "b"],
      [20, 5, "a"],
    ]);
    const market = createMarket(obs, { now: SYNTHETIC_NOW });
    const slice = market.slice(SYNTHETIC_ID, "used");
    assert.deepEqual(Array.from(slice.prices), [10, 20, 30]);
    assert.deepEqual(Array.from(slice.times), [SYNTHETIC_NOW - 10 * DAY, SYNTHETIC_NOW - 5 * DAY, SYNTHETIC_NOW - 3 * DAY]);
    assert.deepEqual(Array.from(slice.sources, (i) => slice.source_names[i]), ["b", "a", "a"]);
    assert.equal(market.size, 3);
    assert.ok(market.has(SYNTHETIC_ID));
    assert.ok(!market.has("other"));
  });

  it("keeps the window [now − days, now], both ends inclusive, and ignores the future", () => {
    const obs = syntheticObservations([
      [1, 91, "a"],
      [2, 90, "a"],
      [3, 0, "a"],
      [4, -1, "a"],
    ]);
    const market = createMarket(obs, { now: SYNTHETIC_NOW });
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used").prices), [2, 3]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { window_days: 30 }).prices), [3]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { window_days: Infinity }).prices), [1, 2, 3]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { now: SYNTHETIC_NOW + DAY }).prices), [3, 4]);
    assert.deepEqual(Array.from(market.prices(SYNTHETIC_ID, "used", { window_days: 30 })), [3]);
    assert.deepEqual(Array.from(market.prices(SYNTHETIC_ID, "new")), []);
  });

  it("accepts ISO timestamps and Date for now", () => {
    const market = createMarket(
      [{ component_id: "x", price: 5, observed_at: "2026-02-28T00:00:00Z", source: "a", condition: "new" }],
      { now: new Date(SYNTHETIC_NOW) },
    );
    assert.equal(market.now, SYNTHETIC_NOW);
    assert.deepEqual(Array.from(market.slice("x", "new").times), [Date.parse("2026-02-28T00:00:00Z")]);
    assert.equal(toMs("1970-01-02T00:00:00Z"), DAY);
  });

  it("adds observations later, re-sorting late arrivals", () => {
    const market = createMarket(syntheticObservations([[10, 5, "a"]]), { now: SYNTHETIC_NOW });
    market.add(syntheticObservations([[20, 1, "a"]]));
    market.add(syntheticObservations([[5, 9, "b"]]));
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used").prices), [5, 10, 20]);
    assert.equal(market.size, 3);
  });

  it("never mixes strata; refurbished joins used", () => {
    const market = createMarket(
      [
        ...syntheticObservations([[10, 1, "a"]], { condition: "new" }),
        ...syntheticObservations([[20, 2, "a"]], { condition: "refurbished" }),
        ...syntheticObservations([[30, 3, "a"]], { condition: "used" }),
        ...syntheticObservations([[5, 4, "a"]], { condition: "for_parts" }),
      ],
      { now: SYNTHETIC_NOW },
    );
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "new").prices), [10]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used").prices), [30, 20]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "for_parts").prices), [5]);
  });

  it("filters by location keyword, a region matching its sub-regions", () => {
    const market = createMarket(
      [
        ...syntheticObservations([[10, 1, "a"]], { location: "USA-CA" }),
        ...syntheticObservations([[20, 2, "a"]], { location: "UK" }),
        ...syntheticObservations([[30, 3, "a"]]),
      ],
      { now: SYNTHETIC_NOW },
    );
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { local_kw: "USA" }).prices), [10]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { local_kw: "uk" }).prices), [20]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { local_kw: "EU" }).prices), []);
    assert.deepEqual(Array.from(market.prices(SYNTHETIC_ID, "used", { local_kw: "USA" })), [10]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used").prices), [30, 20, 10]);
    market.add(syntheticObservations([[40, 0.5, "a"]], { location: "USA-NY" }));
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { local_kw: "USA" }).prices), [10, 40]);
  });
});

describe("market kinds", () => {
  it("keeps each observation's kind beside its price, a sale unless it says asking", () => {
    const market = createMarket(
      [...syntheticObservations([[20, 3, "a"], [50, 2, "b"]]), ...syntheticObservations([[90, 1, "a"]], { kind: "asking" })],
      { now: SYNTHETIC_NOW },
    );
    const slice = market.slice(SYNTHETIC_ID, "used");
    assert.deepEqual(Array.from(slice.prices), [20, 50, 90]);
    assert.deepEqual(Array.from(slice.kinds), [KIND_SOLD, KIND_SOLD, KIND_ASKING]);
    assert.deepEqual(Array.from(market.slice(SYNTHETIC_ID, "used", { local_kw: "UK" }).kinds), []);
  });
});
