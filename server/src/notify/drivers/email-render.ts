import { contextLine, formatPrice, headline, linkOf, listingTitle, truncate } from "../format.ts";
import type { AlertMessage } from "../types.ts";

/** A rendered digest: subject, HTML and plain text with the same content. */
export interface RenderedDigest {
  subject: string;
  html: string;
  text: string;
}

const ACTION_COLORS: Record<string, string> = { ALERT: "#1e8449", WATCH: "#b7950b", SKIP: "#7f8c8d" };

/**
 * Render a digest of alerts. Links are the tracked click URLs; the open pixel, when given,
 * is the last element of the HTML body (clients that block images just do not count it).
 *
 * @example
 * renderDigest([alert], "https://rackhunt.example/o/abc.gif").subject; // "[Rackhunt] ALERT 92/100 · EPYC 7302P — $139.00"
 */
export function renderDigest(alerts: AlertMessage[], openPixelUrl?: string): RenderedDigest {
  const hunts = [...new Set(alerts.map((alert) => alert.hunt.name))];
  const subject =
    alerts.length === 1
      ? `[Rackhunt] ${headline(alerts[0] as AlertMessage)}`
      : `[Rackhunt] ${alerts.length} new deals for ${truncate(hunts.join(", "), 80)}`;
  return { subject: truncate(subject, 200), html: renderHtml(alerts, openPixelUrl), text: renderText(alerts) };
}

// --- Internal helpers ---

function renderText(alerts: AlertMessage[]): string {
  const blocks = alerts.map((alert) => {
    const link = linkOf(alert);
    return [headline(alert), contextLine(alert), ...(link ? [link] : []), ...alert.reasons.map((reason) => `  - ${reason}`)].join("\n");
  });
  return `${blocks.join("\n\n")}\n\n-- \nRackhunt deal alerts. Manage your channels in your account settings.\n`;
}

function renderHtml(alerts: AlertMessage[], openPixelUrl?: string): string {
  const rows = alerts.map((alert) => {
    const link = linkOf(alert);
    const title = escapeHtml(truncate(listingTitle(alert), 300));
    const color = ACTION_COLORS[alert.action] ?? "#333";
    const reasons = alert.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("");
    return [
      `<tr><td style="padding:12px 0;border-bottom:1px solid #ddd">`,
      `<div><span style="color:${color};font-weight:bold">${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100</span> `,
      link ? `<a href="${escapeHtml(link)}">${title}</a>` : title,
      `</div><div><strong>${escapeHtml(formatPrice(alert.listing.price, alert.listing.currency))}</strong> · ${escapeHtml(contextLine(alert))}</div>`,
      reasons ? `<ul style="margin:4px 0">${reasons}</ul>` : "",
      `</td></tr>`,
    ].join("");
  });
  const pixel = openPixelUrl ? `<img src="${escapeHtml(openPixelUrl)}" width="1" height="1" alt="" style="border:0">` : "";
  return [
    `<!doctype html><html><body style="font-family:sans-serif;color:#222">`,
    `<table role="presentation" style="width:100%;max-width:640px;border-collapse:collapse">${rows.join("")}</table>`,
    `<p style="color:#888;font-size:12px">Rackhunt deal alerts. Manage your channels in your account settings.</p>`,
    pixel,
    `</body></html>`,
  ].join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
