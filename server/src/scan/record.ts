import type { Repos } from "../db/repos/index.ts";
import { decideAlert, DEFAULT_PRICE_DROP_STEP, fingerprint } from "./alert-rules.ts";
import type { HuntForScoring, Judge, ListingFacts, SourceListing } from "./types.ts";

/** A listing stored in this scan, with its facts. */
export interface KnownListing {
  id: string;
  source: string;
  facts: ListingFacts;
  created: boolean;
}

/**
 * Store every distinct listing of a scan batch once, with a price observation when it is new or
 * its price changed (sold posts included: they feed sold-price cohorts). Idempotent.
 */
export function storeListings(repos: Repos, judge: Judge, raw: SourceListing[], now: number): Map<string, KnownListing> {
  const out = new Map<string, KnownListing>();
  repos.transaction(() => {
    for (const l of raw) {
      const key = `${l.source}\u0000${l.external_id}`;
      if (out.has(key)) continue;
      const facts = judge.facts(l);
      const stored = repos.listings.upsert({
        id: crypto.randomUUID(),
        source: l.source,
        external_id: l.external_id,
        title: l.title,
        url: l.url,
        price: l.price,
        currency: l.currency ?? null,
        capacity: facts.capacity,
        category: facts.category,
        condition: facts.condition,
        component_id: facts.component_id,
        location: facts.location,
        status: facts.status,
        facts,
        seen_at: now,
      });
      if (facts.component_id && facts.unit_price !== null && (stored.created || stored.previous_price !== l.price)) {
        const obs = { component_id: facts.component_id, price: facts.unit_price, observed_at: now, source: l.source, condition: facts.condition, location: facts.location, listing_id: stored.id };
        const id = repos.observations.insert(obs);
        judge.observed?.({ ...obs, id });
      }
      out.set(key, { id: stored.id, source: l.source, facts, created: stored.created });
    }
  });
  return out;
}

export interface AlertFired {
  alert_id: string;
  hunt: HuntForScoring & { user_id: string };
  listing: KnownListing;
  score: number;
  action: string;
  reasons: string[];
  result_id: string;
}

export interface HuntOutcome {
  counts: { ALERT: number; WATCH: number; SKIP: number };
  /** Each relevant listing's judgement, for the listing's best-score columns. */
  judged: { id: string; score: number; verdict: string | null; action: string }[];
  alerts: AlertFired[];
  seen: number;
  created: number;
}

/**
 * Score a hunt's listings and write its results, alerts and counters in ONE transaction, so a scan
 * killed part-way leaves nothing half-done and its retry fires each alert exactly once.
 * `onAlert` runs inside that transaction (the delivery outbox is written there too).
 */
export function recordHunt(args: {
  repos: Repos;
  judge: Judge;
  hunt: HuntForScoring & { user_id: string };
  listings: KnownListing[];
  now: number;
  runId: string;
  isBackfill: boolean;
  markRun: boolean;
  /** The listings were already narrowed to those relevant to this hunt's query. */
  prefiltered?: boolean;
  onAlert?: (fired: AlertFired) => string | void;
}): HuntOutcome {
  const { repos, judge, hunt, listings, now, runId, isBackfill } = args;
  const compiled = judge.compile(hunt);
  const step = hunt.config.price_drop_step ?? DEFAULT_PRICE_DROP_STEP;
  const outcome: HuntOutcome = { counts: { ALERT: 0, WATCH: 0, SKIP: 0 }, judged: [], alerts: [], seen: 0, created: 0 };
  const stored = { ALERT: 0, WATCH: 0, SKIP: 0 };
  repos.transaction(() => {
    const history = isBackfill ? null : repos.alerts.history(hunt.id);
    const previous = repos.results.latestJudgements(hunt.id);
    for (const listing of listings) {
      if (!args.prefiltered && !judge.relevant(listing.facts, compiled)) continue;
      outcome.seen++;
      if (listing.created) outcome.created++;
      const j = judge.judge(listing.facts, compiled, now);
      // Time-ordered ids append to the primary-key index instead of landing at random places.
      const resultId = Bun.randomUUIDv7();
      const decision = history ? decideAlert({ history, listingId: listing.id, facts: listing.facts, judgement: j, isBackfill, step }) : { alert: false };
      // The feed gets a row when the judgement changed, or when an alert needs one to point at.
      if (repos.results.insert({ id: resultId, hunt_id: hunt.id, user_id: hunt.user_id, listing_id: listing.id, price: listing.facts.price, score: j.score, action: j.action, verdict: j.verdict, reasons: j.reasons, is_backfill: isBackfill, run_id: runId, run_at: now }, previous, decision.alert)) stored[j.action]++;
      outcome.judged.push({ id: listing.id, score: j.score, verdict: j.verdict, action: j.action });
      outcome.counts[j.action]++;
      if (!history || !decision.alert) continue;
      const fired: AlertFired = { alert_id: crypto.randomUUID(), hunt, listing, score: j.score, action: j.action, reasons: j.reasons, result_id: resultId };
      const status = args.onAlert?.(fired) ?? "recorded";
      const fp = fingerprint(listing.facts);
      repos.alerts.insert({ id: fired.alert_id, hunt_id: hunt.id, listing_id: listing.id, result_id: resultId, action: j.action, score: j.score, price: listing.facts.price, fingerprint: fp, sent_at: now }, status);
      history.add(listing.id, listing.facts.price, fp);
      outcome.alerts.push(fired);
    }
    for (const action of ["ALERT", "WATCH", "SKIP"] as const) repos.results.count(hunt.user_id, hunt.id, action, stored[action]);
    if (args.markRun) repos.hunts.markRun(hunt.id, now);
  });
  return outcome;
}

/** Keep each listing's best judgement across hunts on the listing itself, one write per listing. */
export function recordBestJudgements(repos: Repos, outcomes: Iterable<HuntOutcome>): void {
  const best = new Map<string, HuntOutcome["judged"][number]>();
  for (const o of outcomes) for (const j of o.judged) if ((best.get(j.id)?.score ?? -1) < j.score) best.set(j.id, j);
  repos.transaction(() => {
    for (const j of best.values()) repos.listings.recordJudgement(j.id, j.score, j.verdict, j.action);
  });
}
