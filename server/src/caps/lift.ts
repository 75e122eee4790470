import { TIERS, type TierLimits, type TierTable } from "@rackhunt/core/schemas";
import { tierLimit } from "../http/errors.ts";
import { limitsOf } from "../tiers.ts";

/**
 * The first tier above `current` whose limits lift the cap (`lifts` holds), or null when none
 * does. Read from the configured table, so a RACKHUNT_TIERS override names the right tier.
 * @example liftingTier(DEFAULT_TIERS, "free", (l) => l.max_channels > 1); // "pro"
 */
export function liftingTier(tiers: TierTable, current: string, lifts: (l: TierLimits) => boolean): string | null {
  const from = (TIERS as readonly string[]).indexOf(current);
  for (const tier of TIERS.slice(from + 1)) if (lifts(limitsOf(tiers, tier))) return tier;
  return null;
}

/**
 * How the caller gets past a cap on this install. No billing is wired into Rackhunt, so the way
 * up is the operator's CLI; a billing integration would answer here with its own link.
 * @example liftHint("pro", "a@example.com"); // "The pro tier lifts it: ... `rackhunt user set-tier a@example.com pro`."
 */
export function liftHint(tier: string | null, email: string): string {
  if (tier === null) return "No tier on this server allows more.";
  return `The ${tier} tier lifts it: the operator of this server can move your account with \`rackhunt user set-tier ${email} ${tier}\`.`;
}

/** "1 channel", "3 channels". */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The 403 tier_limit of a cap: what the cap is, what the caller can do, which tier lifts it. */
export function capExceeded(what: string, tier: string | null, email: string) {
  return tierLimit(`${what} ${liftHint(tier, email)}`);
}
