import { quantileSorted } from "@rackhunt/core";
import type { LatencySample, Repos } from "../db/contracts/index.ts";

/** One source's alert latency: from a listing's posting (else first sight) to its alert's first instant delivery. */
export interface SourceLatency {
  source: string;
  count: number;
  p50_seconds: number;
  p95_seconds: number;
}

/**
 * Latency samples grouped by source, in seconds.
 * @example secondsBySource([{source: "forum", latency_ms: 1500}]) // Map { "forum" => [1.5] }
 */
export function secondsBySource(samples: readonly LatencySample[]): Map<string, number[]> {
  const bySource = new Map<string, number[]>();
  for (const s of samples) {
    const list = bySource.get(s.source);
    if (list) list.push(s.latency_ms / 1000);
    else bySource.set(s.source, [s.latency_ms / 1000]);
  }
  return bySource;
}

/** The window latency figures cover, and the most samples read for them. */
export const LATENCY_WINDOW_DAYS = 7;
const MAX_SAMPLES = 10_000;

/**
 * p50 and p95 per source of the alerts delivered in the last `days` (at most the newest 10,000),
 * optionally of one hunt; sources in name order.
 * @example await alertLatency(repos, Date.now()); // [{source: "aggregator", count: 3, p50_seconds: 41.2, p95_seconds: 58}]
 */
export async function alertLatency(repos: Repos, now: number, opts: { huntId?: string; days?: number } = {}): Promise<SourceLatency[]> {
  const since = now - (opts.days ?? LATENCY_WINDOW_DAYS) * 86_400_000;
  const bySource = secondsBySource(await repos.stream.latencies(since, MAX_SAMPLES, opts.huntId));
  return [...bySource].sort(([a], [b]) => a.localeCompare(b)).map(([source, values]) => {
    values.sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 1000) / 1000;
    return { source, count: values.length, p50_seconds: round(quantileSorted(values, 0.5)), p95_seconds: round(quantileSorted(values, 0.95)) };
  });
}
