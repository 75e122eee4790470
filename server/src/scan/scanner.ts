import { benchmarkLookup, judgePlan, narrowPlan, planJudgement, prepareHunt, targetWarnings, type Catalog, type CountsBySource, type JudgementPlan, type FxRates, type HuntInput, type HuntItem, type ListingFacts, type PreparedHunt, type RawListing } from "@rackhunt/core";
import type { ScanResponse } from "@rackhunt/core/schemas";
import type { Clock } from "../clock.ts";
import type { HuntRow, Repos } from "../db/contracts/index.ts";
import type { MarketService } from "../engine/market-service.ts";
import type { Logger } from "../http/logger.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { enabledSources, huntQuery } from "./enabled-sources.ts";
import { queryKey, type FetchCache } from "./fetch-cache.ts";
import { huntStateCache, memoryOf, type HuntState } from "./hunt-state-cache.ts";
import { judgeAndStore } from "./judge-batch.ts";
import { knownListings } from "./known-listings.ts";
import { createScanProgress, type ScanTracker } from "./progress.ts";
import { decideHunt, recordHunt, writeDecisions, type HuntOutcome, type OnAlert } from "./record-hunt.ts";
import { sourceFailures, sourceReport } from "./source-report.ts";
import type { SoldComps } from "./sold-comps.ts";
import type { SourceRegistry, SourceRun } from "./types.ts";

/** Hunts recorded per commit. */
const HUNTS_PER_COMMIT = 100;

export interface ScannerDeps {
  repos: Repos;
  registry: SourceRegistry;
  fetchCache: FetchCache;
  clock: Clock;
  logger: Logger;
  /** The catalog listings are matched against, and the rates their prices are converted with. */
  catalog: Catalog;
  fx: FxRates;
  /** Ids of stored rows (time-ordered ids append to the primary-key index). */
  newId: () => string;
  /** Called inside the alert's transaction; returns the hunt's last_alert_status (e.g. "queued"). */
  onAlert?: OnAlert;
  /** Counts scans, source outcomes and committed alerts. */
  metrics?: Metrics;
  /** The market batches are judged against (their cohorts are loaded into it first). */
  market: MarketService;
  /** Sold comparables: a scan first runs the due sold fetches of its (source, query) pairs. */
  soldComps?: SoldComps;
}

/** What a preview shows of one matching listing. */
export interface PreviewMatch {
  listing_id: string;
  facts: ListingFacts;
  judgement: Pick<HuntItem, "score" | "action" | "verdict" | "reasons">;
}

/**
 * The scan: fetch each distinct (source, query) once through the shared cache, hand every listing
 * to the core's judgement once (plan, load its cohorts, judge), store what it decided, then record
 * every hunt's decisions in its own savepoint. The server only loads, stores and sends.
 */
export function createScanner(deps: ScannerDeps) {
  const { repos, registry, fetchCache, clock, logger, market } = deps;
  const context = { catalog: deps.catalog, fx: deps.fx };
  const states = huntStateCache();
  const progress = createScanProgress(() => clock.now());

  /** Scan a batch of hunts; while it runs, `progress` says how far each hunt's scan has got. */
  async function scan(hunts: HuntRow[], opts: { manual?: boolean } = {}): Promise<Map<string, ScanResponse>> {
    const plans = hunts.map((h) => ({ hunt: h, query: huntQuery(h), sources: enabledSources(h, registry.names()) }));
    const tracker = progress.begin(plans.map((p) => ({ hunt_id: p.hunt.id, sources: p.sources.map((source) => ({ source, key: queryKey(source, p.query) })) })));
    try {
      return await scanPlans(plans, opts, tracker);
    } finally {
      tracker.stage("done");
    }
  }

  async function scanPlans(plans: { hunt: HuntRow; query: string; sources: string[] }[], opts: { manual?: boolean }, tracker: ScanTracker): Promise<Map<string, ScanResponse>> {
    const started = performance.now();
    const hunts = plans.map((p) => p.hunt);
    // The market first: a query's due sold comparables, so the first scan of a new hunt has one.
    await deps.soldComps?.runIfDue(plans.flatMap((p) => p.sources.map((source) => ({ source, query: p.query }))));
    tracker.stage("fetching");
    const runs = new Map<string, Promise<SourceRun>>();
    // One fetch per distinct (source, query) in the batch, whatever the cache's time-to-live.
    // A manual scan ("Scan now") reads fresh: the kept answer may predate the post it was asked for.
    const fetch = (s: string, q: string) => (opts.manual ? fetchCache.fresh(s, q) : fetchCache.get(s, q));
    for (const p of plans) for (const s of p.sources) if (!runs.has(queryKey(s, p.query))) runs.set(queryKey(s, p.query), fetch(s, p.query));
    const settled = new Map<string, SourceRun>();
    await Promise.all([...runs].map(async ([key, run]) => {
      settled.set(key, await run);
      tracker.answered(key, settled.get(key)!);
    }));
    tracker.stage("judging");
    const now = clock.now();

    // Every distinct listing once; each hunt may see the listings of its own runs (shared when the runs are).
    const listings: RawListing[] = [];
    const indexOf = new Map<string, number>();
    const perRun = new Map<SourceRun, number[]>();
    for (const r of settled.values()) {
      perRun.set(r, r.listings.map((l) => {
        const key = `${l.source}\u0000${l.external_id}`;
        let i = indexOf.get(key);
        if (i === undefined) indexOf.set(key, (i = listings.push(l) - 1));
        return i;
      }));
    }
    const pools = new Map<string, number[]>();
    const candidates = plans.map((p) => {
      const key = p.sources.map((s) => queryKey(s, p.query)).join("\u0001");
      let pool = pools.get(key);
      if (!pool) pools.set(key, (pool = [...new Set(p.sources.flatMap((s) => perRun.get(settled.get(queryKey(s, p.query))!)!))]));
      return pool;
    });
    const plan = planJudgement({ listings, hunts: plans.map((p) => prepareHunt(p.hunt)), candidates, now }, context);
    const { judged, refs } = await judgeAndStore(repos, market, plan, now, deps.newId);

    const out = new Map<string, ScanResponse>();
    const outcomes: HuntOutcome[] = [];
    /** A hunt's judgement and what goes with it: its source runs, its state (cached, else read). */
    const judgeOne = async (tx: Repos, i: number) => {
      const p = plans[i]!;
      const sourceRuns = p.sources.map((s) => settled.get(queryKey(s, p.query))!);
      const state = states.take(p.hunt) ?? { previous: await tx.results.latestJudgements(p.hunt.id), history: await tx.alerts.history(p.hunt.id) };
      const judgement = judged.forHunt(i, memoryOf(state));
      return { p, sourceRuns, state, judgement };
    };
    /** The hunt's source errors and tally (written only when changed), and its answer once its decisions are written. */
    const finishOne = async (tx: Repos, i: number, one: Awaited<ReturnType<typeof judgeOne>>, outcome: HuntOutcome) => {
      const { p, sourceRuns, judgement } = one;
      for (const r of sourceRuns) if (!r.ok) logger.warn("source failed", { hunt_id: p.hunt.id, source: r.source, error: r.error });
      const failed = sourceFailures(sourceRuns);
      // Written only when it changed: most scans of most hunts have no failed source, as before.
      if (JSON.stringify(failed.length ? failed : null) !== JSON.stringify(p.hunt.last_source_errors ?? null)) await tx.hunts.setSourceErrors(p.hunt.id, failed);
      const sources = sourceRuns.map((r) => sourceReport(r, { excluded: plan.hunts[i]!.excluded, skipped: judgement.skipped }));
      const tally = sources.map((r) => ({ source: r.source, listings: r.listings, kept: r.kept ?? 0, excluded: r.excluded ?? {}, skipped: r.skipped ?? {} }));
      // Written only when it changed, as the source errors are: a repeat scan of unchanged pages writes nothing.
      if (JSON.stringify(tally) !== JSON.stringify(p.hunt.last_scan_tally ?? null)) await tx.hunts.setScanTally(p.hunt.id, tally);
      return {
        hunt_id: p.hunt.id,
        run_at: new Date(now).toISOString(),
        listings_seen: outcome.seen,
        new_listings: outcome.created,
        counts: outcome.counts,
        alerts_fired: outcome.alerts.length,
        sources,
      } satisfies ScanResponse;
    };
    const decide = (one: Awaited<ReturnType<typeof judgeOne>>) => decideHunt({ hunt: one.p.hunt, judgement: one.judgement, plan, refs, state: one.state, now, runId: deps.newId(), isBackfill: false, newId: deps.newId });
    const recordPlan = async (tx: Repos, i: number, kept: { hunt: HuntRow; state: HuntState }[]) => {
      const one = await judgeOne(tx, i);
      const decided = decide(one);
      await tx.transaction((sp) => writeDecisions(sp, [decided], { now, markRun: true, onAlert: deps.onAlert }));
      kept.push({ hunt: one.p.hunt, state: one.state });
      outcomes.push(decided.outcome);
      out.set(one.p.hunt.id, await finishOne(tx, i, one, decided.outcome));
    };
    /**
     * A chunk with a statement per kind of write instead of per hunt (PostgreSQL pays a round trip
     * for each): every hunt's decisions written together. All or nothing: when it fails, the chunk
     * is recorded again hunt by hunt, each in its own savepoint.
     */
    const recordChunk = async (tx: Repos, from: number, to: number, kept: { hunt: HuntRow; state: HuntState }[]) => {
      const ones: Awaited<ReturnType<typeof judgeOne>>[] = [];
      for (let i = from; i < to; i++) ones.push(await judgeOne(tx, i));
      const decided = ones.map(decide);
      await writeDecisions(tx, decided, { now, markRun: true, onAlert: deps.onAlert });
      const answers: ScanResponse[] = [];
      for (let k = 0; k < ones.length; k++) answers.push(await finishOne(tx, from + k, ones[k]!, decided[k]!.outcome));
      ones.forEach((one, k) => {
        kept.push({ hunt: one.p.hunt, state: one.state });
        outcomes.push(decided[k]!.outcome);
        out.set(one.p.hunt.id, answers[k]!);
      });
    };
    // Hunts are recorded in chunks of one outer transaction each (a commit per hunt costs more than
    // its rows), batched; a chunk that fails is recorded again with a savepoint per hunt, so one
    // failing hunt loses only its own work.
    for (let start = 0; start < plans.length; start += HUNTS_PER_COMMIT) {
      const end = Math.min(plans.length, start + HUNTS_PER_COMMIT);
      let kept: { hunt: HuntRow; state: HuntState }[] = [];
      const batched = await repos.transaction((tx) => recordChunk(tx, start, end, kept)).then(() => true, (err: unknown) => {
        logger.warn("recording a chunk of hunts in one batch failed; recording them one by one", { hunts: end - start, error: String(err) });
        return false;
      });
      if (!batched) {
        // Nothing of the batch was kept: its states were changed in place for writes that rolled back.
        for (let i = start; i < end; i++) out.delete(plans[i]!.hunt.id);
        outcomes.splice(outcomes.length - kept.length, kept.length);
        kept = [];
        await repos.transaction(async (tx) => {
          for (let i = start; i < end; i++) {
            try {
              await recordPlan(tx, i, kept);
            } catch (err) {
              // Its lease runs out and the scheduler retries it; nothing of it was kept.
              if (kept.at(-1)?.hunt === plans[i]!.hunt) kept.pop();
              logger.error("recording a hunt's scan failed", { hunt_id: plans[i]!.hunt.id, error: String(err) });
            }
          }
        });
      }
      // Only once committed: the next scan starts from these states instead of reading them again.
      for (const k of kept) states.keep({ id: k.hunt.id, last_run_at: now, updated_at: k.hunt.updated_at, last_streamed_at: k.hunt.last_streamed_at }, k.state);
    }
    deps.metrics?.scan(opts.manual ? "manual" : "scheduled", hunts.length, (performance.now() - started) / 1000, settled.values(), outcomes);
    return out;
  }

  /** Listings already known (seen within the backfill window) that a hunt's query matches, judged again with today's judgement. */
  async function judgeKnown(hunt: PreparedHunt, now: number) {
    const known = await knownListings(repos, now);
    // Only the listings this hunt sees, and their cohorts, are judged.
    const { plan, kept } = narrowPlan(planJudgement({ listings: known.map((k) => k.input), hunts: [hunt], now }, context), 0);
    await market.prepare(plan.cohorts);
    return { plan, refs: kept.map((i) => known[i]!.ref) };
  }

  /**
   * Judge listings already known against a new or changed hunt; rows are marked backfill and never
   * alert. Answers how many it judged, and the core's warnings about the hunt's target against the
   * markets of the variants it finds.
   */
  async function backfill(hunt: HuntRow): Promise<{ seen: number; warnings: string[] }> {
    const now = clock.now();
    states.forget(hunt.id);
    const prepared = prepareHunt(hunt);
    const { plan, refs } = await judgeKnown(prepared, now);
    const judged = judgePlan(plan, market.market, refs);
    const memory = memoryOf({ previous: await repos.results.latestJudgements(hunt.id), history: await repos.alerts.history(hunt.id) });
    const judgement = judged.forHunt(0, memory, { backfill: true });
    const outcome = await recordHunt({ repos, hunt, judgement, plan, refs, state: null, now, runId: `backfill-${deps.newId()}`, isBackfill: true, markRun: false, newId: deps.newId });
    return { seen: outcome.seen, warnings: warningsOf(prepared, plan, now) };
  }

  /** The core's warnings about a hunt's target, against the market of the known listings it keeps. */
  function warningsOf(hunt: PreparedHunt, plan: JudgementPlan, now: number): string[] {
    const lookup = benchmarkLookup(market.market);
    return targetWarnings(hunt, plan.listings, (l) => lookup(l.facts, now, hunt.location));
  }

  /**
   * What a hunt not yet saved would match among the listings already known, judged as backfill
   * would judge them, without storing anything (the web form's preview).
   */
  async function preview(hunt: HuntInput): Promise<{ matches: PreviewMatch[]; excluded: CountsBySource<string>; warnings: string[] }> {
    const now = clock.now();
    const prepared = prepareHunt(hunt);
    const { plan, refs } = await judgeKnown(prepared, now);
    const judged = judgePlan(plan, market.market, refs);
    const judgement = judged.forHunt(0, null);
    const matches = judgement.items.map((item) => ({ listing_id: refs[item.listing]!.listing_id, facts: plan.listings[item.listing]!.facts, judgement: item }));
    return { matches, excluded: plan.hunts[0]!.excluded, warnings: warningsOf(prepared, plan, now) };
  }

  return { scan, backfill, preview, progress, sourceNames: () => registry.names() };
}
export type Scanner = ReturnType<typeof createScanner>;
