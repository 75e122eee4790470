import type { PaymentsRepo } from "../db/contracts/index.ts";
import type { DailyQuota } from "../payments/daily-quota.ts";

/**
 * The per-IP daily quota of the public endpoints, counted in the `public_quota` table so a restart
 * does not hand every caller a fresh quota. Days are UTC; rows of past days are dropped the first
 * time a new day is seen.
 *
 * @example
 * const quota = createStoredDailyQuota({ repo: repos.payments, limit: 50, now: () => clock.now() });
 * await quota.take("203.0.113.7"); // { allowed: true, remaining: 49, resets_at: "2026-11-23T00:00:00.000Z" }
 */
export function createStoredDailyQuota(options: { repo: PaymentsRepo; limit: number; now: () => number }): DailyQuota {
  const { repo, limit, now } = options;
  let lastDay = "";
  return {
    async take(key) {
      const at = new Date(now());
      const day = at.toISOString().slice(0, 10);
      if (day !== lastDay) {
        await repo.prunePublicQuota(day);
        lastDay = day;
      }
      const used = await repo.countPublicRequest(key, day);
      const midnight = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
      return { allowed: used <= limit, remaining: Math.max(0, limit - used), resets_at: midnight.toISOString() };
    },
  };
}
