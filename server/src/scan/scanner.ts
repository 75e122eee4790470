import type { ScanResponse } from "@rackhunt/core/schemas";
import type { Clock } from "../clock.ts";
import type { HuntRow, RecentRow, Repos } from "../db/contracts/index.ts";
import type { Logger } from "../http/logger.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { enabledSources, huntQuery } from "./enabled-sources.ts";
import { queryKey, type FetchCache } from "./fetch-cache.ts";
import { recordHunt, storeListings, type HuntOutcome, type KnownListing, type OnAlert } from "./record.ts";
import { recordListingJudgements } from "./listing-judgement.ts";
import { huntStateCache, type HuntState } from "./hunt-state-cache.ts";
import { sourceFailures, sourceReport } from "./source-report.ts";
import type { MarketService } from "../engine/market-service.ts";
import type { SoldComps } from "./sold-comps.ts";
import type { HuntForScoring, Judge, Judgement, ListingFacts, SourceListing, SourceRegistry, SourceRun } from "./types.ts";

/** The same listing reached through two runs counts once. */
function dedupe(listings: KnownListing[]): KnownListing[] {
  const seen = new Set<string>();
  return listings.filter((k) => !seen.has(k.id) && seen.add(k.id) !== undefined);
}

/** Hunts recorded per commit. */
const HUNTS_PER_COMMIT = 100;

/** How far back backfill looks for known listings, and at most how many it scores. */
export const BACKFILL_WINDOW_MS = 30 * 86_400_000;
export const BACKFILL_MAX_LISTINGS = 5_000;

export interface ScannerDeps {
  repos: Repos;
  judge: Judge;
  registry: SourceRegistry;
  fetchCache: FetchCache;
  clock: Clock;
  logger: Logger;
  /** Called inside the alert's transaction; returns the hunt's last_alert_status (e.g. "queued"). */
  onAlert?: OnAlert;
  /** Counts scans, source outcomes and committed alerts. */
  metrics?: Metrics;
  /** The market listings are judged against on their own (the public deals' scores). */
  market: MarketService;
  /** Sold comparables: a scan first runs the due sold fetches of its (source, query) pairs. */
  soldComps?: SoldComps;
}

function forScoring(h: HuntRow): HuntForScoring & { user_id: string } {
  return { id: h.id, user_id: h.user_id, name: h.name, config: h.config as never, criteria: (h.criteria as never) ?? null, target_price: h.target_price, ceiling_price: h.ceiling_price };
}

/**
 * The scan pipeline: fetch each distinct (source, query) once through the shared cache, store the
 * listings once, then score and record every hunt in its own transaction.
 */
export function createScanner(deps: ScannerDeps) {
  const { repos, judge, registry, fetchCache, clock, logger } = deps;
  const states = huntStateCache();

  async function scan(hunts: HuntRow[], opts: { manual?: boolean } = {}): Promise<Map<string, ScanResponse>> {
    const started = performance.now();
    const plans = hunts.map((h) => ({ hunt: h, query: huntQuery(h), sources: enabledSources(h, registry.names()) }));
    // The market first: a query's due sold comparables, so the first scan of a new hunt has one.
    await deps.soldComps?.runIfDue(plans.flatMap((p) => p.sources.map((source) => ({ source, query: p.query }))));
    const runs = new Map<string, Promise<SourceRun>>();
    // One fetch per distinct (source, query) in the batch, whatever the cache's time-to-live.
    for (const p of plans) {
      for (const s of p.sources) {
        const key = queryKey(s, p.query);
        if (!runs.has(key)) runs.set(key, fetchCache.get(s, p.query));
      }
    }
    const settled = new Map<string, SourceRun>();
    await Promise.all([...runs].map(async ([key, run]) => settled.set(key, await run)));
    const now = clock.now();
    const known = await storeListings(repos, judge, [...settled.values()].flatMap((r) => r.listings), now);
    // The market reads what was just stored before the hunts are judged against it.
    await judge.prepare([...known.values()].map((k) => k.facts), now);
    await recordListingJudgements(repos, deps.market.market, known.values(), now);
    // Stored listings per run, resolved once: many hunts share a run.
    const perRun = new Map<SourceRun, KnownListing[]>();
    for (const r of settled.values()) perRun.set(r, r.listings.map((l) => known.get(`${l.source}\u0000${l.external_id}`)).filter((k): k is KnownListing => k !== undefined));
    const out = new Map<string, ScanResponse>();
    const outcomes: HuntOutcome[] = [];
    // Relevance depends only on the query and the listings, so hunts sharing both share the work.
    const relevantFor = new Map<string, KnownListing[]>();
    const recordPlan = async (tx: Repos, p: (typeof plans)[number], kept: { hunt: HuntRow; state: HuntState }[]) => {
      const sourceRuns = p.sources.map((s) => settled.get(queryKey(s, p.query))!);
      const key = `${p.sources.join(",")}\u0000${queryKey("", p.query)}`;
      let listings = relevantFor.get(key);
      if (!listings) {
        const all = sourceRuns.length === 1 ? perRun.get(sourceRuns[0]!)! : dedupe(sourceRuns.flatMap((r) => perRun.get(r)!));
        const compiled = judge.compile(forScoring(p.hunt));
        listings = all.filter((l) => judge.relevant(l.facts, compiled));
        relevantFor.set(key, listings);
      }
      const state = states.take(p.hunt) ?? { previous: await tx.results.latestJudgements(p.hunt.id), history: await tx.alerts.history(p.hunt.id) };
      const outcome = await recordHunt({ repos: tx, judge, hunt: forScoring(p.hunt), listings, now, runId: crypto.randomUUID(), isBackfill: false, markRun: true, prefiltered: true, onAlert: deps.onAlert, state });
      kept.push({ hunt: p.hunt, state });
      outcomes.push(outcome);
      for (const r of sourceRuns) if (!r.ok) logger.warn("source failed", { hunt_id: p.hunt.id, source: r.source, error: r.error });
      const failed = sourceFailures(sourceRuns);
      // Written only when it changed: most scans of most hunts have no failed source, as before.
      if (JSON.stringify(failed.length ? failed : null) !== JSON.stringify(p.hunt.last_source_errors ?? null)) await tx.hunts.setSourceErrors(p.hunt.id, failed);
      out.set(p.hunt.id, {
        hunt_id: p.hunt.id,
        run_at: new Date(now).toISOString(),
        listings_seen: outcome.seen,
        new_listings: outcome.created,
        counts: outcome.counts,
        alerts_fired: outcome.alerts.length,
        sources: sourceRuns.map(sourceReport),
      });
    };
    // Hunts are recorded in chunks of one outer transaction each (a commit per hunt costs more than
    // its rows); every hunt still has its own savepoint, so one failing hunt loses only its own work.
    for (let i = 0; i < plans.length; i += HUNTS_PER_COMMIT) {
      const kept: { hunt: HuntRow; state: HuntState }[] = [];
      await repos.transaction(async (tx) => {
        for (const p of plans.slice(i, i + HUNTS_PER_COMMIT)) {
          try {
            await recordPlan(tx, p, kept);
          } catch (err) {
            // Its lease runs out and the scheduler retries it; nothing of it was kept.
            if (kept.at(-1)?.hunt === p.hunt) kept.pop();
            logger.error("recording a hunt's scan failed", { hunt_id: p.hunt.id, error: String(err) });
          }
        }
      });
      // Only once committed: the next scan starts from these states instead of reading them again.
      for (const k of kept) states.keep({ id: k.hunt.id, last_run_at: now, updated_at: k.hunt.updated_at }, k.state);
    }
    deps.metrics?.scan(opts.manual ? "manual" : "scheduled", hunts.length, (performance.now() - started) / 1000, settled.values(), outcomes);
    return out;
  }

  /** Listings already known (seen within the backfill window) that a hunt's query matches, read again with today's pipeline. */
  async function relevantKnown(hunt: HuntForScoring, now: number): Promise<KnownListing[]> {
    // Facts are read again from what the source gave, so a backfill judges with today's pipeline.
    const listings: KnownListing[] = (await repos.listings.recent(now - BACKFILL_WINDOW_MS, BACKFILL_MAX_LISTINGS)).map((r) => ({ id: r.id, source: r.source, facts: judge.facts(asSourceListing(r)), created: false }));
    const compiled = judge.compile(hunt);
    const relevant = listings.filter((l) => judge.relevant(l.facts, compiled));
    await judge.prepare(relevant.map((l) => l.facts), now);
    return relevant;
  }

  /** Score listings already known against a new or changed hunt; rows are marked backfill and never alert. */
  async function backfill(hunt: HuntRow): Promise<number> {
    const now = clock.now();
    states.forget(hunt.id);
    const relevant = await relevantKnown(forScoring(hunt), now);
    const outcome = await recordHunt({ repos, judge, hunt: forScoring(hunt), listings: relevant, now, runId: `backfill-${crypto.randomUUID()}`, isBackfill: true, markRun: false, prefiltered: true });
    return outcome.seen;
  }

  /**
   * What a hunt not yet saved would match among the listings already known, judged as backfill
   * would judge them, without storing anything (the web form's preview).
   */
  async function preview(hunt: HuntForScoring): Promise<{ listing_id: string; facts: ListingFacts; judgement: Judgement }[]> {
    const now = clock.now();
    const compiled = judge.compile(hunt);
    return (await relevantKnown(hunt, now)).map((l) => ({ listing_id: l.id, facts: l.facts, judgement: judge.judge(l.facts, compiled, now) }));
  }

  return { scan, backfill, preview, sourceNames: () => registry.names() };
}
export type Scanner = ReturnType<typeof createScanner>;

/** A stored listing as the source gave it: the listed price and currency kept in its facts (older rows: the columns). */
function asSourceListing(r: RecentRow): SourceListing {
  const f = (r.facts ?? {}) as { listed_price?: number | null; listed_currency?: string | null; location?: string | null };
  const listed = f.listed_price !== undefined;
  return {
    source: r.source,
    external_id: r.external_id,
    title: r.title ?? "",
    url: r.url,
    price: listed ? (f.listed_price ?? null) : r.price,
    currency: listed ? (f.listed_currency ?? null) : r.currency,
    status: r.status,
    location: f.location ?? null,
  };
}
