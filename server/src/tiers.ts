import { TierTable, type TierLimits } from "@rackhunt/core/schemas";
import * as v from "valibot";

/** DESIGN.md's tier table. Overridable as a whole or in part with RACKHUNT_TIERS (JSON). */
export const DEFAULT_TIERS: TierTable = {
  free: { max_active_hunts: 3, poll_interval_hours: 24, max_channels: 1, max_instant_destinations: 0, requests_per_minute: 60, manual_scan_interval_seconds: 900, stream: false },
  pro: { max_active_hunts: 25, poll_interval_hours: 4, max_channels: 5, max_instant_destinations: 3, requests_per_minute: 300, manual_scan_interval_seconds: 120, stream: true },
  lifetime: { max_active_hunts: 100, poll_interval_hours: 1, max_channels: 20, max_instant_destinations: 10, requests_per_minute: 10_000, manual_scan_interval_seconds: 30, stream: true },
};

/** Merge a JSON override (possibly partial per tier) onto the defaults, validating the result. */
export function tiersFromEnv(raw: string | undefined): TierTable {
  if (!raw) return DEFAULT_TIERS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error("[config] RACKHUNT_TIERS is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null) throw new Error("[config] RACKHUNT_TIERS must be a JSON object");
  const merged: Record<string, unknown> = {};
  for (const [tier, limits] of Object.entries(DEFAULT_TIERS)) {
    merged[tier] = { ...limits, ...((parsed as Record<string, object>)[tier] ?? {}) };
  }
  const result = v.safeParse(TierTable, merged);
  if (!result.success) throw new Error(`[config] RACKHUNT_TIERS: ${v.summarize(result.issues)}`);
  return result.output;
}

/** Limits of a tier name, falling back to free for an unknown tier. */
export function limitsOf(tiers: TierTable, tier: string): TierLimits {
  return (tiers as Record<string, TierLimits>)[tier] ?? tiers.free;
}
