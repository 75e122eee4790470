import { judgementChanged, type Repos, type ResultInsert } from "../db/contracts/index.ts";
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
export async function storeListings(repos: Repos, judge: Judge, raw: SourceListing[], now: number): Promise<Map<string, KnownListing>> {
  const batch = new Map<string, { l: SourceListing; facts: ListingFacts; observedAt: number }>();
  for (const l of raw) {
    const key = `${l.source}\u0000${l.external_id}`;
    if (batch.has(key)) continue;
    const facts = judge.facts(l);
    batch.set(key, { l, facts, observedAt: observedAt(l, facts.status, now) });
  }
  const items = [...batch.values()];
  // Each price is judged against its variant's market at the instant it was observed.
  await judge.prepare(items.map((i) => i.facts), items.reduce((min, i) => Math.min(min, i.observedAt), now));
  const out = new Map<string, KnownListing>();
  await repos.transaction(async (tx) => {
    const stored = await tx.listings.upsertMany(
      items.map(({ l, facts }) => ({
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
      })),
    );
    const observations = [];
    for (const [i, { l, facts, observedAt: at }] of items.entries()) {
      const s = stored[i]!;
      if (s.created || s.previous_price !== facts.price) {
        const obs = judge.observation(facts, { observed_at: at, listing_id: s.id }).observation;
        if (obs) observations.push({ ...obs, observed_at: Number(obs.observed_at), source: obs.source, location: obs.location ?? null, listing_id: s.id, kind: obs.kind });
      }
      out.set(`${l.source}\u0000${l.external_id}`, { id: s.id, source: l.source, facts, created: s.created });
    }
    if (observations.length > 0) await tx.observations.insertMany(observations);
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

/** Called in the alert's transaction (the delivery outbox is written there too); returns the hunt's last_alert_status. */
export type OnAlert = (fired: AlertFired, tx: Repos) => Promise<string>;

/**
 * Score a hunt's listings and write its results, alerts and counters in ONE transaction (a
 * savepoint when `repos` is already a transaction), so a scan killed part-way leaves nothing
 * half-done and its retry fires each alert exactly once. The market of the listings must be
 * prepared (judge.prepare).
 */
export async function recordHunt(args: {
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
  onAlert?: OnAlert;
  /** The hunt's state as its last scan left it (a scan's own cache); read from storage when absent. Brought up to date. */
  state?: HuntState;
}): Promise<HuntOutcome> {
  const { repos, judge, hunt, listings, now, runId, isBackfill } = args;
  const compiled = judge.compile(hunt);
  const step = hunt.config.price_drop_step ?? DEFAULT_PRICE_DROP_STEP;
  const outcome: HuntOutcome = { counts: { ALERT: 0, WATCH: 0, SKIP: 0 }, alerts: [], seen: 0, created: 0 };
  const stored = { ALERT: 0, WATCH: 0, SKIP: 0 };
  await repos.transaction(async (tx) => {
    const history = isBackfill ? null : (args.state?.history ?? (await tx.alerts.history(hunt.id)));
    const previous = args.state?.previous ?? (await tx.results.latestJudgements(hunt.id));
    const rows: (ResultInsert & { changed: boolean })[] = [];
    const fired: { alert: AlertFired; fingerprint: string | null }[] = [];
    for (const listing of listings) {
      if (!args.prefiltered && !judge.relevant(listing.facts, compiled)) continue;
      outcome.seen++;
      if (listing.created) outcome.created++;
      const j = judge.judge(listing.facts, compiled, now);
      const decision = history ? decideAlert({ history, listingId: listing.id, facts: listing.facts, judgement: j, isBackfill, step }) : { alert: false };
      const changed = judgementChanged(previous.get(listing.id), j);
      outcome.counts[j.action]++;
      // The feed gets a row when the judgement changed, or when an alert needs one to point at.
      if (changed || decision.alert) {
        // Time-ordered ids append to the primary-key index instead of landing at random places.
        const resultId = Bun.randomUUIDv7();
        rows.push({ id: resultId, hunt_id: hunt.id, user_id: hunt.user_id, listing_id: listing.id, price: listing.facts.price, score: j.score, action: j.action, verdict: j.verdict, reasons: j.reasons, is_backfill: isBackfill, run_id: runId, run_at: now, changed });
        stored[j.action]++;
        // Kept up to date in place: a cached state (hunt-state-cache.ts) is what the next scan reads.
        if (changed) previous.set(listing.id, { score: j.score, action: j.action, verdict: j.verdict });
        if (!history || !decision.alert) continue;
        const fp = fingerprint(listing.facts);
        history.add(listing.id, listing.facts.price, fp);
        fired.push({ alert: { alert_id: crypto.randomUUID(), hunt, listing, score: j.score, action: j.action, reasons: j.reasons, result_id: resultId }, fingerprint: fp });
      }
    }
    await tx.results.insertMany(rows);
    for (const { alert, fingerprint: fp } of fired) {
      const status = (await args.onAlert?.(alert, tx)) ?? "recorded";
      await tx.alerts.insert({ id: alert.alert_id, hunt_id: hunt.id, listing_id: alert.listing.id, result_id: alert.result_id, action: alert.action, score: alert.score, price: alert.listing.facts.price, fingerprint: fp, sent_at: now }, status);
      outcome.alerts.push(alert);
    }
    await tx.results.addCounts(hunt.user_id, hunt.id, stored);
    if (args.markRun) await tx.hunts.markRun(hunt.id, now);
  });
  return outcome;
}
