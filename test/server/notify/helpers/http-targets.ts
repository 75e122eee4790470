import type { ChannelTarget, ChannelType, DriverContext } from "../../../../server/src/notify/index.ts";

export const TG_TOKEN = "123456789:AAH4fakeTokenForTests_abcdefghijklm";
export const TG_CHAT = "-1001234567890";
export const DISCORD_ID = "112233445566778899";
export const DISCORD_TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_xyz";
export const SLACK_PATH = "/services/T0ABCDEF/B0GHIJKL/XyZ1234567890abcdefGHIJ";
export const NTFY_TOPIC = "rackhunt_deals_x9";
export const NTFY_TOKEN = "tk_ntfyfaketoken0123456789";
export const WEBHOOK_SECRET = "whsec_test_secret_for_receivers_0123456789";

/** For each HTTP channel type: the channel as a user would save it, pointed at a receiver. */
export const HTTP_TYPES = ["webhook", "telegram", "discord", "slack", "ntfy"] as const satisfies readonly ChannelType[];

/** The path a receiver sees for a channel of this type. */
export const RECEIVER_PATHS: Record<(typeof HTTP_TYPES)[number], string> = {
  webhook: "/hooks/rackhunt",
  telegram: `/bot${TG_TOKEN}/sendMessage`,
  discord: `/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`,
  slack: SLACK_PATH,
  ntfy: `/${NTFY_TOPIC}`,
};

/** Secrets of each type's channel that must never show in a result detail. */
export const SECRETS: Record<(typeof HTTP_TYPES)[number], string[]> = {
  webhook: [WEBHOOK_SECRET],
  telegram: [TG_TOKEN, TG_TOKEN.split(":")[1] as string],
  discord: [DISCORD_TOKEN],
  slack: ["XyZ1234567890abcdefGHIJ"],
  ntfy: [NTFY_TOPIC],
};

/**
 * The channel and context that make a driver call `base` (a loopback receiver). Vendor types
 * keep their real notify_url form and get `apiBase` pointed at the receiver.
 */
export function targetFor(type: (typeof HTTP_TYPES)[number], base: string): { target: ChannelTarget; ctx: DriverContext } {
  const ctx: DriverContext = { allowPrivate: true, timeoutMs: 2_000, apiBase: { telegram: base, discord: base, slack: base } };
  const notifyUrl: Record<typeof type, string> = {
    webhook: `${base}${RECEIVER_PATHS.webhook}`,
    telegram: `telegram://${TG_TOKEN}@${TG_CHAT}`,
    discord: `https://discord.com/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`,
    slack: `https://hooks.slack.com${SLACK_PATH}`,
    // ntfy:// means HTTPS; the loopback receiver speaks plain HTTP, so the topic's http URL
    // here (the ntfy test covers the ntfy:// form with a token).
    ntfy: `${base}/${NTFY_TOPIC}`,
  };
  return { target: { type, notify_url: notifyUrl[type], webhook_secret: WEBHOOK_SECRET }, ctx };
}
