/** Time as the fetcher sees it; tests inject a fake one to run backoffs instantly. */
export interface Clock {
    now(): number;
    /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
    sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
/**
 * The real clock, on the web-standard timers.
 *
 * @example
 * await systemClock.sleep(10);
 */
export declare const systemClock: Clock;
