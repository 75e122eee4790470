import { benchmarkFor, marketJudgement, type Benchmark, type Market, type MarketJudgement } from "@rackhunt/core";
import type { Repos } from "../db/contracts/index.ts";
import type { ListingFacts } from "./types.ts";

/**
 * A listing's own judgement (the core's marketJudgement), its benchmark memoised per variant,
 * stratum and match confidence over one batch.
 * @example judgeListing(market, facts, Date.now()); // { score: 89, verdict: "BUY", action: "ALERT" }
 */
export function judgeListing(market: Market, facts: ListingFacts, now: number, benchmarks = new Map<string, Benchmark>()): MarketJudgement {
  if (!facts.component_id) return marketJudgement(facts, null);
  const key = `${facts.component_id}|${facts.condition}|${facts.match_confidence}`;
  let benchmark = benchmarks.get(key);
  if (!benchmark) {
    benchmark = benchmarkFor(market, facts.component_id, { condition: facts.condition, match_confidence: facts.match_confidence, now });
    benchmarks.set(key, benchmark);
  }
  return marketJudgement(facts, benchmark);
}

/**
 * Store each listing's own judgement (see {@link judgeListing}) on the listing, in one write.
 * Their variants' windows must be prepared.
 * @example await recordListingJudgements(repos, market.market, known.values(), now);
 */
export async function recordListingJudgements(repos: Repos, market: Market, listings: Iterable<{ id: string; facts: ListingFacts }>, now: number): Promise<void> {
  const benchmarks = new Map<string, Benchmark>();
  const rows = [...listings].map((l) => ({ id: l.id, ...judgeListing(market, l.facts, now, benchmarks) }));
  await repos.listings.setJudgements(rows.map(({ id, score, verdict, action }) => ({ id, score, verdict, action })));
}
