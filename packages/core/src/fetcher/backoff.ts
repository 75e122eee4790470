/**
 * Reads a Retry-After header: delay seconds or an HTTP date. Returns milliseconds, or null
 * when absent or unreadable. The one Retry-After reader: the fetcher and the server's notify
 * drivers both use it (each applies its own cap).
 *
 * @example
 * parseRetryAfter("120", 0); // 120000
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How a retry schedule grows. Each caller names its own (a page fetch retries in half a second,
 * an alert delivery in half a minute); the shape of the schedule is the same everywhere.
 */
export interface BackoffPolicy {
  /** The first retry's delay before jitter. */
  base_ms: number;
  /** No delay grows past this, whatever the attempt. */
  max_ms: number;
  /**
   * The share (0..1) of each delay left to chance, taken off the top: 0.5 ("equal jitter", the
   * default) waits between half and all of the step, 0 always the whole step.
   */
  jitter?: number;
}

/** The jitter a policy gets when it names none. */
export const DEFAULT_JITTER = 0.5;

/**
 * Delay before retry number `attempt` (0 for the first retry): exponential from `base_ms`,
 * capped at `max_ms`, with jitter so retries from many callers spread out but never collapse to
 * zero, and never sooner than `floor_ms` (the other side's Retry-After, when it gave one).
 *
 * @example
 * backoffDelay(2, { base_ms: 500, max_ms: 30_000 }, () => 0.5); // 1500
 * backoffDelay(0, { base_ms: 30_000, max_ms: 3_600_000, jitter: 0.2 }, () => 1, 600_000); // 600000
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number = Math.random, floor_ms: number | null = null): number {
  const step = Math.min(policy.max_ms, policy.base_ms * 2 ** Math.max(0, attempt));
  const jitter = Math.min(1, Math.max(0, policy.jitter ?? DEFAULT_JITTER));
  const delay = Math.round(step * (1 - jitter) + step * jitter * random());
  return Math.max(delay, floor_ms ?? 0);
}

/** Statuses worth retrying: throttling and transient server trouble. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);
