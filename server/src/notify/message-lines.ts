import { timeLeft } from "@rackhunt/core";
import { contextLine, formatPrice, linkOf, listingTitle } from "./format.ts";
import type { AlertMessage } from "./types.ts";

/**
 * What every channel says of an alert, as plain lines: the title, the price per unit, the verdict
 * with its percentile and median, the time left of an auction, the reasons, the tracked link. Each
 * driver renders these for its medium (Markdown, HTML, a card) or sends them as they are.
 */

/**
 * The price per unit (USD, as judged), with the listing's own total when it is a lot or in
 * another currency; the listing price alone for an alert without market figures.
 *
 * @example
 * unitPriceText(alert); // "$139.00 per unit"
 */
export function unitPriceText(alert: AlertMessage): string {
  const total = formatPrice(alert.listing.price, alert.listing.currency);
  const unit = alert.market?.unit_price;
  if (unit == null) return alert.listing.price === null ? total : `${total} per unit`;
  const perUnit = `${formatPrice(unit, "USD")} per unit`;
  return perUnit.startsWith(total) ? perUnit : `${perUnit} (listed ${total})`;
}

/**
 * The verdict with its percentile and the median, or why there is none.
 *
 * @example
 * verdictText(alert); // "Verdict BUY: p12, median $181.00"
 */
export function verdictText(alert: AlertMessage): string {
  const m = alert.market;
  if (!m) return "Verdict: no market figures";
  if (m.percentile === null || m.median === null) return `Verdict ${m.verdict}: no trusted market median`;
  return `Verdict ${m.verdict}: p${Math.round(m.percentile)}, median ${formatPrice(m.median, "USD")}`;
}

/**
 * An auction's time left when the alert fired, or null for anything but an open auction.
 *
 * @example
 * timeLeftText(alert); // "Auction ends in 3 h"
 */
export function timeLeftText(alert: AlertMessage): string | null {
  const ends = Date.parse(alert.market?.ends_at ?? "");
  if (!Number.isFinite(ends)) return null;
  const hours = (ends - Date.parse(alert.created_at)) / 3_600_000;
  return hours > 0 ? `Auction ends in ${timeLeft(hours)}` : "Auction has ended";
}

/**
 * The first line: test marker, action, score, title.
 *
 * @example
 * titleText(alert); // "ALERT 92/100 · AMD EPYC 7302P"
 */
export function titleText(alert: AlertMessage): string {
  return `${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100 · ${listingTitle(alert)}`;
}

/**
 * The market line: price per unit, verdict, time left.
 *
 * @example
 * marketLine(alert); // "$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h"
 */
export function marketLine(alert: AlertMessage): string {
  return [unitPriceText(alert), verdictText(alert), timeLeftText(alert)].filter(Boolean).join(" · ");
}

/**
 * The message's two feedback links with their words ("A deal", "Not a deal"); none on a test.
 *
 * @example
 * feedbackLinks(alert); // [{words: "A deal", url: "https://…/t/f/deal/…"}, {words: "Not a deal", url: "https://…/t/f/noise/…"}]
 */
export function feedbackLinks(alert: AlertMessage): { words: string; url: string }[] {
  const f = alert.feedback;
  return f ? [{ words: "A deal", url: f.deal }, { words: "Not a deal", url: f.not_deal }] : [];
}

/** The question the feedback links answer, shown before them on every channel. */
export const FEEDBACK_QUESTION = "Was this a deal?";

/**
 * The feedback line as plain text, or null without links.
 *
 * @example
 * feedbackText(alert); // "Was this a deal? A deal: https://… · Not a deal: https://…"
 */
export function feedbackText(alert: AlertMessage): string | null {
  const links = feedbackLinks(alert);
  return links.length ? `${FEEDBACK_QUESTION} ${links.map((l) => `${l.words}: ${l.url}`).join(" · ")}` : null;
}

/**
 * The feedback line in CommonMark (also Discord's and Mattermost's Markdown), or null without links.
 *
 * @example
 * feedbackMarkdown(alert); // "Was this a deal? [A deal](https://…) · [Not a deal](https://…)"
 */
export function feedbackMarkdown(alert: AlertMessage): string | null {
  const links = feedbackLinks(alert);
  return links.length ? `${FEEDBACK_QUESTION} ${links.map((l) => `[${l.words}](${markdownUrl(l.url)})`).join(" · ")}` : null;
}

/**
 * The whole message as plain text, for the services that show nothing else (Pushover,
 * Gotify, Home Assistant, Apprise's text format). The title is left out: those carry it apart.
 *
 * @example
 * plainBody(alert); // "$139.00 per unit · Verdict BUY: p12, median $181.00\n• 23% under…\nHunt: … · Source: forum\nhttps://…"
 */
export function plainBody(alert: AlertMessage, options: { maxReasons?: number } = {}): string {
  const link = linkOf(alert);
  return [
    marketLine(alert),
    // Before the reasons: services that cut a long message (Pushover at 1,024) keep the links.
    ...(feedbackText(alert) ? [feedbackText(alert)!] : []),
    ...alert.reasons.slice(0, options.maxReasons ?? 10).map((reason) => `• ${reason}`),
    contextLine(alert),
    ...(link ? [link] : []),
  ].join("\n");
}

/**
 * The whole message in CommonMark (Matrix, Mattermost, Apprise's markdown format): a linked bold
 * title, the market line, the reasons as a list, the context in italics.
 *
 * @example
 * markdownBody(alert); // "**ALERT 92/100** · [AMD EPYC 7302P](https://…)\n\n$139.00 per unit · …"
 */
export function markdownBody(alert: AlertMessage): string {
  const link = linkOf(alert);
  const title = escapeMarkdown(listingTitle(alert));
  const head = `**${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100** · ${link ? `[${title}](${markdownUrl(link)})` : title}`;
  const reasons = alert.reasons.slice(0, 10).map((reason) => `- ${escapeMarkdown(reason)}`);
  const feedback = feedbackMarkdown(alert);
  return [head, "", escapeMarkdown(marketLine(alert)), "", ...reasons, ...(reasons.length ? [""] : []), `_${escapeMarkdown(contextLine(alert))}_`, ...(feedback ? ["", feedback] : [])].join("\n");
}

/**
 * Backslash-escape the CommonMark punctuation that could open a link, an image, code, emphasis,
 * a table or HTML inside a line (titles come from strangers). Line-start markers (`#`, `-`) need
 * nothing: every escaped text here follows other characters on its line.
 *
 * @example
 * escapeMarkdown("[H] 2x *new*"); // "\\[H\\] 2x \\*new\\*"
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (char) => `\\${char}`);
}

/** A URL as a Markdown link target: parentheses and spaces would end it early. */
function markdownUrl(url: string): string {
  return url.replace(/[()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
