import { parseHttpUrl, secretParts } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { contextLine, linkOf, truncate } from "../format.ts";
import { feedbackLinks, titleText, timeLeftText, unitPriceText, verdictText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "msteams";

/**
 * Microsoft Teams incoming webhook: the HTTPS URL Teams gives for a channel (a Workflows
 * "post to a channel when a webhook request is received" URL, or a legacy
 * `…webhook.office.com/webhookb2/…` connector). Its host varies by tenant and flow, so any HTTPS
 * host is accepted and, like a webhook, passes the SSRF guard. Sends one Adaptive Card (the
 * attachment both kinds accept): title, price per unit, verdict, time left, reasons, context,
 * and an "Open listing" button with the tracked link.
 */
const msteams: ChannelDriver<"msteams"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "https://<tenant>.webhook.office.com/webhookb2/… or a Teams Workflows webhook URL",
  parseDestination(notifyUrl) {
    const url = parseHttpUrl(notifyUrl, DRIVER_NAME);
    if (url.protocol !== "https:" || url.pathname.length < 2) {
      throw new InvalidDestinationError(`msteams notify_url must look like ${this.urlForm}`);
    }
    return { type: DRIVER_NAME, url: url.href };
  },
  async send(alert, destination, ctx) {
    const res = await postJson(destination.url, renderTeams(alert), ctx);
    return httpResult(res, "sent to Teams");
  },
  secretsOf(destination) {
    const url = new URL(destination.url);
    return secretParts([destination.url, url.pathname + url.search, ...url.pathname.split("/"), url.search.slice(1), ...url.searchParams.values()]);
  },
};

export default msteams;

/**
 * The Teams message: one Adaptive Card attachment. TextBlocks render a little Markdown, so a
 * stranger's `[text](url)` is broken apart: the only link is the Open listing button.
 *
 * @example
 * renderTeams(alert).attachments[0].contentType; // "application/vnd.microsoft.card.adaptive"
 */
export function renderTeams(alert: AlertMessage) {
  const link = linkOf(alert);
  const text = (value: string, extra: Record<string, unknown> = {}) => ({ type: "TextBlock", text: value.replace(/\]\(/g, "] ("), wrap: true, ...extra });
  const left = timeLeftText(alert);
  const card = {
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    type: "AdaptiveCard",
    version: "1.4",
    body: [
      text(truncate(titleText(alert), 300), { weight: "Bolder", size: "Medium" }),
      text(unitPriceText(alert), { weight: "Bolder" }),
      text(verdictText(alert)),
      ...(left ? [text(left, { color: "Attention" })] : []),
      ...alert.reasons.slice(0, 10).map((reason) => text(`• ${truncate(reason, 300)}`, { spacing: "None" })),
      text(contextLine(alert), { isSubtle: true, size: "Small" }),
    ],
    actions: [
      ...(link ? [{ type: "Action.OpenUrl", title: "Open listing", url: link }] : []),
      ...feedbackLinks(alert).map((l) => ({ type: "Action.OpenUrl", title: l.words, url: l.url })),
    ],
  };
  return { type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null, content: card }] };
}
