import { failedRun } from "./source-run.ts";
import type { SourceRegistry, SourceRun } from "./types.ts";

/** Normalise a query so "EPYC  7302p" and "epyc 7302P" share one fetch. */
export function queryKey(source: string, query: string): string {
  return `${source}\u0000${query.trim().toLowerCase().replace(/\s+/g, " ")}`;
}

/**
 * Results per (source, query) kept for a short time, with in-flight sharing: a thousand hunts due
 * together with the same query cause one fetch. Failed runs are not kept, so the next scan retries.
 * Only scheduled runs share kept results; a manual scan reads fresh (`fresh`).
 */
export function createFetchCache(registry: SourceRegistry, ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; run: Promise<SourceRun> }>();
  let fetches = 0;
  return {
    get(source: string, query: string): Promise<SourceRun> {
      const key = queryKey(source, query);
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < ttlMs) return hit.run;
      return this.fresh(source, query);
    },
    /**
     * Fetch now, whatever is kept ("Scan now": a manual scan right after a new post must not get
     * the page from before it); the answer is kept for the scheduled runs that follow.
     */
    fresh(source: string, query: string): Promise<SourceRun> {
      const key = queryKey(source, query);
      const t = now();
      fetches++;
      // Registries report failures instead of throwing; one that throws anyway is a source not to read this time.
      const run = registry.run(source, query).catch((err: unknown) => failedRun(source, "skip_source", `[${source}] ${(err as Error)?.message ?? String(err)}`));
      entries.set(key, { at: t, run });
      void run.then((r) => {
        if (!r.ok && entries.get(key)?.run === run) entries.delete(key);
      });
      if (entries.size > 10_000) for (const [k, e] of entries) if (t - e.at >= ttlMs) entries.delete(k);
      return run;
    },
    /** How many real fetches were started (tests and metrics). */
    get fetches() {
      return fetches;
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type FetchCache = ReturnType<typeof createFetchCache>;
