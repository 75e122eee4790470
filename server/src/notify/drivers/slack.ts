import { matchForm } from "../destination-url.ts";
import { contextLine, headline, linkOf, listingTitle, truncate } from "../format.ts";
import { FEEDBACK_QUESTION, feedbackLinks, timeLeftText, unitPriceText, verdictText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "slack";
export const SLACK_API_BASE = "https://hooks.slack.com";

const FORM = /^https:\/\/hooks\.slack\.com(\/services\/[A-Z0-9]{3,20}\/[A-Z0-9]{3,20}\/[A-Za-z0-9]{10,80})\/?$/;

/**
 * Slack incoming webhook. notify_url: `https://hooks.slack.com/services/T…/B…/<secret>` as
 * Slack shows it. Sends `text` (the notification fallback) and `blocks` (mrkdwn section with
 * the linked title, price and reasons, plus a context line). Slack answers 200 `ok`.
 */
const slack: ChannelDriver<"slack"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "https://hooks.slack.com/services/<team>/<bot>/<secret>",
  parseDestination(notifyUrl) {
    const [, path] = matchForm(notifyUrl, DRIVER_NAME, FORM, this.urlForm);
    return { type: DRIVER_NAME, path: path as string };
  },
  async send(alert, destination, ctx) {
    const base = (ctx.apiBase?.slack ?? SLACK_API_BASE).replace(/\/+$/, "");
    const res = await postJson(`${base}${destination.path}`, renderSlack(alert), ctx);
    return httpResult(res, "sent to Slack");
  },
  secretsOf(destination) {
    return [destination.path, destination.path.split("/").pop() as string];
  },
};

export default slack;

/**
 * The Slack incoming-webhook body for an alert.
 *
 * @example
 * renderSlack(alert).text; // "ALERT 92/100 · EPYC 7302P — $139.00"
 */
export function renderSlack(alert: AlertMessage) {
  const link = linkOf(alert);
  const title = escapeMrkdwn(truncate(listingTitle(alert), 300));
  const reasons = alert.reasons.slice(0, 10).map((reason) => `• ${escapeMrkdwn(truncate(reason, 300))}`);
  const body = [
    `*${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100* · ${link ? `<${link}|${title}>` : title}`,
    [`*${escapeMrkdwn(unitPriceText(alert))}*`, ...[verdictText(alert), timeLeftText(alert)].filter((part): part is string => part !== null).map(escapeMrkdwn)].join(" · "),
    ...reasons,
  ].join("\n");
  return {
    text: truncate(headline(alert), 3000),
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: truncate(body, 3000) } },
      { type: "context", elements: [{ type: "mrkdwn", text: escapeMrkdwn(truncate(contextLine(alert), 2000)) }] },
      ...(feedbackLinks(alert).length
        ? [{ type: "context", elements: [{ type: "mrkdwn", text: `${FEEDBACK_QUESTION} ${feedbackLinks(alert).map((l) => `<${l.url}|${l.words}>`).join(" · ")}` }] }]
        : []),
    ],
  };
}

// --- Internal helpers ---

/** Slack's control characters; `|` would end a link label early. */
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "¦");
}
