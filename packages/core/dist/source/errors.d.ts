/**
 * Errors named for what the engine does next, so a host never has to guess from a message:
 * retry later (transient), skip this source for this run (it will not work by retrying now),
 * or stop the whole scan (the host itself is misconfigured or was cancelled).
 */
/** What the host should do after an error. */
export declare const ERROR_OUTCOMES: readonly ["retry_later", "skip_source", "stop"];
export type ErrorOutcome = (typeof ERROR_OUTCOMES)[number];
/** Options every source error takes; `part` prefixes the message (`[forum] ...`). */
export interface SourceErrorOptions {
    part: string;
    cause?: unknown;
    url?: string | null;
}
/** Base class: a stable snake_case `code`, the `outcome`, and the part that raised it. */
export declare abstract class SourceError extends Error {
    abstract readonly outcome: ErrorOutcome;
    readonly code: string;
    readonly part: string;
    readonly url: string | null;
    constructor(code: string, message: string, options: SourceErrorOptions);
}
/**
 * Transient: the site was busy, slow or cut the body short. Try again on a later run;
 * `retry_after_ms` is the site's own hint when it gave one.
 *
 * @example
 * throw new RetryLaterError("rate_limited", "429 from host", { part: "fetcher", retry_after_ms: 120_000 });
 */
export declare class RetryLaterError extends SourceError {
    readonly outcome: "retry_later";
    readonly retry_after_ms: number | null;
    constructor(code: string, message: string, options: SourceErrorOptions & {
        retry_after_ms?: number | null;
    });
}
/**
 * This source cannot be read on this run (robots.txt forbids it, 403/404, page too large,
 * a parser that does not understand the page). Other sources carry on.
 *
 * @example
 * throw new SkipSourceError("robots_disallowed", "robots.txt disallows /search", { part: "fetcher" });
 */
export declare class SkipSourceError extends SourceError {
    readonly outcome: "skip_source";
}
/**
 * The scan as a whole must stop: invalid configuration or the host cancelled the run.
 *
 * @example
 * throw new StopError("invalid_options", "base_url is not a URL", { part: "auction" });
 */
export declare class StopError extends SourceError {
    readonly outcome: "stop";
}
/** A plain, serialisable account of an error for results and logs. */
export interface ErrorSummary {
    code: string;
    outcome: ErrorOutcome;
    message: string;
    url: string | null;
    retry_after_ms: number | null;
}
/**
 * Turns any thrown value into a SourceError; unknown errors become `skip_source` with code
 * `unexpected_error`, because an unexplained failure in one source must not stop the others.
 *
 * @example
 * const err = toSourceError(new TypeError("boom"), "forum"); // SkipSourceError, code "unexpected_error"
 */
export declare function toSourceError(error: unknown, part: string, url?: string | null): SourceError;
/**
 * Summarises a SourceError for a result object.
 *
 * @example
 * summarizeError(new StopError("aborted", "cancelled", { part: "fetcher" })).outcome; // "stop"
 */
export declare function summarizeError(error: SourceError): ErrorSummary;
