import { createFetcher, runSource, type Fetcher, type Source } from "@rackhunt/core";
import aggregator from "@rackhunt/plugin-aggregator";
import auction from "@rackhunt/plugin-auction";
import forum from "@rackhunt/plugin-forum";
import type { Logger } from "../http/logger.ts";
import { failedRun } from "./source-run.ts";
import type { SourceRegistry, SourceRun } from "./types.ts";

/** A source built from configuration (RACKHUNT_SOURCES), which its own options schema validates. */
export type ConfiguredSource = (options: unknown) => Source;

/** The built-in source plugins by name. */
export const BUILT_IN_SOURCES: Readonly<Record<string, ConfiguredSource>> = {
  aggregator: aggregator.from_config,
  forum: forum.from_config,
  auction: auction.from_config,
};

/**
 * A registry over loaded sources: each run goes through the polite fetcher and `runSource`, which
 * never throw; their outcome (ok, retry_later, skip_source, stop) and the site's Retry-After are
 * reported as they are, for the source gate and the scan response's per-source report.
 */
export function createSourceRegistry(sources: Source[], fetcher: Fetcher = createFetcher(), maxPages = 3, logger?: Logger): SourceRegistry {
  const byName = new Map(sources.map((s) => [s.name, s]));
  const runOne = async (name: string, query: string, results: "active" | "sold"): Promise<SourceRun> => {
    const source = byName.get(name);
    if (!source) return failedRun(name, "skip_source", `[${name}] no such source`);
    const r = await runSource(source, { keywords: query }, fetcher, { max_pages: maxPages, results });
    // A parser's bug, not the site's: counted in the scan's answer, and its first issue logged for the plugin's author.
    if (r.invalid > 0) logger?.warn("invalid listings", { source: name, query, invalid: r.invalid, first_issue: r.invalid_issue });
    // The outcome and the site's Retry-After travel on: the source gate (source-gate.ts) acts on them.
    return { source: name, ok: r.ok, outcome: r.outcome, listings: r.listings, invalid: r.invalid, invalid_issue: r.invalid_issue, error: r.error, retry_after_ms: r.retry_after_ms, not_before: null };
  };
  return {
    names: () => [...byName.keys()],
    async run(name: string, query: string): Promise<SourceRun> {
      return runOne(name, query, "active");
    },
    hasSold: (name: string) => (byName.get(name)?.soldRequests ?? null) !== null,
    async runSold(name: string, query: string): Promise<SourceRun> {
      return runOne(name, query, "sold");
    },
  };
}
