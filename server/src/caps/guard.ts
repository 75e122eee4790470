import type { TierRule } from "@rackhunt/core/api";
import type { AuthUser } from "../db/repos/users.ts";
import type { Services } from "../operations/context.ts";
import { limitsOf } from "../tiers.ts";
import { liftingTier } from "./lift.ts";
import { CAP_RULES, type CapInput, type Caller } from "./rules.ts";

/** Runs a write under an operation's tier rule; what the pipeline hands a handler as `ctx.capped`. */
export type CappedWrite = <T>(write: () => T) => T;

/** A write with no tier rule, or by an admin (admins bypass caps). */
export const uncapped: CappedWrite = (write) => write();

/**
 * Enforce an operation's tier rule (declared in the operations table). Checks on the request
 * alone run now, so a refused request does no work; the returned function runs the handler's
 * write in one locked write transaction with the stateful checks: spacing before it, counted caps
 * before and after it. A count that grew past its cap throws and the write is rolled back, so no
 * number of parallel requests, in one process or several, gets past a cap. Counting around the
 * write (rather than predicting what it adds) also lets an account over a cap after a downgrade
 * keep editing what it has.
 * @example
 * const capped = tierGuard("channels", user, services, input); // 403 now for a type the tier lacks
 * const row = capped(() => repos.channels.insert(row));        // 403 and no row past the cap
 */
export function tierGuard(rule: TierRule, user: AuthUser | null, services: Services, input: CapInput): CappedWrite {
  if (rule === "none" || user === null || user.is_admin) return uncapped;
  const { repos, config, clock } = services;
  const spec = CAP_RULES[rule];
  const caller: Caller = {
    tier: user.tier,
    limits: limitsOf(config.tiers, user.tier),
    lifting: (lifts) => liftingTier(config.tiers, user.tier, lifts),
    email: () => repos.users.findById(user.id)?.email ?? "EMAIL",
  };
  spec.admit?.(input, caller);
  return (write) =>
    repos.lockedWrite(user.id, () => {
      spec.before?.(repos, user.id, input, caller, clock.now());
      const before = spec.counted.map((cap) => cap.count(repos, user.id));
      const result = write();
      spec.counted.forEach((cap, i) => {
        const had = before[i]!;
        const now = cap.count(repos, user.id);
        const limit = cap.limit(caller.limits);
        if (now > had && now > limit) throw cap.refuse(caller, limit, had);
      });
      return result;
    });
}
