/**
 * A rolling-window rate limiter (sliding window counter: the previous fixed window's count is
 * weighted by how much of it still overlaps the rolling window). O(1) memory per key.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a request would be allowed again (or the window resets). */
  resetSeconds: number;
}

interface Slot {
  window: number;
  count: number;
  previous: number;
}

export function createRateLimiter(windowMs: number, now: () => number) {
  const slots = new Map<string, Slot>();
  let lastSweep = now();

  function sweep(t: number): void {
    // Keys idle for two windows carry no weight any more; drop them so memory stays bounded.
    if (t - lastSweep < windowMs) return;
    lastSweep = t;
    const current = Math.floor(t / windowMs);
    for (const [key, slot] of slots) if (slot.window < current - 1) slots.delete(key);
  }

  return {
    /** Count one request for `key` against `limit` per window. */
    hit(key: string, limit: number): RateDecision {
      const t = now();
      sweep(t);
      const window = Math.floor(t / windowMs);
      let slot = slots.get(key);
      if (!slot) {
        slot = { window, count: 0, previous: 0 };
        slots.set(key, slot);
      } else if (slot.window !== window) {
        slot.previous = slot.window === window - 1 ? slot.count : 0;
        slot.count = 0;
        slot.window = window;
      }
      const elapsed = (t % windowMs) / windowMs;
      const weighted = slot.previous * (1 - elapsed) + slot.count;
      const resetSeconds = Math.ceil((windowMs - (t % windowMs)) / 1000);
      if (weighted + 1 > limit) {
        // Time until the weighted count falls below the limit: the previous window decays linearly.
        const excess = weighted + 1 - limit;
        const wait = slot.previous > 0 && excess <= slot.previous * (1 - elapsed) ? (excess / slot.previous) * windowMs : windowMs - (t % windowMs);
        return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
      slot.count++;
      return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - weighted - 1)), resetSeconds };
    },
    /** Forget every key (tests, config reload). */
    clear(): void {
      slots.clear();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
