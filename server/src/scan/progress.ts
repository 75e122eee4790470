import type { SourceRun } from "./types.ts";

/** Where a hunt's scan is: reading its sold comparables, asking its sources, judging what came back, done. */
export type ScanStage = "market" | "fetching" | "judging" | "done";

/** One source of a running scan: still being asked, or what it answered. */
export interface SourceProgress {
  source: string;
  answered: boolean;
  ok: boolean | null;
  listings: number | null;
  outcome: SourceRun["outcome"] | null;
  error: string | null;
}

/** How far one hunt's scan has got, as the hunt page and `rackhunt scan` show it while it runs. */
export interface ScanProgress {
  hunt_id: string;
  /** Epoch ms at which the scan began (the scanner's clock). */
  started_at: number;
  stage: ScanStage;
  sources: SourceProgress[];
}

/** What the scanner reports while one batch runs; `key` is the (source, query) run's fetch key. */
export interface ScanTracker {
  stage(stage: ScanStage): void;
  answered(key: string, run: SourceRun): void;
}

/** A batch's hunts as the tracker needs them: each source with the key of the run that serves it. */
export interface TrackedHunt {
  hunt_id: string;
  sources: { source: string; key: string }[];
}

/** Finished scans are kept this long for a page that asks late. */
const KEEP_FINISHED_MS = 10 * 60_000;
/** At most this many hunts are remembered (a scheduler batch can be large); the oldest go first. */
const MAX_HUNTS = 2_000;

/**
 * The latest scan of each hunt, in this process's memory, while it runs and a little after:
 * the scanner reports to it, pages poll it and the CLI subscribes to it. Nothing here is stored:
 * another process's scans are not seen (a page asking another server just waits for the answer).
 *
 * @example
 * const board = createScanProgress(() => Date.now());
 * const stop = board.subscribe(huntId, (p) => console.log(p.stage));
 */
export function createScanProgress(now: () => number) {
  const latest = new Map<string, ScanProgress>();
  const listeners = new Map<string, Set<(p: ScanProgress) => void>>();
  const emit = (p: ScanProgress) => {
    for (const fn of listeners.get(p.hunt_id) ?? []) fn(structuredClone(p));
  };
  const prune = (at: number) => {
    for (const [id, p] of latest) if (p.stage === "done" && at - p.started_at > KEEP_FINISHED_MS) latest.delete(id);
    for (const id of latest.keys()) {
      if (latest.size <= MAX_HUNTS) break;
      latest.delete(id);
    }
  };

  return {
    /** A batch begins: every hunt in it is at the market stage, each source not answered yet. */
    begin(hunts: readonly TrackedHunt[]): ScanTracker {
      const at = now();
      const entries = hunts.map((h) => {
        const p: ScanProgress = { hunt_id: h.hunt_id, started_at: at, stage: "market", sources: h.sources.map((s) => ({ source: s.source, answered: false, ok: null, listings: null, outcome: null, error: null })) };
        latest.delete(h.hunt_id);
        latest.set(h.hunt_id, p);
        return { p, keys: h.sources.map((s) => s.key) };
      });
      prune(at);
      for (const e of entries) emit(e.p);
      return {
        stage(stage) {
          for (const e of entries) {
            e.p.stage = stage;
            emit(e.p);
          }
        },
        answered(key, run) {
          for (const e of entries) {
            const i = e.keys.indexOf(key);
            if (i < 0) continue;
            e.p.sources[i] = { source: run.source, answered: true, ok: run.ok, listings: run.listings.length, outcome: run.outcome, error: run.error };
            emit(e.p);
          }
        },
      };
    },
    /** The hunt's latest scan begun at or after `since` (epoch ms), or null. */
    latest(huntId: string, since = Number.NEGATIVE_INFINITY): ScanProgress | null {
      const p = latest.get(huntId);
      return p && p.started_at >= since ? structuredClone(p) : null;
    },
    /** Call `fn` with every change of the hunt's scans from now on; returns the unsubscribe. */
    subscribe(huntId: string, fn: (p: ScanProgress) => void): () => void {
      let set = listeners.get(huntId);
      if (!set) listeners.set(huntId, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) listeners.delete(huntId);
      };
    },
  };
}
export type ScanProgressBoard = ReturnType<typeof createScanProgress>;
