import type { Services } from "../operations/context.ts";

/** Latency samples per source, in seconds (from a listing's first sighting to its alert leaving). */
export type LatencySamples = Map<string, number[]>;

/**
 * The per-source alert latency samples since `since`, or null while this install records none.
 *
 * Plug-in point for "Within a minute" (issue 26): when alert latency is recorded per source, read
 * its samples here (one number of seconds per delivered alert, keyed by the listing's source) and
 * return them; the quality record's p50/p95 and n follow with no other change. Until then the
 * figures read "not measured yet" with n = 0.
 *
 * @example
 * await latencySamples(services, now - 90 * DAY_MS); // null (not measured yet)
 */
export async function latencySamples(_services: Pick<Services, "repos">, _since: number): Promise<LatencySamples | null> {
  return null;
}
