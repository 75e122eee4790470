import { parseHttpUrl, parseServiceUrl, secretParts } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { linkOf, listingTitle, truncate } from "../format.ts";
import { markdownBody, plainBody, titleText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver, DestinationOf } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "homeassistant";

const WEBHOOK_PATH = /^\/api\/webhook\/([A-Za-z0-9_-]{1,128})$/;
// A long-lived access token is a JWT: three base64url parts.
const TOKEN = /^[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}$/;
const SERVICE = /^[a-z0-9_]{1,100}$/;
/** Home Assistant's own port, the default of hassio:// and hassios:// (a proxy on 443 names its port). */
const HA_PORT = 8123;

/**
 * Home Assistant, two ways:
 * - a webhook trigger, `https://host[:port]/api/webhook/<webhook_id>` (http too): `POST` of a flat
 *   JSON object (title, message, link, action, score, unit_price, verdict, percentile, median,
 *   ends_at, hunt, source) that an automation reads as `trigger.json`;
 * - the REST API with a long-lived access token, Apprise's form `hassio://host[:port]/<token>`
 *   (`hassios://` for HTTPS, port 8123 unless given): a persistent notification
 *   (`POST /api/services/persistent_notification/create`, Markdown), or with a notify service
 *   named after the token, `hassio://host/<token>/mobile_app_pixel`,
 *   `POST /api/services/notify/<service>` with the link as the tap action and high priority for an ALERT.
 */
const homeassistant: ChannelDriver<"homeassistant"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "https://host:8123/api/webhook/<id> or hassio://host/long_lived_token[/notify_service] (hassios:// for HTTPS)",
  parseDestination(notifyUrl) {
    const invalid = () => new InvalidDestinationError(`homeassistant notify_url must look like ${this.urlForm}`);
    if (/^https?:/i.test(notifyUrl)) {
      const url = parseHttpUrl(notifyUrl, DRIVER_NAME);
      if (!WEBHOOK_PATH.test(url.pathname) || url.search) throw invalid();
      return { type: DRIVER_NAME, url: url.href, access_token: null, mode: "webhook" };
    }
    const parsed = parseServiceUrl(notifyUrl, DRIVER_NAME, "hassio", this.urlForm, { http: HA_PORT, https: HA_PORT });
    const [token = "", service, ...rest] = parsed.segments;
    if (!TOKEN.test(token) || rest.length || (service !== undefined && !SERVICE.test(service)) || parsed.username || parsed.password || parsed.fragment) {
      throw invalid();
    }
    if (service === undefined) {
      return { type: DRIVER_NAME, url: `${parsed.origin}/api/services/persistent_notification/create`, access_token: token, mode: "persistent" };
    }
    return { type: DRIVER_NAME, url: `${parsed.origin}/api/services/notify/${service}`, access_token: token, mode: "notify" };
  },
  async send(alert, destination, ctx) {
    const headers: Record<string, string> = destination.access_token ? { authorization: `Bearer ${destination.access_token}` } : {};
    const res = await postJson(destination.url, renderHomeAssistant(alert, destination.mode), ctx, headers);
    return httpResult(res, "sent to Home Assistant");
  },
  secretsOf(destination) {
    const webhookId = WEBHOOK_PATH.exec(new URL(destination.url).pathname)?.[1];
    return secretParts([destination.access_token, destination.mode === "webhook" ? webhookId : null]);
  },
};

export default homeassistant;

/**
 * The request body for each way of reaching Home Assistant.
 *
 * @example
 * renderHomeAssistant(alert, "notify").data.priority; // "high"
 */
export function renderHomeAssistant(alert: AlertMessage, mode: DestinationOf<"homeassistant">["mode"]) {
  const link = linkOf(alert);
  const title = truncate(titleText(alert), 250);
  if (mode === "persistent") {
    return { title, message: markdownBody(alert), notification_id: `rackhunt_${alert.id.replace(/[^A-Za-z0-9_]/g, "_")}` };
  }
  if (mode === "notify") {
    const high = alert.action === "ALERT";
    return {
      title,
      message: plainBody(alert),
      data: { ...(link ? { url: link, clickAction: link } : {}), priority: high ? "high" : "normal", ...(high ? { ttl: 0 } : {}) },
    };
  }
  const m = alert.market;
  return {
    kind: alert.kind,
    alert_id: alert.id,
    title,
    message: plainBody(alert),
    listing_title: listingTitle(alert),
    link,
    action: alert.action,
    score: alert.score,
    price: alert.listing.price,
    currency: alert.listing.currency,
    unit_price: m?.unit_price ?? null,
    verdict: m?.verdict ?? null,
    percentile: m?.percentile ?? null,
    median: m?.median ?? null,
    ends_at: m?.ends_at ?? null,
    reasons: alert.reasons,
    hunt: alert.hunt.name,
    source: alert.listing.source,
  };
}
