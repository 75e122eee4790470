import type { MarketView } from "../pricing/market.ts";
import type { JudgeInput } from "./input.ts";
import { type JudgedBatch, judgePlan, type ListingJudgement } from "./judge.ts";
import { type JudgementBatch, type JudgementContext, planJudgement } from "./plan.ts";

/**
 * Both phases at once, for a caller whose market is in memory (an SDK user with `createMarket`):
 * plan, then judge against that market.
 * @example judgeListings({listings, hunts: [hunt], now: market.now}, market).forHunt(0, null).items
 */
export function judgeListings(batch: JudgementBatch, market: MarketView, context: JudgementContext = {}): JudgedBatch {
  return judgePlan(planJudgement(batch, context), market);
}

/**
 * One listing judged against a market the caller supplies: its facts, its own verdict with reasons,
 * and whether its price would enter price history.
 * @example
 * const market = createMarket(observations, {now: Date.now()});
 * const j = judgeListing({title: "HGST Ultrastar He8 8TB SAS HUH728080AL5200", price: 44}, market);
 * j.verdict.verdict // "BUY"; j.verdict.reasons // ["p0 of 37 sold over 90 days; 32% below the median $64.62 (…)"]
 */
export function judgeListing(input: JudgeInput, market: MarketView, options: JudgementContext & { now?: number } = {}): ListingJudgement {
  return judgeListings({ listings: [input], now: options.now ?? market.now }, market, options).listings[0]!;
}
