import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseTitle, unitPrices } from "../../../packages/core/src/catalog/index.ts";

describe("unitPrices", () => {
  it("divides a lot's price per item and per TB of one item", () => {
    // 4 drives of 4TB for $120: $30 a drive, $7.50 a TB, $0.0075 a GB.
    assert.deepEqual(unitPrices(120, parseTitle("Lot of 4 HGST 4TB SATA 3.5 HDD")), {
      price: 120, quantity: 4, per_item: 30, capacity_gb: 4000, per_gb: 0.0075, per_tb: 7.5,
    });
  });

  it("prices a RAM kit per module", () => {
    // 2x8GB for $66.59: $33.295 a module, $4.1619 a GB.
    const u = unitPrices(66.59, parseTitle("16GB(2x8) Corsair Vengeance DDR3 1600"));
    assert.equal(u.per_item, 33.295);
    assert.equal(u.per_gb, 4.161875);
    assert.equal(u.per_tb, 4161.875);
  });

  it("leaves per-capacity prices out when the title gives no capacity", () => {
    const u = unitPrices(250, parseTitle("Intel Xeon E5-2680 v3"));
    assert.equal(u.per_item, 250);
    assert.equal(u.per_gb, null);
    assert.equal(u.per_tb, null);
  });

  it("rejects negative and non-finite prices", () => {
    assert.throws(() => unitPrices(-1, { quantity: 1, capacity_gb: null }), RangeError);
    assert.throws(() => unitPrices(Number.NaN, { quantity: 1, capacity_gb: null }), RangeError);
  });
});
