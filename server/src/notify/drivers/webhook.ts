import { parseHttpUrl, secretParts } from "../destination-url.ts";
import { NotifyError } from "../errors.ts";
import { SIGNATURE_HEADER, signWebhookPayload } from "../signature.ts";
import type { ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "webhook";

/**
 * Generic webhook. notify_url: `https://host/path` (http allowed for LAN receivers when the
 * operator allows private destinations). Body: the AlertMessage as JSON. Headers:
 * `Rackhunt-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">` under the channel secret,
 * `Rackhunt-Event: alert|test`, `Rackhunt-Delivery: <alert id>` (same on every retry, for
 * de-duplication). Any 2xx is success.
 */
const webhook: ChannelDriver<"webhook"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "https://host/path",
  parseDestination(notifyUrl) {
    return { type: DRIVER_NAME, url: parseHttpUrl(notifyUrl, DRIVER_NAME).href };
  },
  async send(alert, destination, ctx) {
    if (!ctx.webhookSecret) {
      throw new NotifyError("not_configured", "webhook channel has no signing secret", { retryable: false });
    }
    const body = JSON.stringify(alert);
    const timestamp = Math.floor((ctx.now?.() ?? Date.now()) / 1000);
    const res = await postJson(destination.url, body, ctx, {
      [SIGNATURE_HEADER]: await signWebhookPayload(body, ctx.webhookSecret, timestamp),
      "Rackhunt-Event": alert.kind,
      "Rackhunt-Delivery": alert.id,
    });
    return httpResult(res, `webhook answered ${res.status}`);
  },
  secretsOf(destination) {
    const url = new URL(destination.url);
    return secretParts([destination.url, url.pathname + url.search, ...url.pathname.split("/"), url.search.slice(1)]);
  },
};

export default webhook;
