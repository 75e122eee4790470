import type { AlertMessage } from "./types.ts";

/**
 * Text pieces every driver shares, so a Discord embed, a Slack block and an email row say
 * the same thing about an alert.
 */

/**
 * The listing title, or a stand-in when the source gave none.
 *
 * @example
 * listingTitle(alert); // "Seagate Exos X16 14TB SAS"
 */
export function listingTitle(alert: AlertMessage): string {
  return alert.listing.title?.trim() || "Untitled listing";
}

/**
 * A price in the listing's currency, or "price n/a".
 *
 * @example
 * formatPrice(139, "USD"); // "$139.00"
 */
export function formatPrice(price: number | null, currency = "USD"): string {
  if (price === null) return "price n/a";
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(price);
}

/**
 * Where a click should go: the tracked link when there is one, else the listing itself.
 *
 * @example
 * linkOf(alert); // "https://rackhunt.example/r/abc"
 */
export function linkOf(alert: AlertMessage): string | null {
  return alert.click_url ?? alert.listing.url;
}

/**
 * One-line headline: action, score, title, price.
 *
 * @example
 * headline(alert); // "ALERT 92/100 · EPYC 7302P — $139.00"
 */
export function headline(alert: AlertMessage): string {
  const prefix = alert.kind === "test" ? "TEST " : "";
  return `${prefix}${alert.action} ${alert.score}/100 · ${listingTitle(alert)} — ${formatPrice(alert.listing.price, alert.listing.currency)}`;
}

/**
 * The context line: which hunt, which source.
 *
 * @example
 * contextLine(alert); // "Hunt: EPYC under $150 · Source: forum"
 */
export function contextLine(alert: AlertMessage): string {
  return `Hunt: ${alert.hunt.name} · Source: ${alert.listing.source}`;
}

/**
 * Cut a string to `max` characters with an ellipsis (vendor APIs reject longer fields).
 *
 * @example
 * truncate("abcdef", 4); // "abc…"
 */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A sample alert for the channel test endpoint: clearly marked as a test, with sample market
 * figures and an auction end, so the test shows every line a real alert carries.
 *
 * @example
 * await driver.send(testAlert({ huntName: "My hunt" }), destination, ctx);
 */
export function testAlert(options: { id?: string; huntId?: string; huntName?: string; clickUrl?: string | null; now?: number } = {}): AlertMessage {
  const now = options.now ?? Date.now();
  return {
    id: options.id ?? `test-${crypto.randomUUID()}`,
    kind: "test",
    created_at: new Date(now).toISOString(),
    hunt: { id: options.huntId ?? "test", name: options.huntName ?? "Rackhunt test" },
    listing: {
      id: null,
      title: "Test message from Rackhunt: this channel works",
      url: null,
      price: 139,
      currency: "USD",
      source: "rackhunt",
    },
    score: 100,
    action: "ALERT",
    reasons: ["This is a test sent from your channel settings; the figures are a sample."],
    click_url: options.clickUrl ?? null,
    feedback: null,
    market: { unit_price: 139, verdict: "BUY", percentile: 12, median: 181, ends_at: new Date(now + 3 * 3_600_000).toISOString() },
  };
}
