import { backoffDelay, type BackoffPolicy } from "@rackhunt/core";
import { getDriver } from "./drivers/index.ts";
import { sendDigest } from "./drivers/email.ts";
import { InvalidDestinationError, NotifyError } from "./errors.ts";
import { scrubSecrets } from "./redact.ts";
import type { AlertMessage, ChannelDriver, ChannelType, DriverContext, ParsedDestination, SendResult } from "./types.ts";

/** What the outbox does with an alert after one attempt. */
export type DeliveryOutcome = "delivered" | "retryable" | "permanent";

/** One attempt's result; `detail` is safe to store, log and return (secrets scrubbed). */
export interface DeliveryResult {
  outcome: DeliveryOutcome;
  ok: boolean;
  status: number | null;
  detail: string;
  /** NotifyError code when the attempt failed before or outside an HTTP answer. */
  code: string | null;
  retry_after_seconds: number | null;
}

/** A channel as the outbox holds it, notify_url already decrypted. */
export interface ChannelTarget {
  type: ChannelType;
  notify_url: string;
  /** Signing secret of a webhook channel. */
  webhook_secret?: string | null;
}

/** Attempts before the outbox should mark an alert failed. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/**
 * The delivery retry schedule on the core's one backoff: from 30 s, doubling, capped at an hour;
 * a fifth of each delay is jitter, so alerts queued together do not retry together.
 */
export const DELIVERY_BACKOFF: BackoffPolicy = { base_ms: 30_000, max_ms: 3_600_000, jitter: 0.2 };

/**
 * Send one alert through a channel and classify the outcome: delivered; retryable (5xx, 429,
 * 408, timeout, network failure, SMTP 4xx); permanent (other 4xx, a notify_url of the wrong
 * form, a destination the SSRF guard refuses, SMTP 5xx). Never throws.
 *
 * @example
 * const r = await deliver({ type: "slack", notify_url }, alert, { timeoutMs: 5000 });
 * if (r.outcome === "retryable") scheduleRetry(nextRetryDelaySeconds(attempt, r.retry_after_seconds));
 */
export function deliver(target: ChannelTarget, alert: AlertMessage, ctx: DriverContext = {}): Promise<DeliveryResult> {
  return attempt(target, ctx, (driver, destination, context) => driver.send(alert, destination as never, context));
}

/**
 * Send a digest of alerts through an email channel (an instant channel sends them one by
 * one and reports the first failure). Never throws.
 *
 * @example
 * await deliverDigest({ type: "email", notify_url: "mailto:me@example.com" }, alerts, { smtp, openPixelUrl });
 */
export function deliverDigest(target: ChannelTarget, alerts: AlertMessage[], ctx: DriverContext = {}): Promise<DeliveryResult> {
  return attempt(target, ctx, async (driver, destination, context) => {
    if (destination.type === "email") return sendDigest(alerts, destination, context);
    let last: SendResult = { ok: true, status: null, detail: "nothing to send" };
    for (const alert of alerts) {
      last = await driver.send(alert, destination as never, context);
      if (!last.ok) return last;
    }
    return last;
  });
}

/**
 * The outcome an HTTP-style SendResult implies.
 *
 * @example
 * classifyResult({ ok: false, status: 429, detail: "" }); // "retryable"
 */
export function classifyResult(result: SendResult): DeliveryOutcome {
  if (result.ok) return "delivered";
  const status = result.status;
  if (status === null || status === 408 || status === 429 || status >= 500) return "retryable";
  return "permanent";
}

/**
 * Delay in whole seconds before retry number `attempt` (1-based): the core's backoff with
 * {@link DELIVERY_BACKOFF}, never sooner than the destination's Retry-After.
 *
 * @example
 * nextRetryDelaySeconds(1, null); // 24..30
 * nextRetryDelaySeconds(2, 600); // 600
 */
export function nextRetryDelaySeconds(attempt: number, retryAfterSeconds: number | null, random: () => number = Math.random): number {
  const floor = retryAfterSeconds === null ? null : retryAfterSeconds * 1000;
  return Math.ceil(backoffDelay(attempt - 1, DELIVERY_BACKOFF, random, floor) / 1000);
}

// --- Internal helpers ---

type Run = (driver: ChannelDriver, destination: ParsedDestination, ctx: DriverContext) => Promise<SendResult>;

async function attempt(target: ChannelTarget, ctx: DriverContext, run: Run): Promise<DeliveryResult> {
  let secrets = [target.notify_url, target.webhook_secret ?? ""];
  try {
    const driver = getDriver(target.type) as ChannelDriver;
    const destination = driver.parseDestination(target.notify_url);
    secrets = [...secrets, ...driver.secretsOf(destination as never)];
    const context = { ...ctx, webhookSecret: target.webhook_secret ?? ctx.webhookSecret };
    const result = await run(driver, destination, context);
    const outcome = classifyResult(result);
    return {
      outcome,
      ok: outcome === "delivered",
      status: result.status,
      detail: scrubSecrets(result.detail, secrets),
      code: null,
      retry_after_seconds: result.retry_after_seconds ?? null,
    };
  } catch (error) {
    return failure(error, secrets);
  }
}

function failure(error: unknown, secrets: string[]): DeliveryResult {
  const known = error instanceof NotifyError ? error : null;
  const outcome: DeliveryOutcome = known ? (known.retryable ? "retryable" : "permanent") : "retryable";
  const message = known ? known.message : `[notify] unexpected ${(error as Error)?.name ?? "error"} while sending`;
  return {
    outcome,
    ok: false,
    status: known?.status ?? null,
    detail: scrubSecrets(message, secrets),
    code: known?.code ?? (error instanceof InvalidDestinationError ? "invalid_destination" : "internal_error"),
    retry_after_seconds: null,
  };
}
