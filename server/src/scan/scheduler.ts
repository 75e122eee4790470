import type { Clock } from "../clock.ts";
import type { Repos } from "../db/contracts/index.ts";
import type { Logger } from "../http/logger.ts";
import type { Scanner } from "./scanner.ts";
import type { SoldComps } from "./sold-comps.ts";

export interface SchedulerOptions {
  /** Identity of this worker in leases. */
  owner: string;
  /** Hunts leased per tick. */
  batchSize: number;
  /** A lease not finished within this is taken over by another worker (a crashed scan is retried). */
  leaseMs: number;
  /** Pause between ticks when idle. */
  idleMs: number;
}

export const DEFAULT_SCHEDULER: Omit<SchedulerOptions, "owner"> = { batchSize: 50, leaseMs: 10 * 60_000, idleMs: 15_000 };
/** Sold-comparable fetches run per tick, before the due hunts. */
const SOLD_PER_TICK = 5;

/**
 * Runs due hunts: lease a batch with one conditional UPDATE, scan it, repeat. Leases live in the
 * database, never in memory, so any number of workers (and restarts) share the work safely.
 */
export function createScheduler(deps: { repos: Repos; scanner: Scanner; clock: Clock; logger: Logger; soldComps?: SoldComps }, opts: SchedulerOptions) {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<number> | null = null;

  /** Run due sold comparables, then lease and scan one batch; resolves with the work done. */
  async function tick(): Promise<number> {
    const sold = await (deps.soldComps?.runDue(SOLD_PER_TICK) ?? Promise.resolve([])).catch((err: unknown) => {
      deps.logger.error("sold comparables failed", { owner: opts.owner, error: String(err) });
      return [];
    });
    const leased = await deps.repos.hunts.leaseDue(opts.owner, deps.clock.now(), opts.batchSize, opts.leaseMs);
    if (leased.length === 0) return sold.length;
    try {
      await deps.scanner.scan(leased);
    } catch (err) {
      // Leases expire on their own; the batch is retried after leaseMs.
      deps.logger.error("scheduled scan failed", { owner: opts.owner, hunts: leased.length, error: String(err) });
    }
    return leased.length + sold.length;
  }

  async function loop(): Promise<void> {
    if (!running) return;
    current = tick();
    const n = await current.catch(() => 0);
    current = null;
    if (running) timer = setTimeout(loop, n > 0 ? 0 : opts.idleMs);
  }

  return {
    tick,
    start(): void {
      if (running) return;
      running = true;
      void loop();
    },
    async stop(): Promise<void> {
      running = false;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
