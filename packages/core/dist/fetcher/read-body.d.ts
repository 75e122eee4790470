/** How reading a body ended. */
export type BodyOutcome = {
    kind: "ok";
    text: string;
    bytes: number;
} | {
    kind: "too_large";
    bytes: number;
} | {
    kind: "truncated";
    bytes: number;
    expected: number | null;
    cause: unknown;
};
/**
 * Streams a response body, cancelling as soon as it passes `max_bytes` so a huge page never
 * sits in memory. A stream that errors or ends short of Content-Length is `truncated`.
 * Aborts (timeouts) are rethrown for the caller to classify.
 *
 * @example
 * const out = await readCapped(await fetch(url), 5_000_000, signal);
 */
export declare function readCapped(response: Response, max_bytes: number, signal?: AbortSignal): Promise<BodyOutcome>;
