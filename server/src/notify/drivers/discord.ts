import { matchForm } from "../destination-url.ts";
import { contextLine, headline, linkOf, listingTitle, truncate } from "../format.ts";
import { FEEDBACK_QUESTION, feedbackLinks, timeLeftText, unitPriceText, verdictText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "discord";
export const DISCORD_API_BASE = "https://discord.com";

const FORM = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/(\d{5,25})\/([A-Za-z0-9_-]{20,200})\/?$/;
const ACTION_COLORS: Record<string, number> = { ALERT: 0x2ecc71, WATCH: 0xf1c40f, SKIP: 0x95a5a6 };

/**
 * Discord incoming webhook. notify_url: `https://discord.com/api/webhooks/<id>/<token>` (as
 * Discord shows it; discordapp.com, ptb. and canary. hosts accepted). Sends `content` plus one
 * embed; mentions are disabled so a listing title cannot ping @everyone.
 */
const discord: ChannelDriver<"discord"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "https://discord.com/api/webhooks/<id>/<token>",
  parseDestination(notifyUrl) {
    const [, webhook_id, webhook_token] = matchForm(notifyUrl, DRIVER_NAME, FORM, this.urlForm);
    return { type: DRIVER_NAME, webhook_id: webhook_id as string, webhook_token: webhook_token as string };
  },
  async send(alert, destination, ctx) {
    const base = (ctx.apiBase?.discord ?? DISCORD_API_BASE).replace(/\/+$/, "");
    const res = await postJson(`${base}/api/webhooks/${destination.webhook_id}/${destination.webhook_token}`, renderDiscord(alert), ctx);
    return httpResult(res, "sent to Discord");
  },
  secretsOf(destination) {
    return [destination.webhook_token];
  },
};

export default discord;

/**
 * The Discord execute-webhook body for an alert.
 *
 * @example
 * renderDiscord(alert).embeds[0].title; // "EPYC 7302P"
 */
export function renderDiscord(alert: AlertMessage) {
  const link = linkOf(alert);
  const reasons = alert.reasons.slice(0, 10).map((reason) => `• ${truncate(reason, 300)}`);
  const left = timeLeftText(alert);
  return {
    username: "Rackhunt",
    content: truncate(headline(alert), 2000),
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: truncate(listingTitle(alert), 256),
        ...(link ? { url: link } : {}),
        description: truncate(reasons.join("\n") || "No reasons given.", 4096),
        color: ACTION_COLORS[alert.action],
        fields: [
          { name: "Price", value: unitPriceText(alert), inline: true },
          { name: "Score", value: `${alert.score}/100 (${alert.action})`, inline: true },
          { name: "Source", value: truncate(alert.listing.source, 1024), inline: true },
          { name: "Verdict", value: verdictText(alert).replace(/^Verdict:? /, ""), inline: true },
          ...(left ? [{ name: "Time left", value: left.replace(/^Auction /, ""), inline: true }] : []),
          ...(feedbackLinks(alert).length ? [{ name: FEEDBACK_QUESTION, value: feedbackLinks(alert).map((l) => `[${l.words}](${l.url})`).join(" · "), inline: false }] : []),
        ],
        footer: { text: truncate(contextLine(alert), 2048) },
        timestamp: alert.created_at,
      },
    ],
  };
}
