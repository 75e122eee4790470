import { planPercolation, type Catalog, type FxRates, type RawListing } from "@rackhunt/core";
import type { Repos } from "../db/contracts/index.ts";
import type { MarketService } from "../engine/market-service.ts";
import { judgeAndStore } from "../scan/judge-batch.ts";
import { memoryOf } from "../scan/hunt-state-cache.ts";
import { decideHunt, writeDecisions, type AlertFired, type OnAlert } from "../scan/record-hunt.ts";
import type { SourceHunts } from "./hunts-in-play.ts";

export interface MatchDeps {
  repos: Repos;
  market: MarketService;
  catalog: Catalog;
  fx: FxRates;
  newId: () => string;
  onAlert?: OnAlert;
}

/** What matching a read's new items came to. */
export interface MatchOutcome {
  /** Listings judged (each once). */
  judged: number;
  /** Hunts that kept at least one of them. */
  hunts: number;
  alerts: AlertFired[];
}

/**
 * New items of a stream, judged once by the core and matched against every hunt in play through
 * the index: planPercolation reads each listing once and plans only the hunts it could match;
 * judgeAndStore stores and judges them (their cohorts loaded first); the matched hunts' decisions
 * are recorded as a scan records them, so alerts go to the outbox with the rows that explain them. Nothing marks the hunts' scheduled search as run: `poll_interval_hours`
 * keeps its meaning.
 */
export async function matchNewItems(deps: MatchDeps, items: readonly RawListing[], hunts: SourceHunts, now: number): Promise<MatchOutcome> {
  const { plan, hunt_of } = planPercolation(items, hunts.index, now, { catalog: deps.catalog, fx: deps.fx });
  const { judged, refs } = await judgeAndStore(deps.repos, deps.market, plan, now, deps.newId);
  const outcome: MatchOutcome = { judged: plan.listings.length, hunts: plan.hunts.length, alerts: [] };
  const runId = `stream-${deps.newId()}`;
  // One transaction for every matched hunt, a statement per kind of write: all of it or none. If it
  // fails, the read's cursor is not moved and the same items are judged again on the next read.
  await deps.repos.transaction(async (tx) => {
    const decided = [];
    for (let i = 0; i < plan.hunts.length; i++) {
      const row = hunts.rows[hunt_of[i]!]!;
      const state = { previous: await tx.results.latestJudgements(row.id), history: await tx.alerts.history(row.id) };
      decided.push(decideHunt({ hunt: row, judgement: judged.forHunt(i, memoryOf(state)), plan, refs, state, now, runId, isBackfill: false, newId: deps.newId }));
    }
    await writeDecisions(tx, decided, { now, markRun: false, onAlert: deps.onAlert });
    await tx.hunts.markStreamed(decided.map((d) => d.hunt.id), now);
    for (const d of decided) outcome.alerts.push(...d.outcome.alerts);
  });
  return outcome;
}
