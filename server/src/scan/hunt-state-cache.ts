import type { HuntMemory } from "@rackhunt/core";
import type { AlertHistory, LatestJudgements } from "../db/contracts/index.ts";

/** What recording a hunt's scan reads of its past: its latest judgement of each listing and its alerts. */
export interface HuntState {
  previous: LatestJudgements;
  history: AlertHistory;
}

/**
 * A hunt's stored past as the judgement's memory of it.
 * @example judged.forHunt(0, memoryOf(state))
 */
export function memoryOf(state: HuntState): HuntMemory {
  return {
    previous: (id) => state.previous.get(id),
    lastAlertPrice: (id) => state.history.lastAlertPrice(id),
    crossPosted: (fp, id) => state.history.crossPosted(fp, id),
  };
}

/** The stored fields that move whenever a hunt's state may have been written by anyone. */
export interface HuntStamp {
  id: string;
  last_run_at: number | null;
  updated_at: number;
  /** Moved by the stream's judgements (server/src/stream), which write outside a scan. */
  last_streamed_at?: number | null;
}

/** (hunt, listing) pairs kept at most across all hunts (about 100 bytes each). */
const MAX_PAIRS = 200_000;

/**
 * Each hunt's state as its last scan in this process left it, so the next scan need not read it
 * again: at 1,000 hunts of 100+ listings these reads were half of a repeat scan. An entry is used
 * only while the hunt's stored `last_run_at` and `updated_at` are those it was kept under: any scan
 * by another process (or server) stamps a new `last_run_at`, an edit a new `updated_at`, and a scan
 * that rolled back leaves the old stamp, so a stale state is never used.
 * @example const state = cache.take(hunt) ?? readState(hunt.id); ...; cache.keep({ ...hunt, last_run_at: now }, state);
 */
export function huntStateCache(maxPairs = MAX_PAIRS) {
  const entries = new Map<string, { stamp: string; state: HuntState }>();
  let pairs = 0;
  const stampOf = (h: HuntStamp) => `${h.last_run_at}|${h.updated_at}|${h.last_streamed_at ?? null}`;
  const forget = (id: string) => {
    const e = entries.get(id);
    if (!e) return;
    pairs -= e.state.previous.size;
    entries.delete(id);
  };
  return {
    /**
     * Take the hunt's kept state out when it is still current (else undefined). Taken, not read:
     * the scan changes it in place, and only `keep` after its commit puts it back.
     */
    take(hunt: HuntStamp): HuntState | undefined {
      const e = entries.get(hunt.id);
      forget(hunt.id);
      return e && e.stamp === stampOf(hunt) ? e.state : undefined;
    },
    /** Keep the state a committed scan left, under the hunt's stamp after that scan. */
    keep(hunt: HuntStamp, state: HuntState): void {
      forget(hunt.id);
      // Oldest hunts go first when the bound is reached (Map order is insertion order).
      for (const id of entries.keys()) {
        if (pairs + state.previous.size <= maxPairs) break;
        forget(id);
      }
      if (state.previous.size > maxPairs) return;
      entries.set(hunt.id, { stamp: stampOf(hunt), state });
      pairs += state.previous.size;
    },
    forget,
  };
}
export type HuntStateCache = ReturnType<typeof huntStateCache>;
