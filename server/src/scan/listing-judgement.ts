import { benchmarkFor, DEFAULT_ALERT_THRESHOLD, DEFAULT_WATCH_THRESHOLD, judgePrice, type Benchmark, type Condition, type Market } from "@rackhunt/core";
import type { Repos } from "../db/repos/index.ts";
import type { ListingFacts } from "./types.ts";

/** A listing's own judgement: the score, verdict and action of the Listing resource, or none. */
export interface ListingJudgement {
  score: number | null;
  verdict: string | null;
  action: string | null;
}

const NONE: ListingJudgement = { score: null, verdict: null, action: null };

/**
 * Judge a listing on its own: its per-item price against its variant's benchmark, with no hunt
 * involved, so what the public sees of a listing belongs to no account (a hunt's score would
 * tell others what that account hunts for). Without a trusted benchmark the verdict is
 * INCONCLUSIVE and there is no score or action; a listing that is not for sale as an item
 * (sold, wanted, an accessory, unmatched, no price) has no judgement at all.
 * @example judgeListing(market, facts, Date.now()); // { score: 86, verdict: "BUY", action: "ALERT" }
 */
export function judgeListing(market: Market, facts: ListingFacts, now: number, benchmarks = new Map<string, Benchmark>()): ListingJudgement {
  if (facts.status !== "active" || facts.is_accessory || !facts.component_id || facts.unit_price === null) return NONE;
  const key = `${facts.component_id}|${facts.condition}|${facts.match_confidence}`;
  let benchmark = benchmarks.get(key);
  if (!benchmark) {
    benchmark = benchmarkFor(market, facts.component_id, { condition: facts.condition as Condition | null, match_confidence: facts.match_confidence, now });
    benchmarks.set(key, benchmark);
  }
  const judged = judgePrice(facts.unit_price, benchmark);
  if (judged.score === null) return { score: null, verdict: judged.verdict, action: null };
  const action = judged.score >= DEFAULT_ALERT_THRESHOLD ? "ALERT" : judged.score >= DEFAULT_WATCH_THRESHOLD ? "WATCH" : "SKIP";
  return { score: judged.score, verdict: judged.verdict, action };
}

/**
 * Store each listing's own judgement (see {@link judgeListing}) on the listing, in one write.
 * @example recordListingJudgements(repos, market.market, known.values(), now);
 */
export function recordListingJudgements(repos: Repos, market: Market, listings: Iterable<{ id: string; facts: ListingFacts }>, now: number): void {
  const benchmarks = new Map<string, Benchmark>();
  repos.transaction(() => {
    for (const l of listings) repos.listings.setJudgement(l.id, judgeListing(market, l.facts, now, benchmarks));
  });
}
