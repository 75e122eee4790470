/**
 * Notification channels: drivers per channel type, the safety pieces around them (SSRF
 * guard, secrets at rest, redaction, webhook signatures) and delivery classification for
 * the outbox.
 */
export type {
  AlertMessageInput,
  ChannelDriver,
  ChannelType,
  DestinationOf,
  DriverContext,
  ParsedDestination,
  SendResult,
  SmtpConfig,
} from "./types.ts";
export { AlertMessage } from "./types.ts";
export {
  DRIVERS,
  getDriver,
  parseDestination,
  renderDigest,
  sendDigest,
  smtpConfigFromEnv,
  SMTP_FROM_ENV,
  SMTP_URL_ENV,
  TELEGRAM_API_BASE,
  DISCORD_API_BASE,
  SLACK_API_BASE,
  PUSHOVER_API_BASE,
} from "./drivers/index.ts";
export { deliver, deliverDigest, classifyResult, DELIVERY_BACKOFF, nextRetryDelaySeconds, MAX_DELIVERY_ATTEMPTS } from "./deliver.ts";
export type { ChannelTarget, DeliveryOutcome, DeliveryResult } from "./deliver.ts";
export { NotifyError, InvalidDestinationError, BlockedDestinationError } from "./errors.ts";
export type { NotifyErrorCode } from "./errors.ts";
export { checkDestination, systemResolver } from "./ssrf-guard.ts";
export type { CheckedDestination, GuardOptions, Resolver } from "./ssrf-guard.ts";
export { classifyAddress, parseIp, PRIVATE_CLASSES } from "./ip-ranges.ts";
export type { AddressClass } from "./ip-ranges.ts";
export { safeFetch, DEFAULT_TIMEOUT_MS, MAX_REDIRECTS } from "./safe-fetch.ts";
export type { SafeFetchOptions, SafeResponse } from "./safe-fetch.ts";
export { encryptSecret, decryptSecret, deriveSecretKey, secretKeyFromEnv, secretKeyWarning, warnAboutSecretKey, SECRET_KEY_ENV } from "./secrets.ts";
export type { SecretOptions } from "./secrets.ts";
export { redactUrl, scrubSecrets, MASK } from "./redact.ts";
export {
  generateWebhookSecret,
  signWebhookPayload,
  verifyWebhookSignature,
  SIGNATURE_HEADER,
  DEFAULT_TOLERANCE_SECONDS,
} from "./signature.ts";
export { testAlert, headline } from "./format.ts";
export { MAX_NOTIFY_URL_LENGTH } from "./destination-url.ts";
export { createNotifyRuntime } from "./runtime.ts";
export type { NotifyRuntime, SealedChannel } from "./runtime.ts";
export { createDeliveryWorker, leaseFor, ROWS_PER_CHANNEL } from "./worker.ts";
export type { DeliveryWorker, DeliveryWorkerOptions, RunSummary } from "./worker.ts";
export type { EnqueueAlertInput } from "../db/contracts/index.ts";
