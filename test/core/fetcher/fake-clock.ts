import type { Clock } from "../../../packages/core/src/fetcher/index.ts";

/**
 * A clock for tests: time moves only when the fetcher waits. A wait shorter than `longMs` (the
 * host spacing, a backoff) passes at once and moves time forward; a longer one (an attempt's
 * timeout) never ends by itself, only through its abort signal, so real requests still finish.
 */
export function fakeClock(start = Date.parse("2026-03-01T00:00:00Z"), longMs = 1_000): Clock & { waits: number[] } {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep(ms, signal) {
      waits.push(ms);
      if (ms < longMs) {
        now += Math.max(0, ms);
        return Promise.resolve();
      }
      return new Promise<void>((_resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      });
    },
  };
}
