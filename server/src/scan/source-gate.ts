import { backoffDelay, type BackoffPolicy } from "@rackhunt/core";
import { iso } from "../clock.ts";
import { failedRun } from "./source-run.ts";
import type { SourceRegistry, SourceRun } from "./types.ts";

/**
 * How long a source that answered retry-later without naming a wait is left alone: the core's
 * backoff from a minute, doubling per consecutive retry-later, up to an hour. The fetcher has
 * already retried within the run, so the site is busy for longer than a few seconds.
 */
export const SOURCE_BACKOFF: BackoffPolicy = { base_ms: 60_000, max_ms: 3_600_000 };

interface Hold {
  until: number;
  /** Consecutive retry-later episodes: the backoff's attempt. */
  failures: number;
}

/**
 * Wraps a registry so sources are treated as they asked: after a retry-later, a source is not
 * fetched again, for any query (active or sold), before its Retry-After has passed, or without
 * one before the shared backoff for its consecutive failures. A run asked for meanwhile answers
 * at once, without a request, as retry_later with the instant. Manual scans are held too: it is
 * the site that asked. Holds live in this process's memory (each worker learns them on its own).
 *
 * @example
 * const registry = withSourceGate(createSourceRegistry(sources), () => clock.now());
 * const run = await registry.run("forum", "epyc"); // run.not_before: when forum is fetched again, or null
 */
export function withSourceGate(registry: SourceRegistry, now: () => number, policy: BackoffPolicy = SOURCE_BACKOFF, random: () => number = Math.random): SourceRegistry {
  const holds = new Map<string, Hold>();

  async function gated(name: string, run: () => Promise<SourceRun>): Promise<SourceRun> {
    const held = holding(name, now());
    if (held) return failedRun(name, "retry_later", `[${name}] not fetched: it answered busy, so it is left alone until ${iso(held.until)}`, { retry_after_ms: held.until - now(), not_before: held.until });
    const r = await run();
    const t = now();
    const current = holding(name, t);
    if (r.outcome !== "retry_later") {
      // The site answered: the next retry-later starts the schedule afresh, unless another query's
      // run, in flight at the same time, was just told to wait.
      if (!current) holds.delete(name);
      return r;
    }
    // Runs of several queries failing together are one episode, not several failures.
    const failures = current ? current.failures : (holds.get(name)?.failures ?? 0) + 1;
    const until = Math.max(current?.until ?? 0, t + backoffDelay(failures - 1, policy, random, r.retry_after_ms));
    holds.set(name, { until, failures });
    return { ...r, not_before: until };
  }

  function holding(name: string, t: number): Hold | null {
    const hold = holds.get(name);
    return hold && t < hold.until ? hold : null;
  }

  return {
    names: () => registry.names(),
    hasSold: (name) => registry.hasSold(name),
    run: (name, query) => gated(name, () => registry.run(name, query)),
    runSold: (name, query) => gated(name, () => registry.runSold(name, query)),
  };
}
