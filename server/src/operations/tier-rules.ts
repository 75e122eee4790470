import { tierLimit } from "../http/errors.ts";
import { limitsOf, NEXT_TIER } from "../tiers.ts";
import { requireUser, type RequestContext } from "./context.ts";

function upgradeHint(tier: string): string {
  const next = NEXT_TIER[tier];
  return next ? ` Upgrade to ${next} for more.` : "";
}

/** 403 tier_limit when `adding` more active hunts would pass the tier's cap (admins are exempt). */
export function assertActiveSlot(ctx: RequestContext, adding: number): void {
  const user = requireUser(ctx);
  if (user.is_admin) return;
  const limits = limitsOf(ctx.services.config.tiers, user.tier);
  const active = ctx.services.repos.hunts.countActive(user.id);
  if (active + adding > limits.max_active_hunts) {
    throw tierLimit(`The ${user.tier} tier allows ${limits.max_active_hunts} active hunts and you have ${active}; deactivate one first.${upgradeHint(user.tier)}`);
  }
}

/** 403 tier_limit when a poll interval is shorter than the tier's minimum. */
export function assertPollInterval(ctx: RequestContext, hours: number): void {
  const user = requireUser(ctx);
  if (user.is_admin) return;
  const min = limitsOf(ctx.services.config.tiers, user.tier).poll_interval_hours;
  if (hours < min) {
    throw tierLimit(`poll_interval_hours ${hours} is below the ${user.tier} tier's minimum of ${min} hours.${upgradeHint(user.tier)}`);
  }
}
