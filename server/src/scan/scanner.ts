import type { ScanResponse } from "@rackhunt/core/schemas";
import type { Clock } from "../clock.ts";
import type { HuntRow, RecentRow, Repos } from "../db/contracts/index.ts";
import type { Logger } from "../http/logger.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { enabledSources, huntQuery } from "./enabled-sources.ts";
import { queryKey, type FetchCache } from "./fetch-cache.ts";
import { recordHunt, storeListings, type HuntOutcome, type KnownListing, type OnAlert } from "./record.ts";
import { recordListingJudgements } from "./listing-judgement.ts";
import type { MarketService } from "../engine/market-service.ts";
import type { SoldComps } from "./sold-comps.ts";
import type { HuntForScoring, Judge, SourceListing, SourceRegistry, SourceRun } from "./types.ts";

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
    const recordPlan = async (tx: Repos, p: (typeof plans)[number]) => {
      const sourceRuns = p.sources.map((s) => settled.get(queryKey(s, p.query))!);
      const key = `${p.sources.join(",")}\u0000${queryKey("", p.query)}`;
      let listings = relevantFor.get(key);
      if (!listings) {
        const all = sourceRuns.length === 1 ? perRun.get(sourceRuns[0]!)! : dedupe(sourceRuns.flatMap((r) => perRun.get(r)!));
        const compiled = judge.compile(forScoring(p.hunt));
        listings = all.filter((l) => judge.relevant(l.facts, compiled));
        relevantFor.set(key, listings);
      }
      const outcome = await recordHunt({ repos: tx, judge, hunt: forScoring(p.hunt), listings, now, runId: crypto.randomUUID(), isBackfill: false, markRun: true, prefiltered: true, onAlert: deps.onAlert });
      outcomes.push(outcome);
      for (const r of sourceRuns) if (!r.ok) logger.warn("source failed", { hunt_id: p.hunt.id, source: r.source, error: r.error });
      out.set(p.hunt.id, {
        hunt_id: p.hunt.id,
        run_at: new Date(now).toISOString(),
        listings_seen: outcome.seen,
        new_listings: outcome.created,
        counts: outcome.counts,
        alerts_fired: outcome.alerts.length,
        sources: sourceRuns.map((r) => ({ source: r.source, ok: r.ok, listings: r.listings.length, error: r.error })),
      });
    };
    // Hunts are recorded in chunks of one outer transaction each (a commit per hunt costs more than
    // its rows); every hunt still has its own savepoint, so one failing hunt loses only its own work.
    for (let i = 0; i < plans.length; i += HUNTS_PER_COMMIT) {
      await repos.transaction(async (tx) => {
        for (const p of plans.slice(i, i + HUNTS_PER_COMMIT)) {
          try {
            await recordPlan(tx, p);
          } catch (err) {
            // Its lease runs out and the scheduler retries it; nothing of it was kept.
            logger.error("recording a hunt's scan failed", { hunt_id: p.hunt.id, error: String(err) });
          }
        }
      });
    }
    deps.metrics?.scan(opts.manual ? "manual" : "scheduled", hunts.length, (performance.now() - started) / 1000, settled.values(), outcomes);
    return out;
  }

  /** Score listings already known against a new or changed hunt; rows are marked backfill and never alert. */
  async function backfill(hunt: HuntRow): Promise<number> {
    const now = clock.now();
    // Facts are read again from what the source gave, so a backfill judges with today's pipeline.
    const listings: KnownListing[] = (await repos.listings.recent(now - BACKFILL_WINDOW_MS, BACKFILL_MAX_LISTINGS)).map((r) => ({ id: r.id, source: r.source, facts: judge.facts(asSourceListing(r)), created: false }));
    const compiled = judge.compile(forScoring(hunt));
    const relevant = listings.filter((l) => judge.relevant(l.facts, compiled));
    await judge.prepare(relevant.map((l) => l.facts), now);
    const outcome = await recordHunt({ repos, judge, hunt: forScoring(hunt), listings: relevant, now, runId: `backfill-${crypto.randomUUID()}`, isBackfill: true, markRun: false, prefiltered: true });
    return outcome.seen;
  }

  return { scan, backfill, sourceNames: () => registry.names() };
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
