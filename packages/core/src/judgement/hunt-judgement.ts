import type { ListingFacts } from "../schemas/scoring.ts";
import type { Action, Verdict } from "../schemas/vocabulary.ts";
import { scoreListing } from "../scoring/score.ts";
import { type AlertDecision, decideAlert, fingerprint, type HuntMemory, judgementChanged } from "./alert-rules.ts";
import type { BenchmarkLookup } from "./benchmarks.ts";
import type { PlannedHunt, PlannedListing } from "./plan.ts";

/** One listing as one hunt judged it. */
export interface HuntItem {
  /** Index of the listing in the plan. */
  listing: number;
  /** The host's id of the listing, when it was stored. */
  listing_id: string | null;
  score: number;
  action: Action;
  verdict: Verdict;
  /** The criteria rule that made it SKIP, or null. */
  failed_rule: string | null;
  reasons: string[];
  /** Judged differently from the hunt's last judgement of it (the feed gets a row). */
  changed: boolean;
  alert: AlertDecision;
  /** The item's identity across sources (cross-posts alert once). */
  fingerprint: string | null;
}

/** A hunt's judgement of its relevant listings. */
export interface HuntJudgement {
  hunt_id: string;
  items: HuntItem[];
  /** Every relevant listing counted by action. */
  counts: Record<Action, number>;
}

/**
 * One hunt against the listings relevant to it: each scored (criteria, target, ceiling, the
 * benchmark of its cohort in the hunt's location), and an ALERT decided against the hunt's memory.
 * Decisions within the batch see each other: a cross-posted item alerts once.
 */
export function judgeForHunt(args: {
  planned: PlannedHunt;
  listings: readonly PlannedListing[];
  ids: readonly ({ listing_id: string } | undefined)[] | undefined;
  lookup: BenchmarkLookup;
  now: number;
  memory: HuntMemory | null;
  backfill: boolean;
}): HuntJudgement {
  const { hunt } = args.planned;
  const counts: Record<Action, number> = { ALERT: 0, WATCH: 0, SKIP: 0 };
  const fired = new Set<string>();
  const items = args.planned.relevant.map((index): HuntItem => {
    const facts: ListingFacts = args.listings[index]!.facts;
    const listing_id = args.ids?.[index]?.listing_id ?? null;
    const s = scoreListing(facts, hunt.scoring, args.lookup(facts, args.now, hunt.location));
    counts[s.action]++;
    const memory = args.memory;
    const changed = memory === null || listing_id === null || judgementChanged(memory.previous(listing_id), s);
    const alert: AlertDecision =
      memory === null || listing_id === null
        ? { alert: false, reason: "not_recorded" }
        : decideAlert({ action: s.action, facts, listingId: listing_id, memory, backfill: args.backfill, step: hunt.price_drop_step, firedInBatch: fired });
    const fp = fingerprint(facts);
    if (alert.alert && fp) fired.add(fp);
    return { listing: index, listing_id, score: s.score, action: s.action, verdict: s.verdict, failed_rule: s.failed_rule, reasons: s.reasons, changed, alert, fingerprint: fp };
  });
  return { hunt_id: hunt.id, items, counts };
}
