import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarket } from "../../../packages/core/src/pricing/index.ts";
import { DEFAULT_FX_RATES, describeListing, observationOf, parseFxRates, toUsd } from "../../../packages/core/src/pipeline/index.ts";
import { benchmarkFor } from "../../../packages/core/src/pricing/index.ts";

describe("describeListing: a listing's facts in USD", () => {
  it("converts a listed currency with the dated table and keeps the original", () => {
    const f = describeListing({ title: "[CAN-ON] [H] 2x 32GB DDR4 ECC RDIMM 2666 [W] PayPal", price: 140, currency: "CAD" }).facts;
    assert.equal(f.price, 100.52);
    assert.deepEqual([f.listed_price, f.listed_currency, f.fx_rate, f.fx_as_of], [140, "CAD", DEFAULT_FX_RATES.usd_per.CAD, DEFAULT_FX_RATES.as_of]);
    assert.deepEqual([f.quantity, f.capacity, f.category, f.interface], [2, "32GB", "ram", "DDR4"]);
  });
  it("reads the title's own price and currency when the source gives none", () => {
    const f = describeListing({ title: "[H] RTX 3080 FE [W] £450" }).facts;
    assert.deepEqual([f.listed_price, f.listed_currency, f.price], [450, "GBP", toUsd(450, "GBP")!.usd]);
  });
  it("refuses to judge a price it cannot convert, and says why", () => {
    const f = describeListing({ title: "RTX 3080 10GB", price: 100, currency: "XYZ" }).facts;
    assert.equal(f.price, null);
    assert.equal(f.unjudgeable, "UNKNOWN_CURRENCY: no USD rate for XYZ");
    assert.equal(describeListing({ title: "RTX 3080 10GB" }).facts.unjudgeable, "NO_PRICE: the listing states no price");
  });
  it("takes the stricter of the stated and the title's condition", () => {
    assert.equal(describeListing({ title: "HGST 8TB SAS failing heads", price: 20, condition: "Pre-Owned" }).facts.condition, "for_parts");
    assert.equal(describeListing({ title: "HGST 8TB SAS", price: 20, condition: "New" }).facts.condition, "new");
  });
  it("fills a GPU's memory from its launch variant when the title omits it", () => {
    const f = describeListing({ title: "NVIDIA GeForce RTX 3080 Founders Edition", price: 500 }).facts;
    assert.deepEqual([f.component_id, f.capacity], ["nvidia-geforce-rtx-3080-10gb", "10GB"]);
  });
  it("an operator's rates merge over the shipped ones", () => {
    const fx = parseFxRates('{"as_of": "2026-11-01", "usd_per": {"CAD": 0.7}}');
    assert.equal(toUsd(100, "CAD", fx)!.usd, 70);
    assert.equal(fx.usd_per.GBP, DEFAULT_FX_RATES.usd_per.GBP);
    assert.throws(() => parseFxRates('{"as_of": "soon", "usd_per": {}}'), /\[fx\]/);
  });
});

describe("observationOf: what enters price history", () => {
  const NOW = Date.parse("2026-11-01T00:00:00Z");
  const obs = (title: string, price: number, status = "active") => observationOf(describeListing({ title, price, source: "auction", status }).facts, { observed_at: NOW });
  it("an active offer is an asking price, a sold one a sale, per item", () => {
    assert.deepEqual(obs("Lot of 4 EVGA RTX 3080 XC3 10GB", 1600).observation, {
      component_id: "nvidia-geforce-rtx-3080-10gb", price: 400, observed_at: NOW, source: "auction", condition: "used", location: null, listing_id: null, kind: "asking",
    });
    assert.equal(obs("EVGA RTX 3080 XC3 10GB", 500, "sold").observation?.kind, "sold");
  });
  it("never a wanted post, a box, a photo, an accessory or a computer", () => {
    for (const [title, why] of [
      ["[W] RTX 3080 10GB [H] PayPal", "wanted"], ["RTX 3080 10GB empty box", "box"], ["RTX 3080 Founders Edition PHOTO ONLY", "photo"],
      ["Backplate for EVGA RTX 3080", "accessory"], ["Gaming PC RTX 3080 i7 32GB", "system"],
    ] as const) {
      assert.match(obs(title, 500).rejected ?? "", why === "wanted" ? /wanted/ : new RegExp(why), title);
    }
  });
  it("never a price implausibly far below the variant's trusted market", () => {
    const id = "nvidia-geforce-rtx-3080-10gb";
    const market = createMarket(Array.from({ length: 30 }, (_, i) => ({ component_id: id, price: 480 + i * 2, observed_at: NOW - i * 86_400_000, source: i % 2 ? "a" : "b", condition: "used" as const })), { now: NOW });
    const benchmark = benchmarkFor(market, id, { condition: "used" });
    const facts = describeListing({ title: "EVGA RTX 3080 XC3 10GB", price: 120, source: "auction" }).facts;
    assert.match(observationOf(facts, { observed_at: NOW, benchmark }).rejected ?? "", /SUSPICIOUS_PRICE/);
    assert.ok(observationOf({ ...facts, price: 400 }, { observed_at: NOW, benchmark }).observation);
  });
});

describe("describeListing: what a listing costs", () => {
  it("a lot priced 'each' in its title costs that times its quantity; 'for all' is the total", () => {
    assert.equal(describeListing({ title: "[H] QTY 4x HGST 8TB SAS $50 ea [W] PayPal" }).facts.price, 200);
    assert.equal(describeListing({ title: "[H] 4x HGST 8TB SAS $180 for all [W] PayPal" }).facts.price, 180);
  });
  it("lands shipping on the price: a source's figure, 'shipped' as 0, unknown left out", () => {
    const shipped = describeListing({ title: "HGST 8TB SAS", price: 40, shipping: 35 }).facts;
    assert.deepEqual([shipped.price, shipped.shipping, shipped.listed_price], [75, 35, 40]);
    assert.equal(describeListing({ title: "RTX 3080 FE $700 shipped" }).facts.shipping, 0);
    assert.equal(describeListing({ title: "RTX 3080 FE", price: 700 }).facts.shipping, null);
  });
});
