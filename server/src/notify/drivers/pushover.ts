import { matchForm } from "../destination-url.ts";
import { linkOf, listingTitle, truncate } from "../format.ts";
import { plainBody, titleText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver, DestinationOf } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "pushover";
export const PUSHOVER_API_BASE = "https://api.pushover.net";

// Apprise's form: pover://<user key>@<app token>[/<device>]. Keys and tokens are 30 letters and digits.
const FORM = /^pover:\/\/([A-Za-z0-9]{30})@([A-Za-z0-9]{30})(?:\/([A-Za-z0-9_-]{1,25}))?\/?$/;
/** Pushover: 1 is high priority (bypasses quiet hours), 0 normal, -1 quiet. */
const PRIORITY: Record<string, number> = { ALERT: 1, WATCH: 0, SKIP: -1 };

/**
 * Pushover. notify_url: `pover://<user key>@<app token>` or `pover://<user key>@<app token>/<device>`
 * (Apprise's form). Sends `POST {apiBase}/1/messages.json` with `token`, `user`, `title`, plain-text
 * `message`, the tracked link as `url`, and `priority` 1 (high) for an ALERT. Pushover's own limits
 * apply: title 250, message 1024, url 512 characters.
 */
const pushover: ChannelDriver<"pushover"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "pover://user_key@app_token",
  parseDestination(notifyUrl) {
    const [, user, token, device] = matchForm(notifyUrl, DRIVER_NAME, FORM, this.urlForm) as [string, string, string, string];
    return { type: DRIVER_NAME, user, token, device: device || null };
  },
  async send(alert, destination, ctx) {
    const base = (ctx.apiBase?.pushover ?? PUSHOVER_API_BASE).replace(/\/+$/, "");
    const res = await postJson(`${base}/1/messages.json`, renderPushover(alert, destination), ctx);
    return httpResult(res, "sent to Pushover");
  },
  secretsOf(destination) {
    return [destination.user, destination.token];
  },
};

export default pushover;

/**
 * The Pushover message request (JSON, which the API accepts like its form encoding).
 *
 * @example
 * renderPushover(alert, destination).priority; // 1
 */
export function renderPushover(alert: AlertMessage, destination: DestinationOf<"pushover">) {
  const link = linkOf(alert);
  return {
    token: destination.token,
    user: destination.user,
    ...(destination.device ? { device: destination.device } : {}),
    title: truncate(titleText(alert), 250),
    message: truncate(plainBody(alert, { maxReasons: 5 }), 1024),
    priority: PRIORITY[alert.action] ?? 0,
    timestamp: Math.floor(Date.parse(alert.created_at) / 1000),
    ...(link && link.length <= 512 ? { url: link, url_title: truncate(`Open: ${listingTitle(alert)}`, 100) } : {}),
  };
}
