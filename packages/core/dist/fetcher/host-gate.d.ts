import type { Clock } from "./clock.ts";
/**
 * Per-host politeness: at most `concurrency` requests in flight and request starts at least
 * `interval_ms` apart. One gate per host, shared by every source using the fetcher.
 */
export declare class HostGate {
    private active;
    private next_start;
    private readonly waiters;
    private readonly clock;
    private readonly concurrency;
    interval_ms: number;
    constructor(clock: Clock, concurrency: number, interval_ms: number);
    /** Waits for a slot and the host's spacing; call `release` when the request ends. */
    acquire(signal?: AbortSignal): Promise<void>;
    release(): void;
}
