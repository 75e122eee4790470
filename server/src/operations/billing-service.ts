import type { Clock } from "../clock.ts";
import type { UsersRepo } from "../db/contracts/index.ts";

/** SPEC.md: the subscription status may be cached for at most this long. */
export const BILLING_CACHE_MS = 60_000;

/** Where subscription status comes from. The default reads what the operator stored locally. */
export interface BillingProvider {
  subscriptionStatus(userId: string): Promise<string | null> | string | null;
}

export function localBillingProvider(users: UsersRepo): BillingProvider {
  return { subscriptionStatus: async (id) => (await users.findById(id))?.subscription_status ?? null };
}

/** Subscription status with a per-user cache of at most BILLING_CACHE_MS. */
export function createBillingService(provider: BillingProvider, clock: Clock) {
  const cache = new Map<string, { status: string | null; at: number }>();
  return {
    async subscriptionStatus(userId: string): Promise<string | null> {
      const hit = cache.get(userId);
      if (hit && clock.now() - hit.at < BILLING_CACHE_MS) return hit.status;
      const status = await provider.subscriptionStatus(userId);
      cache.set(userId, { status, at: clock.now() });
      return status;
    },
    forget(userId: string): void {
      cache.delete(userId);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
