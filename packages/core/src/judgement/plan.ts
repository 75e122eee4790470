import { describeListing, type PipelineContext } from "../pipeline/describe-listing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { BenchmarkScope } from "./benchmarks.ts";
import { type CohortNeed, cohortNeeds } from "./cohorts.ts";
import { type HuntInput, type PreparedHunt, prepareHunt } from "./hunt.ts";
import { type CountsBySource, type ExclusionRule, type Kept, keepFor } from "./keep.ts";
import { type JudgeInput, observedAt } from "./input.ts";
import type { HuntIndex } from "./hunt-index.ts";

/** What a batch is judged with: the catalog and rates to read listings with, and the benchmarks' scope. */
export interface JudgementContext extends PipelineContext, BenchmarkScope {}

/** A batch of listings, and the hunts that may see them. */
export interface JudgementBatch {
  listings: readonly JudgeInput[];
  /** Hunts in play, raw or already prepared. */
  hunts?: readonly (HuntInput | PreparedHunt)[];
  /**
   * Per hunt (same order), the indices of the listings it may see (what its sources returned for
   * its query); absent: every listing. Hunts passing the same array share the relevance work.
   */
  candidates?: readonly (readonly number[] | undefined)[];
  /** The instant of judgement (epoch ms). */
  now: number;
}

/** One listing of a plan: what it is, and when its price was seen. */
export interface PlannedListing {
  input: JudgeInput;
  facts: ListingFacts;
  observed_at: number;
}

/** One hunt of a plan: the listings it keeps (active offers about its query) and why it kept out the rest. */
export interface PlannedHunt {
  hunt: PreparedHunt;
  /** Indices into the plan's listings. */
  relevant: readonly number[];
  /** Per source, how many listings each rule kept out of the hunt. */
  excluded: CountsBySource<ExclusionRule>;
}

/** Phase one's answer: the batch read, and the market cohorts the host must load before judging. */
export interface JudgementPlan {
  now: number;
  context: JudgementContext;
  listings: PlannedListing[];
  hunts: PlannedHunt[];
  cohorts: CohortNeed[];
}

const isPrepared = (h: HuntInput | PreparedHunt): h is PreparedHunt => "scoring" in h && "query" in h;

/**
 * Phase one of judgement: read every listing (parse, match, USD price, quantity, condition,
 * not-the-item kind), find the listings relevant to each hunt's query, and name the cohorts
 * (variant × stratum × window) judging them needs, each once. Pure and synchronous; the host
 * loads the cohorts, then calls {@link judgePlan}.
 * @example
 * const plan = planJudgement({listings: [{title: "HGST He8 8TB SAS", price: 44}], now: Date.now()});
 * plan.cohorts // [{component_id: "hgst-ultrastar-he8-8tb-sas", stratum: "used", from, to}]
 */
export function planJudgement(batch: JudgementBatch, context: JudgementContext = {}): JudgementPlan {
  const { now } = batch;
  const { listings, needs } = describeBatch(batch.listings, context, now);
  const every = listings.map((_, i) => i);
  // Hunts with the same pool (the same runs) and the same query keep the same listings.
  const shared = new Map<readonly number[], Map<string, Kept>>();
  const hunts = (batch.hunts ?? []).map((raw, h): PlannedHunt => {
    const hunt = isPrepared(raw) ? raw : prepareHunt(raw);
    const pool = batch.candidates?.[h] ?? every;
    let byQuery = shared.get(pool);
    if (!byQuery) shared.set(pool, (byQuery = new Map()));
    let kept = byQuery.get(hunt.query.query);
    if (!kept) byQuery.set(hunt.query.query, (kept = keepFor(listings, pool, hunt.query)));
    return { hunt, ...kept };
  });
  return { now, context, listings, hunts, cohorts: needs.list() };
}

/**
 * Phase one for new listings against every hunt (a source's stream): each listing read once, its
 * candidate hunts found through the index (the percolator), and only those hunts planned, each
 * with its candidates checked by the same relevance rule as planJudgement. The plan's hunts are
 * the index's hunts that keep a listing; `hunt_of[i]` is plan hunt i's index in `index.hunts`.
 * @example
 * const { plan, hunt_of } = planPercolation(newItems, createHuntIndex(prepared), Date.now());
 */
export function planPercolation(inputs: readonly JudgeInput[], index: HuntIndex, now: number, context: JudgementContext = {}): { plan: JudgementPlan; hunt_of: number[] } {
  const { listings, needs } = describeBatch(inputs, context, now);
  const pools = new Map<number, number[]>();
  listings.forEach((l, i) => {
    for (const h of index.candidates(l.facts)) {
      const pool = pools.get(h);
      if (pool) pool.push(i);
      else pools.set(h, [i]);
    }
  });
  const hunts: PlannedHunt[] = [];
  const hunt_of: number[] = [];
  for (const [h, pool] of [...pools].sort((a, b) => a[0] - b[0])) {
    const hunt = index.hunts[h]!;
    const kept = keepFor(listings, pool, hunt.query);
    if (kept.relevant.length === 0) continue;
    hunts.push({ hunt, ...kept });
    hunt_of.push(h);
  }
  return { plan: { now, context, listings, hunts, cohorts: needs.list() }, hunt_of };
}

/** Read every listing of a batch once, naming the cohorts its judgement needs. */
function describeBatch(inputs: readonly JudgeInput[], context: JudgementContext, now: number) {
  const needs = cohortNeeds(context.window_days);
  const listings = inputs.map((input): PlannedListing => {
    const { facts } = describeListing(
      {
        title: input.title,
        price: input.price,
        currency: input.currency,
        url: input.url,
        source: input.source,
        status: input.status,
        location: input.location,
        condition: input.condition_text ?? input.condition,
        component_id: input.component_id,
        shipping: input.shipping,
        bids: input.bids,
        ends_at: input.ends_at,
        buy_it_now: input.buy_it_now,
      },
      context,
    );
    const planned = { input, facts, observed_at: observedAt(input, now) };
    addNeeds(needs, planned, now);
    return planned;
  });
  return { listings, needs };
}

/**
 * A plan narrowed to the listings one of its hunts sees, and the cohorts they need: judging a
 * hunt against everything already known (a new hunt's backfill, a preview) reads only its own
 * variants. `kept[i]` is the index in the original plan of the narrowed plan's listing `i`.
 * @example const { plan: own, kept } = narrowPlan(plan, 0); await host.load(own.cohorts);
 */
export function narrowPlan(plan: JudgementPlan, hunt: number): { plan: JudgementPlan; kept: readonly number[] } {
  const kept = plan.hunts[hunt]!.relevant;
  const listings = kept.map((i) => plan.listings[i]!);
  const needs = cohortNeeds(plan.context.window_days);
  for (const l of listings) addNeeds(needs, l, plan.now);
  const planned = plan.hunts[hunt]!;
  return { plan: { ...plan, listings, hunts: [{ ...planned, relevant: listings.map((_, i) => i) }], cohorts: needs.list() }, kept };
}

/** A listing's cohort at the instant it was seen (its own verdict and observation) and at `now` (hunts). */
function addNeeds(needs: ReturnType<typeof cohortNeeds>, l: PlannedListing, now: number): void {
  needs.add(l.facts, l.observed_at);
  if (l.observed_at !== now) needs.add(l.facts, now);
}
