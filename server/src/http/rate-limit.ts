import type { RateDecision, RateLimitsRepo } from "../db/contracts/index.ts";

export type { RateDecision };

/**
 * A rolling-window rate limiter over the database's rate-limit windows (sliding window counter:
 * the previous fixed window's count is weighted by how much of it still overlaps the rolling
 * window). On PostgreSQL every API server counts into the same windows, so a limit holds across
 * servers.
 * @example const limiter = createRateLimiter(repos.rateLimits, 60_000, () => clock.now()); await limiter.hit("ip:1.2.3.4", 30);
 */
export function createRateLimiter(repo: RateLimitsRepo, windowMs: number, now: () => number) {
  return {
    /** Count one request for `key` against `limit` per window. */
    hit(key: string, limit: number): Promise<RateDecision> {
      return repo.hit(key, limit, windowMs, now());
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
