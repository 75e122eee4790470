import type { ListingFacts } from "../schemas/scoring.ts";
import type { Action } from "../schemas/vocabulary.ts";

/** Default fraction a price must drop by before an already-alerted listing alerts again. */
export const DEFAULT_PRICE_DROP_STEP = 0.05;

/** What the alert rules need to know of a hunt's past (the host reads it from storage). */
export interface HuntMemory {
  /** The hunt's latest judgement of this listing; undefined when it never judged it. */
  previous(listingId: string): HuntJudgementStamp | undefined;
  /** Price of the latest alert for this listing; undefined when none was ever fired. */
  lastAlertPrice(listingId: string): number | null | undefined;
  /** Whether another listing with this item fingerprint already alerted. */
  crossPosted(fingerprint: string, listingId: string): boolean;
}

/** A hunt's judgement of one listing as the feed keeps it. */
export interface HuntJudgementStamp {
  score: number | null;
  action: string | null;
  verdict: string | null;
}

/** Why an alert fires, or why not. */
export type AlertDecision = { alert: true; reason: "new" | "price_drop" } | { alert: false; reason: string };

// One batch's facts are shared by every hunt that sees the listing: the fingerprint is made once.
const fingerprints = new WeakMap<ListingFacts, string | null>();

/**
 * Identity of an item across sources: the same variant, quantity and price (to the dollar). A
 * seller cross-posting one item to the forum and the aggregator alerts a hunt once.
 * @example fingerprint({title: "He8", price: 44.2, quantity: 1, component_id: "hgst-he8-8tb", ...}) // "hgst-he8-8tb|1|44"
 */
export function fingerprint(f: ListingFacts): string | null {
  let fp = fingerprints.get(f);
  if (fp !== undefined) return fp;
  if (f.price === null) fp = null;
  else fp = `${f.component_id ?? f.title.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()}|${f.quantity}|${Math.round(f.price)}`;
  fingerprints.set(f, fp);
  return fp;
}

/**
 * Whether a hunt judged a listing differently from last time (the feed shows one row per change;
 * an unchanged judgement is recorded only when an alert must point at it).
 * @example judgementChanged(undefined, {score: 80, action: "ALERT", verdict: "BUY"}) // true
 */
export function judgementChanged(last: HuntJudgementStamp | undefined, now: HuntJudgementStamp): boolean {
  return last === undefined || last.score !== now.score || last.action !== now.action || last.verdict !== now.verdict;
}

/**
 * Should this action fire an alert for this hunt? One alert per hunt and listing, another only after
 * a price drop of at least `step`; backfill, sold, closed and wanted posts never alert; an item
 * cross-posted under another listing that already alerted does not alert again.
 * @example decideAlert({action: "ALERT", facts, listingId: "l1", memory, backfill: false, step: 0.05, firedInBatch: new Set()}) // {alert: true, reason: "new"}
 */
export function decideAlert(args: {
  action: Action;
  facts: ListingFacts;
  listingId: string;
  memory: HuntMemory;
  backfill: boolean;
  step: number;
  /** Fingerprints this batch already alerted for this hunt. */
  firedInBatch: ReadonlySet<string>;
}): AlertDecision {
  const { action, facts, listingId, memory, backfill, step } = args;
  if (action !== "ALERT") return { alert: false, reason: "not_alert_action" };
  if (backfill) return { alert: false, reason: "backfill" };
  if (facts.status !== "active") return { alert: false, reason: `status_${facts.status}` };
  const last = memory.lastAlertPrice(listingId);
  if (last !== undefined) {
    if (last === null || facts.price === null) return { alert: false, reason: "already_alerted" };
    return facts.price <= last * (1 - step) ? { alert: true, reason: "price_drop" } : { alert: false, reason: "already_alerted" };
  }
  const fp = fingerprint(facts);
  if (fp && (args.firedInBatch.has(fp) || memory.crossPosted(fp, listingId))) return { alert: false, reason: "cross_posted" };
  return { alert: true, reason: "new" };
}
