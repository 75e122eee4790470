import { checkLength, parseHttpUrl, secretParts } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { safeFetch } from "../safe-fetch.ts";
import { contextLine, linkOf, listingTitle, truncate } from "../format.ts";
import { feedbackText, marketLine } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver, DestinationOf } from "../types.ts";
import { fetchOptions, httpResult, USER_AGENT } from "./http.ts";

export const DRIVER_NAME = "ntfy";

const TOPIC = /^\/[A-Za-z0-9_-]{1,64}\/?$/;
const PRIORITY: Record<string, string> = { ALERT: "4", WATCH: "3", SKIP: "2" };
const TAGS: Record<string, string> = { ALERT: "moneybag", WATCH: "eyes", SKIP: "zzz" };

/**
 * ntfy publish. notify_url: `ntfy://host/topic` (HTTPS; `ntfy://user:pass@host/topic` for
 * basic auth, `ntfy://:tk_token@host/topic` for an access token) or the topic's plain
 * `https://host/topic` / `http://host/topic` URL. Sends the message as the body with `Title`,
 * `Priority`, `Click` and `Tags` headers; a non-ASCII title is RFC 2047 encoded, which ntfy
 * decodes.
 */
const ntfy: ChannelDriver<"ntfy"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "ntfy://[user:pass@]host/topic or https://host/topic",
  parseDestination(notifyUrl) {
    checkLength(notifyUrl, DRIVER_NAME);
    const isNtfy = notifyUrl.startsWith("ntfy://");
    const url = isNtfy ? parseNtfyScheme(notifyUrl) : parseHttpUrl(notifyUrl, DRIVER_NAME);
    if (!TOPIC.test(url.pathname) || url.search) {
      throw new InvalidDestinationError(`ntfy notify_url must look like ${this.urlForm}`);
    }
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    url.username = "";
    url.password = "";
    const auth = !password ? null : user ? { user, password } : { token: password };
    return { type: DRIVER_NAME, url: url.href.replace(/\/$/, ""), auth };
  },
  async send(alert, destination, ctx) {
    const headers: Record<string, string> = {
      "content-type": "text/plain; charset=utf-8",
      "user-agent": USER_AGENT,
      Title: encodeHeader(truncate(`${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100: ${listingTitle(alert)}`, 250)),
      Priority: PRIORITY[alert.action] ?? "3",
      Tags: [TAGS[alert.action], alert.kind === "test" ? "test_tube" : null].filter(Boolean).join(","),
    };
    const link = linkOf(alert);
    if (link) headers.Click = new URL(link).href;
    const auth = authorization(destination.auth);
    if (auth) headers.Authorization = auth;
    const res = await safeFetch(destination.url, { method: "POST", body: renderNtfy(alert), headers }, fetchOptions(ctx));
    return httpResult(res, "published to ntfy");
  },
  secretsOf(destination) {
    const auth = destination.auth;
    const topic = new URL(destination.url).pathname.slice(1);
    return secretParts([topic, auth && "token" in auth ? auth.token : auth?.password]);
  },
};

export default ntfy;

/**
 * The plain-text message body.
 *
 * @example
 * renderNtfy(alert); // "$139.00 per unit · Verdict BUY: p12, median $181.00\n• 23% under median\nHunt: EPYC under $150 · Source: forum"
 */
export function renderNtfy(alert: AlertMessage): string {
  const feedback = feedbackText(alert);
  return [marketLine(alert), ...(feedback ? [feedback] : []), ...alert.reasons.slice(0, 10).map((reason) => `• ${truncate(reason, 300)}`), contextLine(alert)].join("\n");
}

// --- Internal helpers ---

function parseNtfyScheme(notifyUrl: string): URL {
  try {
    // Re-parse as https so the WHATWG parser gives host, credentials and path their usual meaning.
    return new URL(`https://${notifyUrl.slice("ntfy://".length)}`);
  } catch {
    throw new InvalidDestinationError("ntfy notify_url is not a URL");
  }
}

function authorization(auth: DestinationOf<"ntfy">["auth"]): string | null {
  if (!auth) return null;
  if ("token" in auth) return `Bearer ${auth.token}`;
  return `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString("base64")}`;
}

/** HTTP header values must be Latin-1; anything else goes as an RFC 2047 encoded word. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`;
}
