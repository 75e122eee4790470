import type { Action, Verdict } from "../schemas/vocabulary.ts";
import { scoreListing } from "../scoring/score.ts";
import { type AlertDecision, decideAlert, fingerprint, type HuntMemory, judgementChanged } from "./alert-rules.ts";
import type { WideMarket } from "../pricing/wide-market.ts";
import type { ListingFacts, ListingScore } from "../schemas/scoring.ts";
import { type AlertMarket, alertMarket } from "./alert-market.ts";
import { type AuctionView, timeLeft } from "./auction-close.ts";
import type { PreparedHunt } from "./hunt.ts";
import type { Benchmark } from "../schemas/pricing.ts";
import { type CountsBySource, count } from "./keep.ts";
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
  /** The reasons' stable codes (TARGET_MET, MARKET_BUY, ABOVE_MARKET_MEDIAN, CONDITION, ...). */
  codes: string[];
  /** Judged differently from the hunt's last judgement of it (the feed gets a row). */
  changed: boolean;
  alert: AlertDecision;
  /** The item's identity across sources (cross-posts alert once); null unless an alert fires. */
  fingerprint: string | null;
  /** Unit price, percentile, median, auction end: what the alert message says; null unless an alert fires. */
  market: AlertMarket | null;
}

/** A hunt's judgement of its relevant listings. */
export interface HuntJudgement {
  hunt_id: string;
  items: HuntItem[];
  /** Every relevant listing counted by action. */
  counts: Record<Action, number>;
  /** Per source, how many of its kept listings each gate made SKIP (condition, price_ceiling, a criterion). */
  skipped: CountsBySource<string>;
}

/** How a SKIP gate is named where exclusions are counted (criteria keep their field names). */
const GATE_NAMES: Readonly<Record<string, string>> = { not_item: "not_an_item", conditions: "condition", ceiling_price: "price_ceiling", unjudgeable: "no_price", status: "sold" };

/**
 * One hunt against the listings relevant to it: each scored (criteria, target, ceiling, the
 * benchmark of its cohort in the hunt's location), and an ALERT decided against the hunt's memory.
 * Decisions within the batch see each other: a cross-posted item alerts once.
 */
export function judgeForHunt(args: {
  planned: PlannedHunt;
  listings: readonly PlannedListing[];
  /** Each listing's facts as judged: an open auction's price is its likely close. */
  priced: readonly ListingFacts[];
  auctions: readonly (AuctionView | null)[];
  ids: readonly ({ listing_id: string } | undefined)[] | undefined;
  /** A listing's benchmark at `now` for a hunt with this location (null: everywhere). */
  benchmarkAtNow: (index: number, location: string | null) => Benchmark;
  /** The low tail of a listing's cohort when it is too spread to trust (null otherwise). */
  wideAtNow: (index: number, location: string | null) => WideMarket | null;
  memory: HuntMemory | null;
  backfill: boolean;
}): HuntJudgement {
  const { hunt } = args.planned;
  const counts: Record<Action, number> = { ALERT: 0, WATCH: 0, SKIP: 0 };
  const skipped: CountsBySource<string> = {};
  const fired = new Set<string>();
  const memory = args.memory;
  const items = args.planned.relevant.map((index): HuntItem => {
    const { facts, input } = args.listings[index]!;
    const listing_id = args.ids?.[index]?.listing_id ?? null;
    const s = scoreListing(args.priced[index]!, hunt.scoring, args.benchmarkAtNow(index, hunt.location), args.wideAtNow(index, hunt.location));
    const auction = args.auctions[index];
    if (auction && s.failed_rule === null) auctionWindow(s, auction, hunt);
    counts[s.action]++;
    if (s.failed_rule !== null) count(skipped, input.source ?? facts.source ?? "unknown", GATE_NAMES[s.failed_rule] ?? s.failed_rule);
    const known = memory !== null && listing_id !== null;
    const changed = !known || judgementChanged(memory.previous(listing_id), s);
    let alert: AlertDecision = known ? NOT_ALERT : NOT_RECORDED;
    let fp: string | null = null;
    // Most pairs are no ALERT: they need neither the memory's alert history nor a fingerprint.
    if (known && s.action === "ALERT") {
      alert = decideAlert({ action: s.action, facts, listingId: listing_id, memory, backfill: args.backfill, step: hunt.price_drop_step, firedInBatch: fired });
      if (alert.alert) fp = fingerprint(facts);
      if (fp) fired.add(fp);
    }
    // Only an alert's message shows the figures: the benchmark is looked up again for those alone.
    const market = alert.alert ? alertMarket(args.priced[index]!, args.benchmarkAtNow(index, hunt.location), auction, s.verdict) : null;
    return { listing: index, listing_id, score: s.score, action: s.action, verdict: s.verdict, failed_rule: s.failed_rule, reasons: s.reasons, codes: s.codes, changed, alert, fingerprint: fp, market };
  });
  return { hunt_id: hunt.id, items, counts, skipped };
}

/**
 * An auction speaks for its likely close, and alerts only in its last hours: before them, what would
 * alert is watched, saying when it will.
 */
function auctionWindow(s: ListingScore, auction: AuctionView, hunt: PreparedHunt): void {
  s.reasons.unshift(auction.reason);
  s.codes.unshift("AUCTION_LIKELY_CLOSE");
  if (s.action !== "ALERT" || auction.hours_left <= hunt.auction_alert_hours) return;
  s.score = hunt.scoring.alert_threshold - 1;
  s.action = s.score >= hunt.scoring.watch_threshold ? "WATCH" : "SKIP";
  s.reasons.push(`an auction alerts in its last ${hunt.auction_alert_hours} hours; this one ends in ${timeLeft(auction.hours_left)}`);
  s.codes.push("AUCTION_NOT_ENDING");
}

const NOT_ALERT: AlertDecision = Object.freeze({ alert: false, reason: "not_alert_action" });
const NOT_RECORDED: AlertDecision = Object.freeze({ alert: false, reason: "not_recorded" });
