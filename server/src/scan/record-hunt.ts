import type { AlertMarket, HuntJudgement, JudgementPlan, ListingFacts, StoredListingRef } from "@rackhunt/core";
import type { Repos, ResultInsert } from "../db/contracts/index.ts";
import type { HuntState } from "./hunt-state-cache.ts";

/** The hunt an alert belongs to, as the outbox addresses it. */
export interface AlertHunt {
  id: string;
  name: string;
  user_id: string;
}

/** An alert the judgement decided, as recorded and handed to the outbox. */
export interface AlertFired {
  alert_id: string;
  hunt: AlertHunt;
  /** `origin_at`: when the listing was posted (its source's time), else when it was first seen: where its alert's latency counts from. */
  listing: { id: string; source: string; facts: ListingFacts; origin_at: number };
  score: number;
  action: string;
  reasons: string[];
  result_id: string;
  /** Unit price, verdict, percentile, median and auction end, for the message. */
  market: AlertMarket | null;
}

/** What recording one hunt's judgement did. */
export interface HuntOutcome {
  counts: { ALERT: number; WATCH: number; SKIP: number };
  alerts: AlertFired[];
  seen: number;
  created: number;
}

/** Called in the alert's transaction (the delivery outbox is written there too); returns the hunt's last_alert_status. */
export type OnAlert = (fired: AlertFired, tx: Repos) => Promise<string>;

/** What one hunt's judgement decided, ready to write: its feed rows, its alerts, its counts. */
export interface HuntDecisions {
  hunt: AlertHunt;
  rows: (ResultInsert & { changed: boolean })[];
  fired: { alert: AlertFired; fingerprint: string | null }[];
  stored: { ALERT: number; WATCH: number; SKIP: number };
  outcome: HuntOutcome;
}

/** One hunt's judgement and what recording it needs: the plan's listings, their stored ids, the hunt's memory. */
export interface HuntDecisionInput {
  hunt: AlertHunt;
  judgement: HuntJudgement;
  plan: JudgementPlan;
  refs: readonly StoredListingRef[];
  state: HuntState | null;
  now: number;
  runId: string;
  isBackfill: boolean;
  newId: () => string;
}

/**
 * What the judgement decided for one hunt, as rows to write: a feed row for each changed judgement
 * or alert, and each alert. `state` (the hunt's memory the judgement read) is brought up to date in
 * place for the next scan. Pure apart from that: nothing is written.
 */
export function decideHunt(args: HuntDecisionInput): HuntDecisions {
  const { hunt, judgement, plan, refs, state, now } = args;
  const outcome: HuntOutcome = { counts: { ...judgement.counts }, alerts: [], seen: judgement.items.length, created: 0 };
  const stored = { ALERT: 0, WATCH: 0, SKIP: 0 };
  const rows: (ResultInsert & { changed: boolean })[] = [];
  const fired: { alert: AlertFired; fingerprint: string | null }[] = [];
  for (const item of judgement.items) {
    const ref = refs[item.listing]!;
    const { facts, input } = plan.listings[item.listing]!;
    if (ref.created) outcome.created++;
    if (!item.changed && !item.alert.alert) continue;
    const resultId = args.newId();
    rows.push({ id: resultId, hunt_id: hunt.id, user_id: hunt.user_id, listing_id: ref.listing_id, price: facts.price, score: item.score, action: item.action, verdict: item.verdict, reasons: item.reasons, reason_codes: item.codes, is_backfill: args.isBackfill, run_id: args.runId, run_at: now, changed: item.changed });
    stored[item.action]++;
    // Kept up to date in place: a cached state (hunt-state-cache.ts) is what the next scan reads.
    if (item.changed) state?.previous.set(ref.listing_id, { score: item.score, action: item.action, verdict: item.verdict });
    if (!item.alert.alert) continue;
    state?.history.add(ref.listing_id, facts.price, item.fingerprint);
    const posted = input.posted_at ? Date.parse(input.posted_at) : Number.NaN;
    const origin_at = Number.isFinite(posted) && posted <= now ? posted : now;
    const listing = { id: ref.listing_id, source: input.source ?? facts.source ?? "unknown", facts, origin_at };
    fired.push({ alert: { alert_id: args.newId(), hunt, listing, score: item.score, action: item.action, reasons: item.reasons, result_id: resultId, market: item.market }, fingerprint: item.fingerprint });
  }
  return { hunt, rows, fired, stored, outcome };
}

/**
 * Write many hunts' decisions with a statement per kind of write, not per hunt: every feed row in
 * one insert, every alert in one, every count in one upsert, every hunt marked run in one update
 * (the outbox rows of each alert through `onAlert`). Call inside a transaction: all of it or none.
 */
export async function writeDecisions(tx: Repos, all: readonly HuntDecisions[], opts: { now: number; markRun: boolean; onAlert?: OnAlert }): Promise<void> {
  await tx.results.insertMany(all.flatMap((d) => d.rows));
  const alertRows = [];
  for (const d of all) {
    for (const { alert, fingerprint } of d.fired) {
      const status = (await opts.onAlert?.(alert, tx)) ?? "recorded";
      alertRows.push({ alert: { id: alert.alert_id, hunt_id: d.hunt.id, listing_id: alert.listing.id, result_id: alert.result_id, action: alert.action, score: alert.score, price: alert.listing.facts.price, fingerprint, sent_at: opts.now }, status });
      d.outcome.alerts.push(alert);
    }
  }
  await tx.alerts.insertMany(alertRows);
  await tx.results.addCountsMany(all.map((d) => ({ user_id: d.hunt.user_id, hunt_id: d.hunt.id, counts: d.stored })));
  if (opts.markRun) await tx.hunts.markRunMany(all.map((d) => d.hunt.id), opts.now);
}

/**
 * Write what the judgement decided for one hunt — a feed row for each changed judgement or alert,
 * each alert (with its outbox rows through `onAlert`), the hunt's counters — in ONE transaction (a
 * savepoint when `repos` is already one), so a scan killed part-way leaves nothing half-done and
 * its retry fires each alert exactly once. `state` (the hunt's memory the judgement read) is
 * brought up to date in place for the next scan.
 */
export async function recordHunt(args: HuntDecisionInput & {
  repos: Repos;
  markRun: boolean;
  onAlert?: OnAlert;
}): Promise<HuntOutcome> {
  const decided = decideHunt(args);
  await args.repos.transaction((tx) => writeDecisions(tx, [decided], { now: args.now, markRun: args.markRun, onAlert: args.onAlert }));
  return decided.outcome;
}
