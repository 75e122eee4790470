/**
 * Reads a Retry-After header: delay seconds or an HTTP date. Returns milliseconds, or null
 * when absent or unreadable.
 *
 * @example
 * parseRetryAfter("120", 0); // 120000
 */
export declare function parseRetryAfter(value: string | null, now: number): number | null;
/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries
 * from many hunts spread out but never collapse to zero.
 *
 * @example
 * backoffDelay(2, { base_ms: 500, max_ms: 30_000 }, () => 0.5); // 1500
 */
export declare function backoffDelay(attempt: number, limits: {
    base_ms: number;
    max_ms: number;
}, random: () => number): number;
/** Statuses worth retrying: throttling and transient server trouble. */
export declare const RETRYABLE_STATUSES: ReadonlySet<number>;
