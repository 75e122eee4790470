/** What a rate limit answered for one request. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a request would be allowed again (or the window resets). */
  resetSeconds: number;
}

/**
 * The sliding window counter's answer: the previous fixed window's count weighted by how much of
 * it still overlaps the rolling window, plus this window's count before the request.
 * @example rateDecision(10, 4, Date.now(), 60_000, 10) // { allowed: ..., remaining: ... }
 */
export function rateDecision(previous: number, current: number, t: number, windowMs: number, limit: number): RateDecision {
  const into = t % windowMs;
  const weightedPrevious = previous * (1 - into / windowMs);
  const weighted = weightedPrevious + current;
  const resetSeconds = Math.ceil((windowMs - into) / 1000);
  if (weighted + 1 > limit) {
    // Time until the weighted count falls below the limit: the previous window decays linearly.
    const excess = weighted + 1 - limit;
    const wait = previous > 0 && excess <= weightedPrevious ? (excess / previous) * windowMs : windowMs - into;
    return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(wait / 1000)) };
  }
  return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - weighted - 1)), resetSeconds };
}

/**
 * The answer of a conditional count: `counted` is the window's count after this request was
 * counted, or null when the rolling count refused it; `current` the count the refusal saw.
 * @example countedDecision(3, 5, null, Date.now(), 60_000, 10) // { allowed: true, ... }
 */
export function countedDecision(previous: number, counted: number | null, current: number, t: number, windowMs: number, limit: number): RateDecision {
  if (counted !== null) return rateDecision(previous, counted - 1, t, windowMs, limit);
  // Refused against the latest count; the count read may be older, so fall back to a full window.
  const refused = rateDecision(previous, current, t, windowMs, limit);
  return refused.allowed ? rateDecision(previous, limit, t, windowMs, limit) : refused;
}

/**
 * Rate-limit windows: requests counted per key in fixed windows, judged as a rolling window.
 * Only allowed requests are counted. The counts live in the database on both dialects, so a
 * limit holds across every server and worker on it, and across restarts.
 */
export interface RateLimitsRepo {
  /** Count one request of `key` against `limit` per rolling `windowMs`, when allowed. */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<RateDecision>;
}
