import type { Clock } from "./clock.ts";

// Own code, not p-queue/bottleneck: they time by Date.now/setTimeout (no injected Clock), fix the interval at construction (Crawl-delay raises it later), and p-queue 10 needs Node 22.
/**
 * Per-host politeness: at most `concurrency` requests in flight and request starts at least
 * `interval_ms` apart. One gate per host, shared by every source using the fetcher.
 */
export class HostGate {
  private active = 0;
  private next_start = 0;
  private readonly waiters: Array<() => void> = [];

  private readonly clock: Clock;
  private readonly concurrency: number;
  interval_ms: number;

  constructor(clock: Clock, concurrency: number, interval_ms: number) {
    this.clock = clock;
    this.concurrency = concurrency;
    this.interval_ms = interval_ms;
  }

  /** Waits for a slot and the host's spacing; call `release` when the request ends. */
  async acquire(signal?: AbortSignal): Promise<void> {
    while (this.active >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
      signal?.throwIfAborted();
    }
    this.active++;
    const now = this.clock.now();
    const wait = Math.max(0, this.next_start - now);
    this.next_start = Math.max(now, this.next_start) + this.interval_ms;
    if (wait > 0) {
      try {
        await this.clock.sleep(wait, signal);
      } catch (error) {
        this.release();
        throw error;
      }
    }
  }

  release(): void {
    this.active--;
    this.waiters.shift()?.();
  }
}
