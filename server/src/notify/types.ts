import * as v from "valibot";
// The core's schemas index is not published yet; the vocabulary file is the source of truth.
import { Action, type ChannelType } from "@rackhunt/core/schemas";
import type { Resolver } from "./ssrf-guard.ts";

export { Action, type ChannelType };

/**
 * One alert as the drivers render it. This is also the documented webhook payload (the
 * JSON body of a `webhook` delivery is exactly this object).
 */
export const AlertMessage = v.object({
  /** Alert id: the receiver's idempotency key (sent again on a retry of the same alert). */
  id: v.pipe(v.string(), v.minLength(1)),
  /** `alert` for a real alert, `test` for the channel test endpoint. */
  kind: v.optional(v.picklist(["alert", "test"]), "alert"),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  hunt: v.object({ id: v.string(), name: v.string() }),
  listing: v.object({
    id: v.nullable(v.string()),
    title: v.nullable(v.string()),
    url: v.nullable(v.pipe(v.string(), v.url())),
    price: v.nullable(v.pipe(v.number(), v.finite())),
    currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), "USD"),
    source: v.string(),
  }),
  score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  action: Action,
  reasons: v.array(v.string()),
  /** Tracked link (counts a click, then redirects to the listing); null falls back to listing.url. */
  click_url: v.nullable(v.pipe(v.string(), v.url())),
  /**
   * The two signed feedback links of this message ("a deal", "not a deal"): following one labels
   * the alert for its account. Null on a channel test; filled per channel when sent.
   */
  feedback: v.optional(v.nullable(v.object({ deal: v.pipe(v.string(), v.url()), not_deal: v.pipe(v.string(), v.url()) })), null),
  /**
   * The market line: unit price, verdict with percentile and median (USD), an auction's end.
   * Optional: rows queued before it existed still parse, and render without it.
   */
  market: v.optional(
    v.nullable(
      v.object({
        unit_price: v.nullable(v.pipe(v.number(), v.finite())),
        verdict: v.string(),
        percentile: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
        median: v.nullable(v.pipe(v.number(), v.finite())),
        ends_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
      }),
    ),
    null,
  ),
});
export type AlertMessage = v.InferOutput<typeof AlertMessage>;
export type AlertMessageInput = v.InferInput<typeof AlertMessage>;

/** notify_url of each type once parsed; secrets stay inside, never in logs (see redactUrl). */
export type ParsedDestination =
  | { type: "webhook"; url: string }
  | { type: "telegram"; bot_token: string; chat_id: string }
  | { type: "discord"; webhook_id: string; webhook_token: string }
  | { type: "slack"; path: string }
  | { type: "ntfy"; url: string; auth: { user: string; password: string } | { token: string } | null }
  | { type: "email"; to: string }
  | { type: "apprise"; url: string; key: string; tag: string | null }
  | { type: "gotify"; url: string; token: string }
  | { type: "pushover"; user: string; token: string; device: string | null }
  | { type: "matrix"; url: string; access_token: string; room: string }
  | { type: "homeassistant"; url: string; access_token: string | null; mode: "webhook" | "persistent" | "notify" }
  | { type: "mattermost"; url: string; token: string }
  | { type: "msteams"; url: string };

export type DestinationOf<T extends ChannelType> = Extract<ParsedDestination, { type: T }>;

/** SMTP settings of the server (RACKHUNT_SMTP_URL, RACKHUNT_SMTP_FROM). */
export interface SmtpConfig {
  /** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://...` (implicit TLS). */
  url: string;
  from: string;
}

/** Everything a driver needs besides the alert and the destination. */
export interface DriverContext {
  /** Let destinations on loopback/LAN addresses through the SSRF guard (self-hosting). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  /** Per-call budget in ms (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The channel's signing secret; required by `webhook`. */
  webhookSecret?: string;
  /** Where the vendor APIs live; tests point these at loopback. Defaults are the real hosts. */
  apiBase?: { telegram?: string; discord?: string; slack?: string; pushover?: string };
  /** Required by `email`. */
  smtp?: SmtpConfig;
  /** Open-tracking pixel of an email digest. */
  openPixelUrl?: string;
  /** Clock for signatures (unix ms); tests pin it. */
  now?: () => number;
}

/** What one send did. `status` is the HTTP status (SMTP reply code for email), null if none. */
export interface SendResult {
  ok: boolean;
  status: number | null;
  detail: string;
  /** From a 429's Retry-After (or Telegram's retry_after), when the destination said. */
  retry_after_seconds?: number | null;
}

/** A channel driver: parse and validate its notify_url form, and send one alert. */
export interface ChannelDriver<T extends ChannelType = ChannelType> {
  type: T;
  /** Instant types count against max_instant_destinations; email is a digest. */
  instant: boolean;
  /** The documented notify_url form, for error messages and docs. */
  urlForm: string;
  /** Throws InvalidDestinationError when the URL is not of the documented form. */
  parseDestination(notifyUrl: string): DestinationOf<T>;
  send(alert: AlertMessage, destination: DestinationOf<T>, ctx: DriverContext): Promise<SendResult>;
  /** Substrings of the destination that must never appear in a log or a response. */
  secretsOf(destination: DestinationOf<T>): string[];
}
