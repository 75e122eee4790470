import { createMarket, DAY_MS, DEFAULT_WINDOW_DAYS, type CohortSlice, type Market, type PriceObservationInput, type SliceOptions, type Stratum } from "@rackhunt/core";
import type { Clock } from "../clock.ts";
import type { ObservationRow, ObservationsRepo } from "../db/repos/observations.ts";

/** Components whose window is held at most; the least recently used is dropped past it. */
export const MARKET_MAX_COMPONENTS = 20_000;
/** A component's window is read again once it was loaded this many windows ago (old rows dropped). */
const RELOAD_AFTER_WINDOWS = 2;

/** A stored observation in the core's shape; rows without a source get one. */
export function toPriceObservation(o: ObservationRow): PriceObservationInput {
  return {
    component_id: o.component_id,
    price: o.price,
    observed_at: o.observed_at,
    source: o.source ?? "import",
    condition: (o.condition as PriceObservationInput["condition"]) ?? "used",
    location: o.location,
    listing_id: o.listing_id,
    kind: o.kind === "asking" ? "asking" : "sold",
  };
}

interface Held {
  market: Market;
  /** Observations from this instant on are held. */
  since: number;
  usedAt: number;
}

/**
 * The market benchmarks are judged against, read from the database: each component's window (90
 * days, or what a request asks) is loaded the first time it is asked for and kept; rows any process
 * stores afterwards (this server's scans, a worker, `rackhunt import`) are read by row id before the
 * next lookup and added to the components held. Nothing else is in memory, so the footprint
 * follows the number of variants asked about and the window, not the history stored.
 */
export function createMarketService(observations: ObservationsRepo, clock: Clock) {
  const held = new Map<string, Held>();
  let watermark = observations.maxId();
  let seenVersion = observations.dataVersion();
  let seenOwn = observations.ownWrites();
  let size = 0;

  /**
   * Read rows stored since the last look, into the components held. Every lookup does this, so a
   * row stored by any process is in the very next benchmark. Whether there can be anything new is
   * asked first: this connection's own writes are counted, and another process's commit moves
   * SQLite's data_version (one pragma, asked once per synchronous run: an evaluation looks up
   * several slices at once).
   */
  let versionAskedThisTurn = false;
  const refresh = (): void => {
    let moved = observations.ownWrites() !== seenOwn;
    if (!versionAskedThisTurn) {
      versionAskedThisTurn = true;
      queueMicrotask(() => {
        versionAskedThisTurn = false;
      });
      moved ||= observations.dataVersion() !== seenVersion;
    }
    if (moved) readNew();
  };
  /** Read the rows after the watermark, whatever the stamps say. */
  const readNew = (): void => {
    seenVersion = observations.dataVersion();
    seenOwn = observations.ownWrites();
    const fresh = observations.after(watermark);
    if (fresh.length === 0) return;
    watermark = fresh[fresh.length - 1]!.id;
    for (const o of fresh) {
      const h = held.get(o.component_id);
      if (h && o.observed_at >= h.since && o.price > 0) {
        h.market.add([toPriceObservation(o)]);
        size++;
      }
    }
  };

  /** The held window of a component covering `days` before `now`, loading it when needed. */
  const windowOf = (id: string, now: number, days: number): Market => {
    refresh();
    const want = days === Infinity ? Number.NEGATIVE_INFINITY : now - days * DAY_MS;
    let h = held.get(id);
    const stale = h !== undefined && want - h.since > RELOAD_AFTER_WINDOWS * days * DAY_MS;
    if (h === undefined || h.since > want || stale) {
      // The window is read up to the watermark just reached; later rows come by refresh.
      if (h) size -= h.market.size;
      const rows = observations.window(id, want, watermark).filter((o) => o.price > 0).map(toPriceObservation);
      h = { market: createMarket(rows, { now }), since: want, usedAt: now };
      held.set(id, h);
      size += rows.length;
      if (held.size > MARKET_MAX_COMPONENTS) evictOldest();
    }
    h.usedAt = now;
    return h.market;
  };

  const evictOldest = (): void => {
    let oldest: string | null = null;
    let at = Infinity;
    for (const [id, h] of held) if (h.usedAt < at) [oldest, at] = [id, h.usedAt];
    if (oldest !== null) {
      size -= held.get(oldest)!.market.size;
      held.delete(oldest);
    }
  };

  const market: Market = {
    get now() {
      return clock.now();
    },
    get size() {
      return size;
    },
    /** The rows are in the database already: read them now (the argument is not needed). */
    add(_observations: Iterable<PriceObservationInput>): void {
      readNew();
    },
    has: (id) => windowOf(id, clock.now(), DEFAULT_WINDOW_DAYS).size > 0,
    slice(id: string, stratum: Stratum, opts: SliceOptions = {}): CohortSlice {
      const now = opts.now ?? clock.now();
      return windowOf(id, now, opts.window_days ?? DEFAULT_WINDOW_DAYS).slice(id, stratum, { ...opts, now });
    },
    prices(id: string, stratum: Stratum, opts: SliceOptions = {}): Float64Array {
      const now = opts.now ?? clock.now();
      return windowOf(id, now, opts.window_days ?? DEFAULT_WINDOW_DAYS).prices(id, stratum, { ...opts, now });
    },
    components(): IterableIterator<string> {
      return observations.componentsSince(clock.now() - DEFAULT_WINDOW_DAYS * DAY_MS)[Symbol.iterator]();
    },
  };

  return {
    /** The market; lookups should pass `now` explicitly when judging another instant. */
    market,
    /** Read what any process stored since the last lookup. */
    refresh: readNew,
    /** The newest observation row read: grows whenever anything is stored (a cache key for whole-market answers). */
    get version(): number {
      refresh();
      return watermark;
    },
    /** Components whose window is held (for tests and the footprint benchmark). */
    get held(): number {
      return held.size;
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
