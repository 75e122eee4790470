import type { Account } from "@rackhunt/core/schemas";
import { VERSION } from "../version.ts";
import { generateApiKey, hashApiKey, keyPrefix } from "../http/api-keys.ts";
import { conflict, rateLimited, unavailable } from "../http/errors.ts";
import type { UserRow } from "../db/contracts/index.ts";
import { limitsOf } from "../tiers.ts";
import { requireUser, type HandlerTable } from "./context.ts";
import { healthProblem } from "./health-check.ts";

/** The Account resource of a stored user; `api_key` only when one was just issued. */
export function toAccount(u: UserRow, apiKey: string | null = null): Account {
  return {
    email: u.email,
    tier: u.tier,
    is_admin: u.is_admin,
    messaging_chat_id: u.messaging_chat_id,
    totp_enabled: u.totp_enabled,
    has_password: u.password_hash !== null,
    billing_customer_id: u.billing_customer_id,
    billing_subscription_id: u.billing_subscription_id,
    api_key: apiKey,
  };
}

/** A fresh key, its hash and prefix, ready to store. */
export function newKey() {
  const key = generateApiKey();
  return { key, stored: { id: crypto.randomUUID(), hash: hashApiKey(key), prefix: keyPrefix(key) } };
}

export const accountHandlers = {
  healthz: async (_input, ctx) => {
    const problem = await healthProblem(ctx.services);
    if (problem) throw unavailable(problem);
    return { status: "ok" as const, version: VERSION };
  },

  register_account: async ({ body }, ctx) => {
    const { repos, config, hourlyLimiter, clock } = ctx.services;
    if (config.rateLimits) {
      const d = await hourlyLimiter.hit(`register:${ctx.ip}`, config.registrationsPerHour);
      if (!d.allowed) throw rateLimited(d.resetSeconds, "Too many registrations from this address; retry later");
    }
    if (await repos.users.findByEmail(body.email)) throw conflict("An account with this email already exists");
    const { key, stored } = newKey();
    const user = await repos.users.create({ id: crypto.randomUUID(), email: body.email, tier: "free", is_admin: false, now: clock.now() }, stored);
    return toAccount(user, key);
  },

  rotate_api_key: async (_input, ctx) => {
    const user = requireUser(ctx);
    const { key, stored } = newKey();
    await ctx.services.repos.users.rotateKey(user.id, stored, ctx.services.clock.now(), ctx.webSessionId);
    return toAccount((await ctx.services.repos.users.findById(user.id))!, key);
  },

  get_account: async (_input, ctx) => toAccount((await ctx.services.repos.users.findById(requireUser(ctx).id))!),

  get_billing_status: async (_input, ctx) => {
    const u = (await ctx.services.repos.users.findById(requireUser(ctx).id))!;
    return {
      tier: u.tier,
      billing_customer_id: u.billing_customer_id,
      billing_subscription_id: u.billing_subscription_id,
      subscription_status: await ctx.services.billing.subscriptionStatus(u.id),
    };
  },

  get_entitlements: async (_input, ctx) => {
    const user = requireUser(ctx);
    const limits = limitsOf(ctx.services.config.tiers, user.tier);
    const active = await ctx.services.repos.hunts.countActive(user.id);
    return {
      tier: user.tier,
      max_active_hunts: limits.max_active_hunts,
      active_hunt_count: active,
      remaining_active_hunts: Math.max(0, limits.max_active_hunts - active),
      poll_interval_hours: limits.poll_interval_hours,
      stream: limits.stream === true,
    };
  },
} satisfies Partial<HandlerTable>;
