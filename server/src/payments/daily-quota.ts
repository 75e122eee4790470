/** Free public requests per IP per UTC day (SPEC.md: 50, then 402). */
export const PUBLIC_FREE_REQUESTS_PER_DAY = 50;

export interface QuotaDecision {
  allowed: boolean;
  /** Free requests left today after this one. */
  remaining: number;
  /** ISO time of the next UTC midnight, when the count resets. */
  resets_at: string;
}

export interface DailyQuota {
  /** Counts one request from `key` (an IP) and says whether it is still free. */
  take(key: string): Promise<QuotaDecision>;
}

/**
 * A per-key daily counter that resets at UTC midnight. In memory: one process serves one
 * homelab, and a restart giving everyone a fresh quota is harmless.
 *
 * @example
 * const quota = createDailyQuota({ limit: 50 });
 * if (!(await quota.take(ip)).allowed) return gate.paymentRequired(request, resource, "free quota used up");
 */
export function createDailyQuota(options: { limit?: number; now?: () => Date } = {}): DailyQuota {
  const limit = options.limit ?? PUBLIC_FREE_REQUESTS_PER_DAY;
  const now = options.now ?? (() => new Date());
  let day = "";
  let counts = new Map<string, number>();
  return {
    async take(key) {
      const at = now();
      const today = at.toISOString().slice(0, 10);
      // Dropping the whole map at the day boundary keeps memory bounded by one day's distinct IPs.
      if (today !== day) {
        day = today;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      const midnight = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
      return { allowed: used <= limit, remaining: Math.max(0, limit - used), resets_at: midnight.toISOString() };
    },
  };
}
