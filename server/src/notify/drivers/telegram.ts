import { matchForm } from "../destination-url.ts";
import { contextLine, linkOf, listingTitle, truncate } from "../format.ts";
import { FEEDBACK_QUESTION, feedbackLinks, timeLeftText, unitPriceText, verdictText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "telegram";
export const TELEGRAM_API_BASE = "https://api.telegram.org";
/** Bot API limit on a message text. */
const MAX_TEXT = 4096;

// Bot tokens are `<bot id>:<secret>`; chats are numeric ids (negative for groups) or a public @channel name.
const FORM = /^telegram:\/\/(\d{1,20}:[A-Za-z0-9_-]{20,100})@(-?\d{1,20}|[A-Za-z][A-Za-z0-9_]{3,31})$/;

/**
 * Telegram Bot API. notify_url: `telegram://<bot_token>@<chat_id>` where chat_id is a numeric
 * chat id (e.g. `-1001234567890`) or a public channel name without the `@`. Sends
 * `POST {apiBase}/bot<token>/sendMessage` with HTML formatting and link previews off.
 */
const telegram: ChannelDriver<"telegram"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "telegram://<bot_token>@<chat_id>",
  parseDestination(notifyUrl) {
    const [, token, chat] = matchForm(notifyUrl, DRIVER_NAME, FORM, this.urlForm) as [string, string, string];
    return { type: DRIVER_NAME, bot_token: token, chat_id: /^-?\d/.test(chat) ? chat : `@${chat}` };
  },
  async send(alert, destination, ctx) {
    const base = (ctx.apiBase?.telegram ?? TELEGRAM_API_BASE).replace(/\/+$/, "");
    const res = await postJson(`${base}/bot${destination.bot_token}/sendMessage`, {
      chat_id: destination.chat_id,
      text: renderTelegram(alert),
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    }, ctx);
    return httpResult(res, "sent to Telegram", telegramRetryAfter(res.body));
  },
  secretsOf(destination) {
    return [destination.bot_token, destination.bot_token.split(":")[1] as string];
  },
};

export default telegram;

/**
 * The message text in Telegram's HTML subset.
 *
 * @example
 * renderTelegram(alert); // "<b>ALERT 92/100</b> · <a href=\"...\">EPYC 7302P</a>\n..."
 */
export function renderTelegram(alert: AlertMessage): string {
  const link = linkOf(alert);
  const title = escapeHtml(truncate(listingTitle(alert), 300));
  const lines = [
    `<b>${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100</b> · ${link ? `<a href="${escapeHtml(link)}">${title}</a>` : title}`,
    [`<b>${escapeHtml(unitPriceText(alert))}</b>`, ...[verdictText(alert), timeLeftText(alert)].filter((part): part is string => part !== null).map(escapeHtml)].join(" · "),
    escapeHtml(contextLine(alert)),
    ...(feedbackLinks(alert).length ? [`${FEEDBACK_QUESTION} ${feedbackLinks(alert).map((l) => `<a href="${escapeHtml(l.url)}">${l.words}</a>`).join(" · ")}`] : []),
    ...alert.reasons.slice(0, 10).map((reason) => `• ${escapeHtml(truncate(reason, 300))}`),
  ];
  // Drop whole reason lines rather than cut the text, which could split an HTML tag.
  while (lines.join("\n").length > MAX_TEXT && lines.length > 4) lines.pop();
  return lines.join("\n");
}

// --- Internal helpers ---

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Telegram puts the flood-control wait in the JSON body (`parameters.retry_after`). */
function telegramRetryAfter(body: string): number | null {
  try {
    const value = JSON.parse(body)?.parameters?.retry_after;
    return typeof value === "number" ? value : null;
  } catch {
    return null;
  }
}
