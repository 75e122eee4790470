import type { Benchmark } from "../schemas/pricing.ts";
import type { ListingFactsInput } from "../schemas/scoring.ts";
import type { Action, Verdict } from "../schemas/vocabulary.ts";
import { compileHunt } from "../scoring/compile.ts";
import { scoreListing } from "../scoring/score.ts";

/** A listing judged by its market alone: score, verdict and action, or nulls when there is nothing to say. */
export interface MarketJudgement {
  score: number | null;
  verdict: Verdict | null;
  action: Action | null;
}

const NO_HUNT = compileHunt({});
const NONE: MarketJudgement = { score: null, verdict: null, action: null };

/**
 * A listing judged against its variant's benchmark alone, as a hunt with no target and no
 * criteria would judge it: what a listing shows to everyone (public deals) belongs to no account.
 * Not an offer of the item (sold, wanted, a box, unpriced): no judgement. No trusted benchmark of
 * its own cohort: INCONCLUSIVE, no score or action.
 * @example marketJudgement(facts, benchmark) // {score: 89, verdict: "BUY", action: "ALERT"}
 */
export function marketJudgement(facts: ListingFactsInput, benchmark: Benchmark | null): MarketJudgement {
  const s = scoreListing(facts, NO_HUNT, benchmark);
  if (s.failed_rule !== null) return NONE;
  if (s.verdict === "INCONCLUSIVE" && !s.reasons.some((r) => r.startsWith("SUSPICIOUS_PRICE"))) return { score: null, verdict: "INCONCLUSIVE", action: null };
  return { score: s.score, verdict: s.verdict, action: s.action };
}
