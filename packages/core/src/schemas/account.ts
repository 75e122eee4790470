import * as v from "valibot";
import { Tier } from "./vocabulary.ts";

/** Account. `api_key` is null except right after registration or rotation. */
export const Account = v.object({
  email: v.string(),
  tier: v.string(),
  is_admin: v.boolean(),
  messaging_chat_id: v.nullable(v.string()),
  totp_enabled: v.boolean(),
  has_password: v.boolean(),
  billing_customer_id: v.nullable(v.string()),
  billing_subscription_id: v.nullable(v.string()),
  api_key: v.optional(v.nullable(v.string())),
});
export type Account = v.InferOutput<typeof Account>;

/** POST /account/register body. */
export const RegisterBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

export const BillingStatus = v.object({
  tier: v.string(),
  billing_customer_id: v.nullable(v.string()),
  billing_subscription_id: v.nullable(v.string()),
  subscription_status: v.nullable(v.string()),
});
export type BillingStatus = v.InferOutput<typeof BillingStatus>;

export const Entitlements = v.object({
  tier: v.string(),
  max_active_hunts: v.pipe(v.number(), v.integer()),
  active_hunt_count: v.pipe(v.number(), v.integer()),
  remaining_active_hunts: v.pipe(v.number(), v.integer()),
  poll_interval_hours: v.pipe(v.number(), v.integer()),
  /** Added to SPEC's fields: whether the account's hunts are matched against every source's stream of newest items (alerts within a minute). */
  stream: v.optional(v.boolean(), false),
});
export type Entitlements = v.InferOutput<typeof Entitlements>;

/** A tier's limits (DESIGN.md table). */
export const TierLimits = v.object({
  max_active_hunts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  poll_interval_hours: v.pipe(v.number(), v.integer(), v.minValue(1)),
  max_channels: v.pipe(v.number(), v.integer(), v.minValue(0)),
  max_instant_destinations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  requests_per_minute: v.pipe(v.number(), v.integer(), v.minValue(1)),
  manual_scan_interval_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Whether the tier's hunts are matched against the sources' streams of newest items. */
  stream: v.optional(v.boolean(), false),
});
export type TierLimits = v.InferOutput<typeof TierLimits>;
export const TierTable = v.record(Tier, TierLimits);
export type TierTable = v.InferOutput<typeof TierTable>;

export const Health = v.object({ status: v.literal("ok"), version: v.string() });
