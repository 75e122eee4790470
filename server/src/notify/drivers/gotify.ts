import { parseServiceUrl, secretParts } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { linkOf, truncate } from "../format.ts";
import { plainBody, titleText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "gotify";

const TOKEN = /^[A-Za-z0-9._-]{8,128}$/;
const SEGMENT = /^[A-Za-z0-9._~-]{1,64}$/;
/** Gotify's priorities run 0..10; its Android app pops up and rings from 8. */
const PRIORITY: Record<string, number> = { ALERT: 8, WATCH: 5, SKIP: 2 };

/**
 * Gotify. notify_url: `gotify://host[:port][/path]/<app token>` (HTTP) or `gotifys://…` (HTTPS),
 * Apprise's form. Sends `POST <base>/message?token=<token>` with `title`, plain-text `message`,
 * `priority` (8 for an ALERT: a heads-up notification) and the tracked link as the click URL
 * (`extras["client::notification"].click.url`). The token travels in the query, which every
 * Gotify version reads and which a redirect to another host does not carry along.
 */
const gotify: ChannelDriver<"gotify"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "gotify://host/token (gotifys:// for HTTPS)",
  parseDestination(notifyUrl) {
    const parsed = parseServiceUrl(notifyUrl, DRIVER_NAME, "gotify", this.urlForm);
    const token = parsed.segments.at(-1) ?? "";
    const prefix = parsed.segments.slice(0, -1);
    if (!TOKEN.test(token) || !prefix.every((s) => SEGMENT.test(s)) || parsed.username || parsed.password || parsed.fragment) {
      throw new InvalidDestinationError(`gotify notify_url must look like ${this.urlForm}`);
    }
    return { type: DRIVER_NAME, url: `${parsed.origin}${prefix.map((s) => `/${s}`).join("")}/message`, token };
  },
  async send(alert, destination, ctx) {
    const url = `${destination.url}?token=${encodeURIComponent(destination.token)}`;
    const res = await postJson(url, renderGotify(alert), ctx);
    return httpResult(res, "sent to Gotify");
  },
  secretsOf(destination) {
    return secretParts([destination.token, encodeURIComponent(destination.token)]);
  },
};

export default gotify;

/**
 * The Gotify message body.
 *
 * @example
 * renderGotify(alert).priority; // 8
 */
export function renderGotify(alert: AlertMessage) {
  const link = linkOf(alert);
  return {
    title: truncate(titleText(alert), 250),
    message: truncate(plainBody(alert), 4000),
    priority: PRIORITY[alert.action] ?? 5,
    extras: {
      "client::display": { contentType: "text/plain" },
      ...(link ? { "client::notification": { click: { url: link } } } : {}),
    },
  };
}
