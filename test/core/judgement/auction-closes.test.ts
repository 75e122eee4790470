/**
 * An open auction's likely close comes from its own market's closing records once it holds enough
 * of them seen about as far from their end (close ÷ price when first seen), else from the public
 * anchor; a sold auction that was seen open adds its ratio to its market. Through the core's public
 * entry: planJudgement → judgePlan.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { auctionSpotting, createMarket, judgePlan, planJudgement, type PriceObservationInput } from "../../../packages/core/src/index.ts";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const HOUR = 3_600_000;
const TITLE = "HGST Ultrastar He8 8TB SAS HUH728080AL5200";
const MARKET = planJudgement({ listings: [{ title: TITLE, price: 50 }], now: NOW }).listings[0]!.facts.market_id!;

/** An open auction of the drive: `price` now, ending `hours` from NOW. */
const openAuction = (price: number, hours: number, id = "open-1") => ({
  title: TITLE, price, currency: "USD", source: "auction", external_id: id, condition_text: "Pre-Owned", status: "active" as const,
  bids: 0, buy_it_now: false, ends_at: new Date(NOW + hours * HOUR).toISOString(),
});

/** A market of used sales of the drive around $64, plus `closes` auction records (ratio, hours left when spotted). */
function marketWith(closes: [number, number][]) {
  const sales: PriceObservationInput[] = Array.from({ length: 30 }, (_, i) => ({ component_id: MARKET, price: 58 + (i % 13), observed_at: NOW - (i + 1) * 24 * HOUR, source: i % 2 ? "auction" : "forum", condition: "used" }));
  const records = closes.map(([close_ratio, spotted_hours], i): PriceObservationInput => ({ component_id: MARKET, price: 64, observed_at: NOW - (i + 1) * 12 * HOUR, source: "auction", condition: "used", close_ratio, spotted_hours }));
  return createMarket([...sales, ...records], { now: NOW });
}

function judgeOpen(closes: [number, number][], price: number, hours: number) {
  const plan = planJudgement({ listings: [openAuction(price, hours)], now: NOW });
  return judgePlan(plan, marketWith(closes)).listings[0]!.verdict.reasons[0]!;
}

describe("an open auction's likely close", () => {
  it("with five records of its market seen two days out, their median rise is used, and said", () => {
    const reason = judgeOpen([[2.0, 50], [2.2, 53], [2.2, 60], [2.4, 49], [2.6, 70]], 25, 53);
    assert.equal(reason, "auction ends in 2 days with 0 bids: likely to close near $55.00 (as 5 of its market's auctions seen as long before their end closed)");
  });

  it("with four, the public anchor (drives close near 1.5× the price two days out)", () => {
    assert.equal(judgeOpen([[2.0, 50], [2.2, 53], [2.2, 60], [2.4, 49]], 25, 53), "auction ends in 2 days with 0 bids: likely to close near $37.50");
  });

  it("records spotted in the last hours say nothing of an auction two days out, and the other way round", () => {
    const late: [number, number][] = [[1.05, 2], [1.1, 2.5], [1.1, 2.2], [1.08, 2.9], [1.12, 2.1]];
    assert.equal(judgeOpen(late, 25, 53), "auction ends in 2 days with 0 bids: likely to close near $37.50");
    assert.equal(judgeOpen(late, 40, 2.5), "auction ends in 3 h with 0 bids: likely to close near $44.00 (as 5 of its market's auctions seen as long before their end closed)");
  });

  it("a ratio under 1 (a first price later lowered) never predicts a close under the bid", () => {
    assert.match(judgeOpen([[0.8, 50], [0.9, 53], [0.7, 60], [0.9, 49], [0.95, 70]], 25, 53), /likely to close near \$25\.00 \(as 5/);
  });
});

describe("a sold auction that was seen open", () => {
  const spotted = auctionSpotting(planJudgement({ listings: [{ ...openAuction(30, 53), shipping: 5 }], now: NOW }).listings[0]!.facts, NOW);
  const sold = { ...openAuction(66, 0), shipping: 5, status: "sold" as const, bids: 7, ends_at: new Date(NOW - HOUR).toISOString() };

  it("its first sighting is its item price without shipping, and the hours it had left", () => {
    assert.deepEqual(spotted, { price: 30, hours: 53 });
  });

  it("adds its close ÷ first price (item parts) to its market, even when it closed at the last bid seen", () => {
    const plan = planJudgement({ listings: [sold], now: NOW });
    const ref = { listing_id: "l-1", created: false, previous_price: 71, previous_status: "active", spotted };
    const o = judgePlan(plan, marketWith([]), [ref]).listings[0]!.observation?.observation;
    assert.equal(o?.kind, "sold");
    assert.equal(o?.close_ratio, 2.2);
    assert.equal(o?.spotted_hours, 53);
  });

  it("seen sold again, it adds nothing; a Buy It Now sale has no ratio", () => {
    const plan = planJudgement({ listings: [sold, { ...sold, external_id: "bin", bids: null, buy_it_now: true }], now: NOW });
    const judged = judgePlan(plan, marketWith([]), [
      { listing_id: "l-1", created: false, previous_price: 71, previous_status: "sold", spotted },
      { listing_id: "l-2", created: true, previous_price: null, previous_status: null, spotted: null },
    ]);
    assert.equal(judged.listings[0]!.observation, null);
    assert.equal(judged.listings[1]!.observation?.observation?.close_ratio, undefined);
  });
});
