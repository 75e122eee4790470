import { headline, linkOf, listingTitle, truncate } from "../format.ts";
import { FEEDBACK_QUESTION, feedbackLinks, feedbackText, marketLine, timeLeftText, titleText, unitPriceText, verdictText } from "../message-lines.ts";
import type { AlertMessage } from "../types.ts";

/** A rendered digest: subject, HTML and plain text with the same content. */
export interface RenderedDigest {
  subject: string;
  html: string;
  text: string;
}

const ACTION_COLORS: Record<string, string> = { ALERT: "#1e8449", WATCH: "#b7950b", SKIP: "#7f8c8d" };

/**
 * Render a digest of alerts, grouped by hunt (the hunt with the best deal first) and sorted by
 * score within each, every item with its market line (price per unit, verdict with percentile and
 * median, an auction's time left). Links are the tracked click URLs; the open pixel, when given,
 * is the last element of the HTML body (clients that block images just do not count it).
 *
 * @example
 * renderDigest([alert], "https://rackhunt.example/o/abc.gif").subject; // "[Rackhunt] ALERT 92/100 · EPYC 7302P — $139.00"
 */
export function renderDigest(alerts: AlertMessage[], openPixelUrl?: string): RenderedDigest {
  const groups = byHunt(alerts);
  const subject =
    alerts.length === 1
      ? `[Rackhunt] ${headline(alerts[0] as AlertMessage)}`
      : `[Rackhunt] ${alerts.length} new deals for ${truncate(groups.map((g) => g.name).join(", "), 80)}`;
  return { subject: truncate(subject, 200), html: renderHtml(groups, openPixelUrl), text: renderText(groups) };
}

// --- Internal helpers ---

interface HuntGroup {
  name: string;
  alerts: AlertMessage[];
}

/** Hunts in order of their best score, alerts by score within each (ties keep arrival order). */
function byHunt(alerts: AlertMessage[]): HuntGroup[] {
  const groups = new Map<string, HuntGroup>();
  for (const alert of alerts) {
    const group = groups.get(alert.hunt.id) ?? { name: alert.hunt.name, alerts: [] };
    group.alerts.push(alert);
    groups.set(alert.hunt.id, group);
  }
  const sorted = [...groups.values()];
  for (const group of sorted) group.alerts.sort((a, b) => b.score - a.score);
  return sorted.sort((a, b) => (b.alerts[0]?.score ?? 0) - (a.alerts[0]?.score ?? 0));
}

const FOOTER = "Rackhunt deal alerts. Manage your channels in your account settings.";

function renderText(groups: HuntGroup[]): string {
  const sections = groups.map((group) => {
    const items = group.alerts.map((alert) => {
      const link = linkOf(alert);
      const feedback = feedbackText(alert);
      return [`  ${titleText(alert)}`, `  ${marketLine(alert)}`, ...(link ? [`  ${link}`] : []), ...(feedback ? [`  ${feedback}`] : []), ...alert.reasons.map((reason) => `    - ${reason}`)].join("\n");
    });
    return [`${group.name} (${group.alerts.length} new)`, ...items].join("\n\n");
  });
  return `${sections.join("\n\n\n")}\n\n-- \n${FOOTER}\n`;
}

function renderHtml(groups: HuntGroup[], openPixelUrl?: string): string {
  const sections = groups.map((group) => {
    const rows = group.alerts.map((alert) => {
      const link = linkOf(alert);
      const title = escapeHtml(truncate(listingTitle(alert), 300));
      const color = ACTION_COLORS[alert.action] ?? "#333";
      const reasons = alert.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("");
      return [
        `<tr><td style="padding:12px 0;border-bottom:1px solid #ddd">`,
        `<div><span style="color:${color};font-weight:bold">${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100</span> `,
        link ? `<a href="${escapeHtml(link)}">${title}</a>` : title,
        `</div><div class="market"><strong>${escapeHtml(unitPriceText(alert))}</strong> · ${escapeHtml([verdictText(alert), timeLeftText(alert)].filter(Boolean).join(" · "))}</div>`,
        reasons ? `<ul style="margin:4px 0">${reasons}</ul>` : "",
        feedbackLinks(alert).length ? `<div>${FEEDBACK_QUESTION} ${feedbackLinks(alert).map((l) => `<a href="${escapeHtml(l.url)}">${l.words}</a>`).join(" · ")}</div>` : "",
        `<div style="color:#888;font-size:12px">Source: ${escapeHtml(alert.listing.source)}</div>`,
        `</td></tr>`,
      ].join("");
    });
    return [
      `<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(group.name)} <span style="color:#888;font-weight:normal">(${group.alerts.length} new)</span></h2>`,
      `<table role="presentation" style="width:100%;max-width:640px;border-collapse:collapse">${rows.join("")}</table>`,
    ].join("\n");
  });
  const pixel = openPixelUrl ? `<img src="${escapeHtml(openPixelUrl)}" width="1" height="1" alt="" style="border:0">` : "";
  return [
    `<!doctype html><html><body style="font-family:sans-serif;color:#222">`,
    ...sections,
    `<p style="color:#888;font-size:12px">${FOOTER}</p>`,
    pixel,
    `</body></html>`,
  ].join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
