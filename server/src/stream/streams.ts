import { backoffDelay, readNewest, type Fetcher, type Source } from "@rackhunt/core";
import type { Clock } from "../clock.ts";
import type { Repos } from "../db/contracts/index.ts";
import type { Logger } from "../http/logger.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { HuntsInPlay } from "./hunts-in-play.ts";
import { matchNewItems, type MatchDeps } from "./match-new.ts";

/** A failing stream waits its cadence, doubling per consecutive failure, up to an hour. */
const MAX_BACKOFF_MS = 3_600_000;
/** Newest-items pages followed back per request before giving up reaching the cursor. */
const MAX_PAGES = 20;

export interface StreamsDeps extends MatchDeps {
  sources: readonly Source[];
  /** Each streamed source's cadence (ms): streamCadences(). */
  cadences: ReadonlyMap<string, number>;
  fetcher: Fetcher;
  hunts: HuntsInPlay;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
  /** Identity of this process in the readers' leases. */
  owner: string;
  /** Called after a read fired alerts (they are in the outbox): wakes the delivery worker. */
  onAlerts?: () => void;
  /** How long a reader's lease lasts without renewal (default: twice the cadence plus 30 s). */
  leaseMs?: (cadenceMs: number) => number;
}

/** What one read of one source did. */
export interface StreamTick {
  source: string;
  /** False when another process holds the source's lease, or its next read is not due. */
  read: boolean;
  items: number;
  malformed: number;
  alerts: number;
  failure: string | null;
  /** Milliseconds until this source should be looked at again. */
  wait: number;
}

/**
 * The streams: each streamed source read on its own cadence, once for all hunts. A read claims the
 * source's lease in the database (one reader per source across every process on it; a lease not
 * renewed is taken over), reads its newest items back to the stored cursor through the polite
 * fetcher (robots.txt, per-host limits, conditional requests), judges and matches what is new,
 * and only then stores the moved cursor, so a crash re-reads instead of losing. A failing read
 * (an error answer, a page the source does not recognise) keeps the cursor, marks the source
 * failing with the reason and backs off.
 */
export function createStreams(deps: StreamsDeps) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<unknown>>();
  let stopped = true;
  let wake = deps.onAlerts;
  const leaseFor = deps.leaseMs ?? ((cadence: number) => cadence * 2 + 30_000);

  async function tick(source: Source): Promise<StreamTick> {
    const cadence = deps.cadences.get(source.name)!;
    const now = deps.clock.now();
    const base: StreamTick = { source: source.name, read: false, items: 0, malformed: 0, alerts: 0, failure: null, wait: cadence };
    const row = await deps.repos.stream.claim(source.name, deps.owner, now, leaseFor(cadence));
    if (!row) return base;
    if (row.next_read_at > now) return { ...base, wait: row.next_read_at - now };
    const hunts = await deps.hunts.forSource(source.name, now);
    // No streamed hunt reads this source: it is not polled (a fresh install, or one whose hunts
    // are all paused or on tiers without the stream, sends no traffic between its hunts' searches).
    if (hunts.rows.length === 0) return base;
    const read = await readNewest(source, row.cursor, deps.fetcher, { queries: hunts.queries.map((keywords) => ({ keywords })), max_pages: MAX_PAGES });
    let alerts = 0;
    if (read.items.length > 0) {
      const matched = await matchNewItems(deps, read.items, hunts, deps.clock.now());
      alerts = matched.alerts.length;
      if (alerts > 0) wake?.();
    }
    const failures = read.failure ? row.failures + 1 : 0;
    const wait = read.failure ? backoffDelay(failures - 1, { base_ms: cadence, max_ms: Math.max(cadence, MAX_BACKOFF_MS) }, Math.random, read.failure.retry_after_ms) : cadence;
    const at = deps.clock.now();
    await deps.repos.stream.saveRead(source.name, deps.owner, { cursor: read.cursor, failure: read.failure?.message ?? null, failures, next_read_at: at + wait, last_read_at: at, items: read.items.length, malformed: read.malformed });
    deps.metrics?.streamRead(source.name, read.failure ? "failing" : "ok", read.items.length, read.malformed);
    if (read.failure) deps.logger.warn("stream failing", { source: source.name, error: read.failure.message, failures, retry_in_ms: wait });
    if (read.gaps.length) deps.logger.warn("stream read ran out of pages before its cursor", { source: source.name, requests: read.gaps });
    if (read.malformed) deps.logger.warn("stream skipped malformed items", { source: source.name, malformed: read.malformed, first_issue: read.malformed_issue });
    return { source: source.name, read: true, items: read.items.length, malformed: read.malformed, alerts, failure: read.failure?.message ?? null, wait };
  }

  function schedule(source: Source, wait: number): void {
    if (stopped) return;
    timers.set(source.name, setTimeout(() => void loop(source), Math.max(0, wait)));
  }

  async function loop(source: Source): Promise<void> {
    if (stopped) return;
    const run = tick(source).catch((err: unknown) => {
      deps.logger.error("stream read failed", { source: source.name, error: String((err as Error)?.message ?? err) });
      return { wait: deps.cadences.get(source.name)! } as StreamTick;
    });
    running.add(run);
    const { wait } = await run;
    running.delete(run);
    schedule(source, wait);
  }

  const streamed = deps.sources.filter((s) => deps.cadences.has(s.name));
  return {
    /** The sources that are streamed, with their cadence in ms. */
    streamed: streamed.map((s) => ({ source: s.name, cadence_ms: deps.cadences.get(s.name)! })),
    /** Who to wake when a read fired alerts (the delivery worker). */
    onAlerts(fn: () => void): void {
      wake = fn;
    },
    /** Read one source now if it is due and this process may (tests, the CLI). */
    tick: (name: string) => tick(streamed.find((s) => s.name === name)!),
    start(): void {
      if (!stopped) return;
      stopped = false;
      for (const source of streamed) void loop(source);
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.all(running);
      // Hand the sources over at once rather than when the leases run out.
      for (const source of streamed) await deps.repos.stream.release(source.name, deps.owner).catch(() => {});
    },
  };
}
export type Streams = ReturnType<typeof createStreams>;
