import { CHANNEL_TYPES, type Channel, type ChannelType } from "@rackhunt/core/schemas";
import { allowedTypes } from "../caps/index.ts";
import { iso } from "../clock.ts";
import type { ChannelInsert, ChannelRow } from "../db/contracts/index.ts";
import { notFound, validationFailed } from "../http/errors.ts";
import {
  BlockedDestinationError,
  deliver,
  deliverDigest,
  generateWebhookSecret,
  getDriver,
  InvalidDestinationError,
  NotifyError,
  parseDestination,
  redactUrl,
  testAlert,
} from "../notify/index.ts";
import { limitsOf } from "../tiers.ts";
import { requireUser, type HandlerTable, type RequestContext } from "./context.ts";

/** The Channel resource of a stored row: the destination only ever as its redacted form. */
export function toChannel(r: ChannelRow): Channel {
  return {
    id: r.id,
    label: r.label,
    channel_type: r.channel_type,
    redacted_url: r.redacted_url,
    enabled: r.enabled,
    is_default: r.is_default,
    alerts_sent: r.alerts_sent,
    alerts_opened: r.alerts_opened,
    alerts_clicked: r.alerts_clicked,
    created_at: iso(r.created_at)!,
  };
}

export const channelHandlers = {
  list_channels: async (_input, ctx) => {
    const user = requireUser(ctx);
    const limits = limitsOf(ctx.services.config.tiers, user.tier);
    return {
      channels: (await ctx.services.repos.channels.list(user.id)).map(toChannel),
      tier: user.tier,
      max_channels: limits.max_channels,
      max_instant_destinations: limits.max_instant_destinations,
      allowed_notification_types: allowedTypes(limits.max_instant_destinations, user.is_admin),
    };
  },

  create_channel: async ({ body }, ctx) => {
    const user = requireUser(ctx);
    const type = channelType(body.channel_type);
    // The destination check and sealing are async: done before the capped write, never inside it.
    await checkUrl(ctx, type, body.notify_url);
    const id = crypto.randomUUID();
    const { notify } = ctx.services;
    const webhookSecret = type === "webhook" ? generateWebhookSecret() : null;
    const sealed = {
      notify_url_encrypted: await notify.seal(id, body.notify_url),
      webhook_secret_encrypted: webhookSecret ? await notify.seal(id, webhookSecret, "webhook_secret") : null,
    };
    const row = await ctx.capped((tx) =>
      tx.channels.insert({
        id,
        user_id: user.id,
        label: body.label,
        channel_type: type,
        ...sealed,
        redacted_url: redactUrl(body.notify_url),
        is_default: body.is_default,
        enabled: true,
        created_at: ctx.services.clock.now(),
      }),
    );
    // The signing secret is shown once, like an API key: the receiver needs it to verify.
    return webhookSecret ? { ...toChannel(row), webhook_secret: webhookSecret } : toChannel(row);
  },

  update_channel: async ({ params, body }, ctx) => {
    const user = requireUser(ctx);
    const current = await ownChannel(ctx, params.channel_id);
    const patch: Partial<ChannelInsert> = {};
    if (body.label != null) patch.label = body.label;
    if (body.enabled != null) patch.enabled = body.enabled;
    if (body.is_default != null) patch.is_default = body.is_default;
    if (body.notify_url != null) {
      await checkUrl(ctx, current.channel_type as ChannelType, body.notify_url);
      patch.notify_url_encrypted = await ctx.services.notify.seal(current.id, body.notify_url);
      patch.redacted_url = redactUrl(body.notify_url);
    }
    if (Object.keys(patch).length === 0) return toChannel(current);
    const row = await ctx.capped((tx) => tx.channels.update(user.id, current.id, patch));
    if (!row) throw notFound("Channel");
    return toChannel(row);
  },

  delete_channel: async ({ params }, ctx) => {
    if (!(await ctx.services.repos.channels.delete(requireUser(ctx).id, params.channel_id))) throw notFound("Channel");
    return undefined;
  },

  test_channel: async ({ params }, ctx) => {
    const channel = await ownChannel(ctx, params.channel_id);
    const { notify } = ctx.services;
    let target: Awaited<ReturnType<typeof notify.open>>;
    try {
      target = await notify.open(channel);
    } catch (error) {
      return { ok: false, status: null, detail: error instanceof NotifyError ? error.message : "[notify] channel secret unreadable" };
    }
    const alert = testAlert({ huntName: channel.label });
    const full = { type: channel.channel_type as ChannelType, ...target };
    // Email is sent at once here: waiting for the digest would make the test useless.
    const result = channel.channel_type === "email" ? await deliverDigest(full, [alert], notify.context()) : await deliver(full, alert, notify.context());
    return { ok: result.ok, status: result.status, detail: result.detail };
  },
} satisfies Partial<HandlerTable>;

// --- Internal helpers ---

async function ownChannel(ctx: RequestContext, id: string): Promise<ChannelRow> {
  const row = await ctx.services.repos.channels.get(requireUser(ctx).id, id);
  if (!row) throw notFound("Channel");
  return row;
}

function channelType(raw: string): ChannelType {
  if ((CHANNEL_TYPES as readonly string[]).includes(raw)) return raw as ChannelType;
  throw validationFailed([
    { loc: ["body", "channel_type"], msg: `Input should be one of ${CHANNEL_TYPES.join(", ")}`, type: "enum", input: raw.slice(0, 100), ctx: { expected: CHANNEL_TYPES.join(" | ") } },
  ]);
}

/** 422 on notify_url when it is not of the type's form (the message shows the form) or the SSRF guard refuses its host. */
async function checkUrl(ctx: RequestContext, type: ChannelType, notifyUrl: string): Promise<void> {
  try {
    await ctx.services.notify.guard(parseDestination(type, notifyUrl));
  } catch (error) {
    if (!(error instanceof NotifyError)) throw error;
    const said = error.message.replace(/^\[notify\] /, "");
    const form = getDriver(type).urlForm;
    const msg =
      error instanceof BlockedDestinationError
        ? `Destination not allowed: ${said}`
        : error instanceof InvalidDestinationError && !said.includes(form)
          ? `${said}; expected ${form}`
          : said;
    // The input is deliberately not echoed: a notify_url carries the destination's secret.
    throw validationFailed([{ loc: ["body", "notify_url"], msg, type: "value_error", input: null }]);
  }
}
