/**
 * Reads a Retry-After header: delay seconds or an HTTP date. Returns milliseconds, or null
 * when absent or unreadable.
 *
 * @example
 * parseRetryAfter("120", 0); // 120000
 */
export function parseRetryAfter(value, now) {
    if (!value)
        return null;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const at = Date.parse(trimmed);
    return Number.isNaN(at) ? null : Math.max(0, at - now);
}
/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries
 * from many hunts spread out but never collapse to zero.
 *
 * @example
 * backoffDelay(2, { base_ms: 500, max_ms: 30_000 }, () => 0.5); // 1500
 */
export function backoffDelay(attempt, limits, random) {
    const step = Math.min(limits.max_ms, limits.base_ms * 2 ** attempt);
    return Math.round(step / 2 + (step / 2) * random());
}
/** Statuses worth retrying: throttling and transient server trouble. */
export const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
