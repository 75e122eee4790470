import type { Repos } from "../db/repos/index.ts";
import { decideAlert, DEFAULT_PRICE_DROP_STEP, fingerprint } from "./alert-rules.ts";
import type { HuntState } from "./hunt-state-cache.ts";
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
 * its price changed and the pipeline says its price belongs in price history (sold posts as sales,
 * active listings as asking prices; never wanted posts, boxes, photos or implausible prices). Idempotent.
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
        // Prices are stored in USD, as they are judged; the listed amount and currency stay in the facts.
        price: facts.price,
        currency: facts.listed_currency,
        capacity: facts.capacity,
        category: facts.category,
        condition: facts.condition,
        component_id: facts.component_id,
        location: facts.location,
        status: facts.status,
        facts,
        seen_at: now,
      });
      if (stored.created || stored.previous_price !== facts.price) {
        const verdict = judge.observation(facts, { observed_at: observedAt(l, facts.status, now), listing_id: stored.id });
        if (verdict.observation) {
          const obs = verdict.observation;
          repos.observations.insert({ ...obs, observed_at: Number(obs.observed_at), source: obs.source, location: obs.location ?? null, listing_id: stored.id, kind: obs.kind });
        }
      }
      out.set(key, { id: stored.id, source: l.source, facts, created: stored.created });
    }
  });
  return out;
}

/**
 * When a price was seen: a sale when it sold (the listing's end, else its posting), clamped to now;
 * an asking price when it was read.
 */
function observedAt(l: SourceListing, status: string, now: number): number {
  if (status !== "sold" && status !== "closed") return now;
  const at = Date.parse(String(l.ends_at ?? l.posted_at ?? ""));
  return Number.isFinite(at) && at <= now ? at : now;
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
  /** The hunt's state as its last scan left it (a scan's own cache); read from storage when absent. Brought up to date. */
  state?: HuntState;
}): HuntOutcome {
  const { repos, judge, hunt, listings, now, runId, isBackfill } = args;
  const compiled = judge.compile(hunt);
  const step = hunt.config.price_drop_step ?? DEFAULT_PRICE_DROP_STEP;
  const outcome: HuntOutcome = { counts: { ALERT: 0, WATCH: 0, SKIP: 0 }, alerts: [], seen: 0, created: 0 };
  const stored = { ALERT: 0, WATCH: 0, SKIP: 0 };
  repos.transaction(() => {
    const history = isBackfill ? null : (args.state?.history ?? repos.alerts.history(hunt.id));
    const previous = args.state?.previous ?? repos.results.latestJudgements(hunt.id);
    for (const listing of listings) {
      if (!args.prefiltered && !judge.relevant(listing.facts, compiled)) continue;
      outcome.seen++;
      if (listing.created) outcome.created++;
      const j = judge.judge(listing.facts, compiled, now);
      const decision = history ? decideAlert({ history, listingId: listing.id, facts: listing.facts, judgement: j, isBackfill, step }) : { alert: false };
      // The feed gets a row when the judgement changed, or when an alert needs one to point at.
      const resultId = repos.results.insert({ hunt_id: hunt.id, user_id: hunt.user_id, listing_id: listing.id, price: listing.facts.price, score: j.score, action: j.action, verdict: j.verdict, reasons: j.reasons, is_backfill: isBackfill, run_id: runId, run_at: now }, previous, decision.alert);
      if (resultId) stored[j.action]++;
      outcome.counts[j.action]++;
      if (!history || !decision.alert || !resultId) continue;
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
