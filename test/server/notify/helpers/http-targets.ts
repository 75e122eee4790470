import type { ChannelTarget, ChannelType, DriverContext } from "../../../../server/src/notify/index.ts";

export const TG_TOKEN = "123456789:AAH4fakeTokenForTests_abcdefghijklm";
export const TG_CHAT = "-1001234567890";
export const DISCORD_ID = "112233445566778899";
export const DISCORD_TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_xyz";
export const SLACK_PATH = "/services/T0ABCDEF/B0GHIJKL/XyZ1234567890abcdefGHIJ";
export const NTFY_TOPIC = "rackhunt_deals_x9";
export const NTFY_TOKEN = "tk_ntfyfaketoken0123456789";
export const WEBHOOK_SECRET = "whsec_test_secret_for_receivers_0123456789";
export const APPRISE_KEY = "rackhunt_deals_key7";
export const GOTIFY_TOKEN = "AqLq0m3PvYxkT.Z";
export const PUSHOVER_USER = "uQiRzpo4DXghDmr9QzzfQu27cmVRsG";
export const PUSHOVER_TOKEN = "azGDORePK8gMaC0QOYAMyEEuzJnyUi";
export const MATRIX_TOKEN = "syt_cmFja2h1bnQ_aBcDeFgHiJkLmNoPqRsT_0a1b2c";
export const MATRIX_ROOM = "!QtykxKocfZaZOUrTwp:matrix.example.org";
export const HA_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJyYWNraHVudC10ZXN0In0.c2lnbmF0dXJlX29mX3RoZV90b2tlbg";
export const HA_WEBHOOK_ID = "rackhunt-deals-Wq8Hc2LpX";
export const MATTERMOST_HOOK = "xn8sq4ghs3ddtqxjwe5mhu5g1r";
export const TEAMS_PATH = "/webhookb2/4d1c58b2-aaaa-bbbb-cccc-0123456789ab@72f988bf/IncomingWebhook/7f3c0e12d4a94b6c/9a8b7c6d";

/** For each HTTP channel type: the channel as a user would save it, pointed at a receiver. */
export const HTTP_TYPES = [
  "webhook", "telegram", "discord", "slack", "ntfy", "apprise", "gotify", "pushover", "matrix", "homeassistant", "mattermost", "msteams",
] as const satisfies readonly ChannelType[];

/** The path a receiver sees for a channel of this type (for an alert with this id: Matrix's transaction id). */
export function receiverPath(type: (typeof HTTP_TYPES)[number], alertId = "a1b2c3d4-0000-4000-8000-000000000001"): string {
  const paths: Record<(typeof HTTP_TYPES)[number], string> = {
    webhook: "/hooks/rackhunt",
    telegram: `/bot${TG_TOKEN}/sendMessage`,
    discord: `/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`,
    slack: SLACK_PATH,
    ntfy: `/${NTFY_TOPIC}`,
    apprise: `/notify/${APPRISE_KEY}`,
    gotify: `/message?token=${encodeURIComponent(GOTIFY_TOKEN)}`,
    pushover: "/1/messages.json",
    matrix: `/_matrix/client/v3/rooms/${encodeURIComponent(MATRIX_ROOM)}/send/m.room.message/rackhunt-${alertId}`,
    homeassistant: "/api/services/persistent_notification/create",
    mattermost: `/hooks/${MATTERMOST_HOOK}`,
    msteams: TEAMS_PATH,
  };
  return paths[type];
}

/** The method each type's receiver sees: Matrix PUTs its messages, the rest POST. */
export const RECEIVER_METHODS: Record<(typeof HTTP_TYPES)[number], string> = Object.fromEntries(
  HTTP_TYPES.map((type) => [type, type === "matrix" ? "PUT" : "POST"]),
) as Record<(typeof HTTP_TYPES)[number], string>;

/** Secrets of each type's channel that must never show in a result detail. */
export const SECRETS: Record<(typeof HTTP_TYPES)[number], string[]> = {
  webhook: [WEBHOOK_SECRET],
  telegram: [TG_TOKEN, TG_TOKEN.split(":")[1] as string],
  discord: [DISCORD_TOKEN],
  slack: ["XyZ1234567890abcdefGHIJ"],
  ntfy: [NTFY_TOPIC],
  apprise: [APPRISE_KEY],
  gotify: [GOTIFY_TOKEN],
  pushover: [PUSHOVER_USER, PUSHOVER_TOKEN],
  matrix: [MATRIX_TOKEN],
  homeassistant: [HA_TOKEN],
  mattermost: [MATTERMOST_HOOK],
  msteams: ["7f3c0e12d4a94b6c", "4d1c58b2-aaaa-bbbb-cccc-0123456789ab@72f988bf"],
};

/**
 * The channel and context that make a driver call `base` (a loopback receiver). Vendor types
 * keep their real notify_url form and get `apiBase` pointed at the receiver.
 */
export function targetFor(type: (typeof HTTP_TYPES)[number], base: string): { target: ChannelTarget; ctx: DriverContext } {
  const ctx: DriverContext = { allowPrivate: true, timeoutMs: 2_000, apiBase: { telegram: base, discord: base, slack: base, pushover: base } };
  // The self-hosted types' plain schemes (gotify://, mmost://, …) mean HTTP: they reach the receiver as is.
  const host = base.replace(/^http:\/\//, "");
  const notifyUrl: Record<typeof type, string> = {
    webhook: `${base}${receiverPath("webhook")}`,
    telegram: `telegram://${TG_TOKEN}@${TG_CHAT}`,
    discord: `https://discord.com/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`,
    slack: `https://hooks.slack.com${SLACK_PATH}`,
    // ntfy:// means HTTPS; the loopback receiver speaks plain HTTP, so the topic's http URL
    // here (the ntfy test covers the ntfy:// form with a token).
    ntfy: `${base}/${NTFY_TOPIC}`,
    apprise: `apprise://${host}/${APPRISE_KEY}`,
    gotify: `gotify://${host}/${GOTIFY_TOKEN}`,
    pushover: `pover://${PUSHOVER_USER}@${PUSHOVER_TOKEN}`,
    matrix: `matrix://${MATRIX_TOKEN}@${host}/#${MATRIX_ROOM}`,
    homeassistant: `hassio://${host}/${HA_TOKEN}`,
    mattermost: `mmost://${host}/${MATTERMOST_HOOK}`,
    // Teams URLs are HTTPS only; the receiver is reached through the test fetch below.
    msteams: `https://teams.hooks.example${TEAMS_PATH}`,
  };
  if (type === "msteams") Object.assign(ctx, httpsVia("teams.hooks.example", base));
  return { target: { type, notify_url: notifyUrl[type], webhook_secret: WEBHOOK_SECRET }, ctx };
}

/**
 * An HTTPS-only destination on a loopback receiver: `host` resolves to 127.0.0.1 (so the SSRF
 * guard judges loopback: allowed only with private destinations on), and the pinned request to
 * https://127.0.0.1/… is made over plain HTTP to the receiver's port.
 */
function httpsVia(host: string, base: string): Pick<DriverContext, "resolver" | "fetch"> {
  const port = new URL(base).port;
  return {
    resolver: async (name: string) => (name === host ? ["127.0.0.1"] : []),
    fetch: ((input: URL, init?: RequestInit) => {
      const url = new URL(input);
      if (url.protocol === "https:" && url.hostname === "127.0.0.1") {
        url.protocol = "http:";
        url.port = port;
      }
      return fetch(url, init);
    }) as typeof fetch,
  };
}
