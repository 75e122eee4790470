import type { AlertHistory } from "../db/contracts/index.ts";
import type { Judgement, ListingFacts } from "./types.ts";

/** Default fraction a price must drop by before an already-alerted listing alerts again. */
export const DEFAULT_PRICE_DROP_STEP = 0.05;

// A scan's facts are shared by every hunt that sees the listing: the fingerprint is made once.
const fingerprints = new WeakMap<ListingFacts, string | null>();

/**
 * Identity of an item across sources: the same variant, quantity and price (to the dollar). A
 * seller cross-posting one item to the forum and the aggregator alerts a hunt once.
 */
export function fingerprint(f: ListingFacts): string | null {
  let fp = fingerprints.get(f);
  if (fp !== undefined) return fp;
  if (f.price === null) fp = null;
  else fp = `${f.component_id ?? f.title.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()}|${f.quantity}|${Math.round(f.price)}`;
  fingerprints.set(f, fp);
  return fp;
}

export type AlertDecision = { alert: true; reason: "new" | "price_drop" } | { alert: false; reason: string };

/**
 * Should this judgement fire an alert for this hunt? One alert per hunt and listing, another only
 * after a price drop of at least `step`; backfill, sold, closed and wanted posts never alert.
 */
export function decideAlert(args: {
  history: AlertHistory;
  listingId: string;
  facts: ListingFacts;
  judgement: Judgement;
  isBackfill: boolean;
  step: number;
}): AlertDecision {
  const { history, listingId, facts, judgement, isBackfill, step } = args;
  if (judgement.action !== "ALERT") return { alert: false, reason: "not_alert_action" };
  if (isBackfill) return { alert: false, reason: "backfill" };
  if (facts.status !== "active") return { alert: false, reason: `status_${facts.status}` };
  const last = history.lastAlertPrice(listingId);
  if (last !== undefined) {
    if (last === null || facts.price === null) return { alert: false, reason: "already_alerted" };
    return facts.price <= last * (1 - step) ? { alert: true, reason: "price_drop" } : { alert: false, reason: "already_alerted" };
  }
  const fp = fingerprint(facts);
  if (fp && history.crossPosted(fp, listingId)) return { alert: false, reason: "cross_posted" };
  return { alert: true, reason: "new" };
}
