/**
 * Errors of the notify module, named for what the outbox does next: every one carries a
 * stable `code` and says whether a later attempt can succeed (`retryable`).
 */

/** Stable codes of notify failures. */
export type NotifyErrorCode =
  | "invalid_destination"
  | "blocked_destination"
  | "too_many_redirects"
  | "timeout"
  | "network_error"
  | "smtp_error"
  | "not_configured"
  | "secret_error";

/** Base class: messages start with `[notify]`, never contain a notify_url or token. */
export class NotifyError extends Error {
  readonly code: NotifyErrorCode;
  readonly retryable: boolean;
  /** Protocol status when there was one (SMTP reply code), else null. */
  readonly status: number | null;

  constructor(
    code: NotifyErrorCode,
    message: string,
    options: { retryable: boolean; status?: number | null; cause?: unknown },
  ) {
    super(`[notify] ${message}`, { cause: options.cause });
    this.name = "NotifyError";
    this.code = code;
    this.retryable = options.retryable;
    this.status = options.status ?? null;
  }
}

/** A notify_url that does not have the documented form for its channel type. */
export class InvalidDestinationError extends NotifyError {
  constructor(message: string) {
    super("invalid_destination", message, { retryable: false });
    this.name = "InvalidDestinationError";
  }
}

/** A destination the SSRF guard refuses (private, loopback, metadata, ...). */
export class BlockedDestinationError extends NotifyError {
  /** Why it was refused, e.g. `loopback`, `private`, `metadata`. */
  readonly reason: string;
  constructor(reason: string, message: string) {
    super("blocked_destination", message, { retryable: false });
    this.name = "BlockedDestinationError";
    this.reason = reason;
  }
}
