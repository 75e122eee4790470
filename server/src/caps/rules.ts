import type { TierRule } from "@rackhunt/core/api";
import { CHANNEL_TYPES, INSTANT_CHANNEL_TYPES, type ChannelType, type TierLimits } from "@rackhunt/core/schemas";
import type { Repos } from "../db/contracts/index.ts";
import { rateLimited, type ApiError } from "../http/errors.ts";
import { capExceeded, counted } from "./lift.ts";

/** The validated input of the request a rule judges. */
export interface CapInput {
  params: unknown;
  body: unknown;
}

/** The caller a rule judges: tier, its limits, and what messages need to name the way up. */
export interface Caller {
  tier: string;
  limits: TierLimits;
  /** The first higher tier whose limits satisfy `lifts`, or null. */
  lifting(lifts: (l: TierLimits) => boolean): string | null;
  /** The account's email, for the operator command in messages (read only when refusing). */
  email(): Promise<string>;
}

/** A quantity a tier bounds, counted in the database before and after a write. */
export interface CountedCap {
  limit(l: TierLimits): number;
  count(repos: Repos, userId: string): Promise<number>;
  /** The refusal, given the cap and the count before the write. */
  refuse(caller: Caller, limit: number, had: number): Promise<ApiError>;
}

/** One tier rule of the operations table, as its checks: by what they need to read. */
export interface CapRule {
  /** Checks on the request alone (no stored state): run before the handler does any work. */
  admit?(input: CapInput, caller: Caller): Promise<void>;
  /** Checks on stored state, inside the write transaction and before the write. */
  before?(repos: Repos, userId: string, input: CapInput, caller: Caller, now: number): Promise<void>;
  /** Counted inside the write transaction before and after the write: a count that grew past its cap rolls the write back. */
  counted: CountedCap[];
}

/**
 * Channel types a tier may use. Instant types need at least one instant-destination slot; email
 * is a digest and always allowed, so a tier with 0 instant destinations gets email only.
 * @example allowedTypes(0, false); // ["email"]
 */
export function allowedTypes(maxInstant: number, isAdmin: boolean): ChannelType[] {
  return isAdmin || maxInstant > 0 ? [...CHANNEL_TYPES] : CHANNEL_TYPES.filter((t) => !INSTANT_CHANNEL_TYPES.includes(t));
}

const field = (value: unknown, key: string): unknown => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined);

const activeHunts: CountedCap = {
  limit: (l) => l.max_active_hunts,
  count: (repos, userId) => repos.hunts.countActive(userId),
  refuse: async (c, max, had) =>
    capExceeded(`The ${c.tier} tier allows ${counted(max, "active hunt")} and you have ${had}; deactivate or delete one first.`, c.lifting((l) => l.max_active_hunts > had), await c.email()),
};

const channels: CountedCap = {
  limit: (l) => l.max_channels,
  count: async (repos, userId) => (await repos.channels.counts(userId)).total,
  refuse: async (c, max, had) => capExceeded(`The ${c.tier} tier allows ${counted(max, "channel")} and you have ${had}; delete one first.`, c.lifting((l) => l.max_channels > had), await c.email()),
};

const instantDestinations: CountedCap = {
  limit: (l) => l.max_instant_destinations,
  count: async (repos, userId) => (await repos.channels.counts(userId)).instant,
  refuse: async (c, max, had) =>
    capExceeded(
      `The ${c.tier} tier allows ${counted(max, "instant destination")} and you have ${had}; delete one first (email digests do not count).`,
      c.lifting((l) => l.max_instant_destinations > had),
      await c.email(),
    ),
};

/** Every tier rule of the operations table, enforced by `tierGuard`. */
export const CAP_RULES: Record<TierRule, CapRule> = {
  none: { counted: [] },

  active_hunts: {
    async admit({ body }, c) {
      const hours = field(body, "poll_interval_hours");
      if (typeof hours !== "number" || hours >= c.limits.poll_interval_hours) return;
      throw capExceeded(`poll_interval_hours ${hours} is below the ${c.tier} tier's minimum of ${c.limits.poll_interval_hours} hours.`, c.lifting((l) => l.poll_interval_hours <= hours), await c.email());
    },
    counted: [activeHunts],
  },

  channels: {
    async admit({ body }, c) {
      const type = field(body, "channel_type");
      if (typeof type !== "string" || !(INSTANT_CHANNEL_TYPES as readonly string[]).includes(type)) return;
      if (allowedTypes(c.limits.max_instant_destinations, false).includes(type as ChannelType)) return;
      throw capExceeded(`The ${c.tier} tier does not include ${type} channels (email digests only).`, c.lifting((l) => l.max_instant_destinations > 0), await c.email());
    },
    counted: [channels, instantDestinations],
  },

  manual_scan: {
    async before(repos, userId, { params }, c, now) {
      const intervalMs = c.limits.manual_scan_interval_seconds * 1000;
      const last = (await repos.hunts.get(userId, String(field(params, "hunt_id"))))?.last_manual_scan_at ?? null;
      if (last === null || now - last >= intervalMs) return;
      const s = intervalMs / 1000;
      throw rateLimited((last + intervalMs - now) / 1000, `This hunt was scanned manually less than ${s} s ago; the ${c.tier} tier allows one manual scan per hunt every ${s} s`);
    },
    counted: [],
  },
};
