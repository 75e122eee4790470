import type { Services } from "../operations/context.ts";
import { secondsBySource } from "../stream/latency.ts";

/** Latency samples per source, in seconds (from a listing's posting, else first sight, to its alert's first instant delivery). */
export type LatencySamples = Map<string, number[]>;

/** The most samples one record reads (the newest first). */
const MAX_SAMPLES = 100_000;

/**
 * The per-source alert latency samples since `since`, from the records the streams keep (issue 26:
 * alert_latency), or null while this install has delivered none, so the figures read "not
 * measured yet" with n = 0.
 * @example await latencySamples(services, now - 90 * DAY_MS); // Map { "aggregator" => [41.2, 58] }
 */
export async function latencySamples(services: Pick<Services, "repos">, since: number): Promise<LatencySamples | null> {
  const samples = await services.repos.stream.latencies(since, MAX_SAMPLES);
  return samples.length === 0 ? null : secondsBySource(samples);
}
