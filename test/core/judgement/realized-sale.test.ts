/**
 * A listing judged while live keeps the trusted median it was judged against; seen sold later, it
 * becomes a realized sale (its sold unit price beside that median) once. Through the core's public
 * entry: planJudgement → judgePlan with the host's stored refs.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { absolutePercentageError, createMarket, judgePlan, planJudgement, type PriceObservationInput } from "../../../packages/core/src/index.ts";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const DAY = 86_400_000;
const TITLE = "HGST Ultrastar He8 8TB SAS HUH728080AL5200";
const MARKET = planJudgement({ listings: [{ title: TITLE, price: 50 }], now: NOW }).listings[0]!.facts.market_id!;
const market = createMarket(
  Array.from({ length: 30 }, (_, i): PriceObservationInput => ({ component_id: MARKET, price: 58 + (i % 13), observed_at: NOW - (i + 1) * DAY, source: "forum", condition: "used" })),
  { now: NOW },
);
const offer = (status: "active" | "sold", price: number) => ({ title: TITLE, price, currency: "USD", source: "forum", external_id: "post-1", condition_text: "used", status });

function judge(status: "active" | "sold", price: number, ref?: { previous_status: string | null; judged_median: number | null }) {
  const plan = planJudgement({ listings: [offer(status, price)], now: NOW });
  return judgePlan(plan, market, [{ listing_id: "l1", created: !ref, previous_price: ref ? 55 : null, ...ref }]).listings[0]!;
}

describe("realized sales", () => {
  it("a live offer judged against a trusted cohort keeps that cohort's median; a sold one keeps none", () => {
    const live = judge("active", 55);
    assert.equal(live.verdict.benchmark?.status, "trusted");
    assert.equal(live.live_median, live.verdict.benchmark?.status === "trusted" ? live.verdict.benchmark.stats.median : NaN);
    assert.equal(judge("sold", 60).live_median, null);
  });

  it("seen sold after being stored live with a median: the sold unit price beside that median", () => {
    const sold = judge("sold", 60, { previous_status: "active", judged_median: 64 });
    assert.deepEqual(sold.realized, { judged_median: 64, sold_price: 60 });
    assert.equal(absolutePercentageError(sold.realized!), (4 / 60) * 100);
  });

  it("no realized sale: first seen sold, seen sold again, or stored live without a trusted median", () => {
    assert.equal(judge("sold", 60).realized, null);
    assert.equal(judge("sold", 60, { previous_status: "sold", judged_median: 64 }).realized, null);
    assert.equal(judge("sold", 60, { previous_status: "active", judged_median: null }).realized, null);
    assert.equal(judge("active", 60, { previous_status: "active", judged_median: 64 }).realized, null);
  });
});
