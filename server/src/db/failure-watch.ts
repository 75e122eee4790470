import type { Repos } from "./contracts/index.ts";
import { databaseFailure } from "./failure.ts";

/**
 * How long /healthz keeps naming a failed write. The health probe is one tiny write: with the
 * disk nearly full it can succeed while real writes fail, so a recent real failure counts too.
 */
export const RECENT_WRITE_FAILURE_MS = 60_000;

/** The last write this process could not make: when, and the database's reason. */
export interface WriteFailure {
  at: number;
  reason: string;
}

/** What the process saw of its database's failures. */
export interface FailureWatch {
  /** The last failed write while it is recent (RECENT_WRITE_FAILURE_MS), else null. */
  recentWriteFailure(now: number): WriteFailure | null;
}

/**
 * The repositories, each method watched: an error a call throws that says the database cannot
 * store (disk full, I/O error, read-only) is remembered with its time, then thrown on unchanged.
 * Every caller is watched alike (the API, pages, scans, workers), with no change to any of them.
 * @example const { repos, watch } = watchFailures(database.repos, () => clock.now());
 */
export function watchFailures(repos: Repos, now: () => number): { repos: Repos; watch: FailureWatch } {
  let last: WriteFailure | null = null;
  const note = (err: unknown): never => {
    const failure = databaseFailure(err);
    if (failure?.kind === "write") last = { at: now(), reason: failure.reason };
    throw err;
  };
  const watched: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(repos)) {
    if (typeof value === "function") watched[name] = watchCall(value.bind(repos), note);
    else if (value && typeof value === "object") watched[name] = watchRepo(value as Record<string, unknown>, note);
    else watched[name] = value;
  }
  return {
    repos: watched as unknown as Repos,
    watch: {
      recentWriteFailure: (at) => (last && at - last.at < RECENT_WRITE_FAILURE_MS ? last : null),
    },
  };
}

// --- Internal helpers ---

type Note = (err: unknown) => never;

function watchRepo(repo: Record<string, unknown>, note: Note): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(repo)) out[name] = typeof value === "function" ? watchCall(value.bind(repo), note) : value;
  return out;
}

/** The call, its synchronous throw or its rejection noted (repository methods return promises). */
function watchCall(fn: (...args: unknown[]) => unknown, note: Note) {
  return (...args: unknown[]) => {
    let result: unknown;
    try {
      result = fn(...args);
    } catch (err) {
      note(err);
    }
    return result instanceof Promise ? result.catch(note) : result;
  };
}
