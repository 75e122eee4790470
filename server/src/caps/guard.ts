import type { TierRule } from "@rackhunt/core/api";
import type { AuthUser, Repos } from "../db/contracts/index.ts";
import type { Services } from "../operations/context.ts";
import { limitsOf } from "../tiers.ts";
import { liftingTier } from "./lift.ts";
import { CAP_RULES, type CapInput, type Caller } from "./rules.ts";

/**
 * Runs a write under an operation's tier rule; what the pipeline hands a handler as `ctx.capped`.
 * The write gets the transaction to write through.
 */
export type CappedWrite = <T>(write: (tx: Repos) => Promise<T>) => Promise<T>;

/** A write with no tier rule, or by an admin (admins bypass caps): in a transaction of its own. */
export function uncapped(repos: Repos): CappedWrite {
  return (write) => repos.transaction(write);
}

/**
 * Enforce an operation's tier rule (declared in the operations table). Checks on the request
 * alone run now, so a refused request does no work; the returned function runs the handler's
 * write in one locked write transaction with the stateful checks: spacing before it, counted caps
 * before and after it. A count that grew past its cap throws and the write is rolled back, so no
 * number of parallel requests, in one process or several, gets past a cap. Counting around the
 * write (rather than predicting what it adds) also lets an account over a cap after a downgrade
 * keep editing what it has.
 * @example
 * const capped = await tierGuard("channels", user, services, input); // 403 now for a type the tier lacks
 * const row = await capped((tx) => tx.channels.insert(row));        // 403 and no row past the cap
 */
export async function tierGuard(rule: TierRule, user: AuthUser | null, services: Services, input: CapInput): Promise<CappedWrite> {
  if (rule === "none" || user === null || user.is_admin) return uncapped(services.repos);
  const { repos, config, clock } = services;
  const spec = CAP_RULES[rule];
  // The account's email is read through whichever handle is current: inside the write's transaction, its own.
  const callerOf = (db: Repos): Caller => ({
    tier: user.tier,
    limits: limitsOf(config.tiers, user.tier),
    lifting: (lifts) => liftingTier(config.tiers, user.tier, lifts),
    email: async () => (await db.users.findById(user.id))?.email ?? "EMAIL",
  });
  await spec.admit?.(input, callerOf(repos));
  return (write) =>
    repos.lockedWrite(user.id, async (tx) => {
      const caller = callerOf(tx);
      await spec.before?.(tx, user.id, input, caller, clock.now());
      const before: number[] = [];
      for (const cap of spec.counted) before.push(await cap.count(tx, user.id));
      const result = await write(tx);
      for (const [i, cap] of spec.counted.entries()) {
        const had = before[i]!;
        const now = await cap.count(tx, user.id);
        const limit = cap.limit(caller.limits);
        if (now > had && now > limit) throw await cap.refuse(caller, limit, had);
      }
      return result;
    });
}
