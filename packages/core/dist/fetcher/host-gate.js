/**
 * Per-host politeness: at most `concurrency` requests in flight and request starts at least
 * `interval_ms` apart. One gate per host, shared by every source using the fetcher.
 */
export class HostGate {
    active = 0;
    next_start = 0;
    waiters = [];
    clock;
    concurrency;
    interval_ms;
    constructor(clock, concurrency, interval_ms) {
        this.clock = clock;
        this.concurrency = concurrency;
        this.interval_ms = interval_ms;
    }
    /** Waits for a slot and the host's spacing; call `release` when the request ends. */
    async acquire(signal) {
        while (this.active >= this.concurrency) {
            await new Promise((resolve) => this.waiters.push(resolve));
            signal?.throwIfAborted();
        }
        this.active++;
        const now = this.clock.now();
        const wait = Math.max(0, this.next_start - now);
        this.next_start = Math.max(now, this.next_start) + this.interval_ms;
        if (wait > 0) {
            try {
                await this.clock.sleep(wait, signal);
            }
            catch (error) {
                this.release();
                throw error;
            }
        }
    }
    release() {
        this.active--;
        this.waiters.shift()?.();
    }
}
