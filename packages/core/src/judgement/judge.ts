import type { MarketView } from "../pricing/market.ts";
import { type WideMarket, wideMarket } from "../pricing/wide-market.ts";
import { type ObservationVerdict, observationOf } from "../pipeline/observation.ts";
import type { Benchmark } from "../schemas/pricing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import { BATCH_SUSPICIOUS_REASON, batchSuspicious } from "./batch-floor.ts";
import { stratumOf } from "../pricing/strata.ts";
import { type AuctionSpotting, auctionView } from "./auction-close.ts";
import { benchmarkLookup, marketOf } from "./benchmarks.ts";
import { type HuntJudgement, judgeForHunt } from "./hunt-judgement.ts";
import type { HuntMemory } from "./alert-rules.ts";
import { type ListingVerdict, listingVerdict } from "./listing-verdict.ts";
import type { JudgementPlan, PlannedHunt } from "./plan.ts";
import { liveMedian, type RealizedSale, realizedSale } from "./realized-sale.ts";

/** What the host knows of a listing once stored: its id, and whether its price is news. */
export interface StoredListingRef {
  listing_id: string;
  /** Stored for the first time by this batch. */
  created: boolean;
  /** The price stored before (USD); a new observation is recorded only when it changed. */
  previous_price: number | null;
  /** Its status stored before: an open auction seen sold is news even at its last bid. */
  previous_status?: string | null;
  /** An auction first seen open: what the host stored then (auctionSpotting), for its close's ratio. */
  spotted?: AuctionSpotting | null;
  /** The median it was judged against while live (liveMedian), as stored before this sighting. */
  judged_median?: number | null;
}

/** One listing judged: what it is, its own verdict, and what it adds to price history. */
export interface ListingJudgement {
  facts: ListingFacts;
  observed_at: number;
  verdict: ListingVerdict;
  /**
   * Its price as an observation of its variant's market, or why it must not become one; null when
   * it is already recorded (stored before at the same price).
   */
  observation: ObservationVerdict | null;
  /** The median to keep as what it was judged against while live; null when it is not a live, trusted judgement. */
  live_median: number | null;
  /** Seen sold after being judged live: its sale beside that median (the price guide's record). */
  realized: RealizedSale | null;
}

/** Phase two's answer: every listing judged, and each hunt's judgement on demand. */
export interface JudgedBatch {
  listings: ListingJudgement[];
  /**
   * One hunt of the plan judged: score, action and reasons for every relevant listing, and the
   * alert decision against the hunt's memory (none without one: a preview). `backfill` judges
   * listings already known to a new or changed hunt, which never alerts.
   */
  forHunt(hunt: PlannedHunt | number, memory: HuntMemory | null, options?: { backfill?: boolean }): HuntJudgement;
}

/**
 * Phase two of judgement: judge a plan against a market holding its cohorts. Each listing gets its
 * own verdict (at the instant it was seen) and, when its price is news, its observation or why none
 * (a price implausibly low against its trusted cohort, or against its batch's own prices of the
 * variant, is refused as SUSPICIOUS_PRICE); each hunt, on demand, its decisions. Every benchmark is
 * computed once per batch. `stored` (same order as the plan's listings) gives the ids the host stored
 * them under; without it, listings are judged as new and nothing is remembered.
 * @example
 * const judged = judgePlan(plan, market);
 * judged.listings[0].verdict.verdict // "BUY"
 * judged.forHunt(0, memory).items[0].alert // {alert: true, reason: "new"}
 */
export function judgePlan(plan: JudgementPlan, market: MarketView, stored?: readonly (StoredListingRef | undefined)[]): JudgedBatch {
  const lookup = benchmarkLookup(market, plan.context);
  // An open auction is judged by where it will likely close, not its current bid: from its market's
  // own sold auctions when it holds enough of them.
  const closesOf = (f: ListingFacts) => {
    const id = marketOf(f);
    return id === null ? [] : market.auctionCloses(id, stratumOf(f.condition), { now: plan.now, window_days: plan.context.window_days });
  };
  const auctions = plan.listings.map((l) => (l.facts.auction?.buy_it_now === false ? auctionView(l.facts, plan.now, closesOf(l.facts)) : null));
  const priced = plan.listings.map((l, i) => (auctions[i] ? { ...l.facts, price: auctions[i]!.likely_total } : l.facts));
  const candidates = plan.listings.map((l, i) => {
    const ref = stored?.[i];
    const benchmark = lookup(l.facts, l.observed_at, null);
    // An open auction has no observation (its bid is no price yet), so its close is news even when
    // it closed at the last bid seen.
    const closed = ref?.previous_status === "active" && l.facts.auction?.buy_it_now === false && l.facts.status !== "active";
    const news = !ref || ref.created || ref.previous_price !== l.facts.price || closed;
    const observation = news
      ? observationOf(l.facts, { observed_at: l.observed_at, listing_id: ref?.listing_id ?? null, benchmark, kind: l.input.kind ?? undefined, spotted: ref?.spotted })
      : null;
    const verdict = listingVerdict(priced[i]!, benchmark);
    if (auctions[i]) verdict.reasons.unshift(auctions[i]!.reason);
    return { facts: l.facts, observed_at: l.observed_at, verdict, observation, live_median: liveMedian(l.facts, verdict), realized: realizedSale(ref, l.facts, verdict) };
  });
  const suspicious = batchSuspicious(candidates.map((c) => c.observation?.observation ?? null));
  const listings: ListingJudgement[] = candidates.map((c, i) =>
    suspicious.has(i) ? { ...c, observation: { observation: null, rejected: BATCH_SUSPICIOUS_REASON } } : c,
  );
  // Every hunt without a location reads the same benchmark of a listing at `now`: kept by index.
  const everywhere: (Benchmark | undefined)[] = [];
  const benchmarkAtNow = (i: number, location: string | null): Benchmark => {
    if (location !== null) return lookup(plan.listings[i]!.facts, plan.now, location);
    return (everywhere[i] ??= lookup(plan.listings[i]!.facts, plan.now, null));
  };
  // A cohort too spread to trust: its low tail, looked up only for those, once per listing.
  const wideEverywhere: (WideMarket | null | undefined)[] = [];
  const wideAtNow = (i: number, location: string | null): WideMarket | null => {
    const b = benchmarkAtNow(i, location);
    if (b.reason_code !== "HIGH_DISPERSION" || !b.component_id) return null;
    const read = () => wideMarket(market, b.component_id!, { condition: plan.listings[i]!.facts.condition, now: plan.now, window_days: plan.context.window_days, local_kw: location ?? plan.context.local_kw });
    return location !== null ? read() : (wideEverywhere[i] === undefined ? (wideEverywhere[i] = read()) : wideEverywhere[i]!);
  };
  return {
    listings,
    forHunt(hunt, memory, options = {}) {
      const planned = typeof hunt === "number" ? plan.hunts[hunt]! : hunt;
      return judgeForHunt({ planned, listings: plan.listings, priced, auctions, ids: stored, benchmarkAtNow, wideAtNow, memory, backfill: options.backfill ?? false });
    },
  };
}
