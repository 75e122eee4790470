import { rateDecision, type RateLimitsRepo } from "../contracts/index.ts";

interface Slot {
  window: number;
  count: number;
  previous: number;
}

/**
 * Rate-limit windows on SQLite: in the process, not the file. SQLite serves one machine with one
 * API process (workers serve no requests), so the counts need not be shared, and a write per
 * request would cost the API its latency. O(1) memory per active key; idle keys are swept.
 */
export function memoryRateLimits(): RateLimitsRepo {
  const slots = new Map<string, Slot>();
  const lastSweep = new Map<number, number>();

  function sweep(t: number, windowMs: number): void {
    // Keys idle for two windows carry no weight any more; drop them so memory stays bounded.
    if (t - (lastSweep.get(windowMs) ?? 0) < windowMs) return;
    lastSweep.set(windowMs, t);
    const current = Math.floor(t / windowMs);
    const prefix = `${windowMs}|`;
    for (const [key, slot] of slots) if (key.startsWith(prefix) && slot.window < current - 1) slots.delete(key);
  }

  return {
    async hit(key, limit, windowMs, t) {
      sweep(t, windowMs);
      const window = Math.floor(t / windowMs);
      const id = `${windowMs}|${key}`;
      let slot = slots.get(id);
      if (!slot) {
        slot = { window, count: 0, previous: 0 };
        slots.set(id, slot);
      } else if (slot.window !== window) {
        slot.previous = slot.window === window - 1 ? slot.count : 0;
        slot.count = 0;
        slot.window = window;
      }
      const decision = rateDecision(slot.previous, slot.count, t, windowMs, limit);
      if (decision.allowed) slot.count++;
      return decision;
    },
  };
}
