import { createMarket, DAY_MS, DEFAULT_WINDOW_DAYS, type CohortSlice, type Market, type PriceObservationInput, type SliceOptions, type Stratum } from "@rackhunt/core";
import type { Clock } from "../clock.ts";
import type { ObservationRow, ObservationsRepo } from "../db/contracts/index.ts";

/** Components whose window is held at most; the least recently used is dropped past it. */
export const MARKET_MAX_COMPONENTS = 20_000;
/** A component's window is read again once it was loaded this many windows ago (old rows dropped). */
const RELOAD_AFTER_WINDOWS = 2;
/** Lookups a `read` may retry after loading what they missed (each pass loads every window it lacked). */
const MAX_READ_PASSES = 8;

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

const EMPTY = createMarket([], { now: 0 });

/**
 * The market benchmarks are judged against, read from the database: each component's window (90
 * days, or what a request asks) is loaded the first time it is asked for and kept; rows any
 * process or server stores afterwards (scans, workers, `rackhunt import`) arrive through the
 * observations feed before the next lookup and are added to the components held. Nothing else is
 * in memory, so the footprint follows the number of variants asked about and the window, not the
 * history stored, and every server computes the same benchmarks from the same rows.
 *
 * The core's Market is synchronous and the database is not, so windows are loaded before the
 * lookups run: `prepare` when the caller knows the components (a scan), `read` when it does not
 * (evaluate, public prices): `read` runs its function, loads the windows it asked for and did
 * not have, and runs it again.
 */
export async function createMarketService(observations: ObservationsRepo, clock: Clock) {
  const feed = await observations.follow();
  const held = new Map<string, Held>();
  let size = 0;
  /** Inside `read`: windows looked up but not held (id → earliest instant wanted). */
  let missing: Map<string, number> | null = null;
  /** Components observed in the default window, as of a feed version. */
  let observed: { version: number; ids: string[] } | null = null;
  let wantsObserved = false;

  // Reading the feed and loading windows take turns: a window read while the feed's cut moves
  // would miss the rows in between, and two loads of one component would race to replace it.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => {});
    return run;
  };

  /** Read rows stored since the last look into the components held (call inside `exclusive`). */
  const readFeed = async (): Promise<void> => {
    for (const o of await feed.next()) {
      const h = held.get(o.component_id);
      if (h && o.observed_at >= h.since && o.price > 0) {
        h.market.add([toPriceObservation(o)]);
        size++;
      }
    }
  };

  const refresh = (): Promise<void> => exclusive(readFeed);

  /**
   * Load the windows of `wants` (id → earliest instant wanted) that are not held back that far
   * (call inside `exclusive`). A window loaded long ago is read again, shorter: it keeps one
   * window more than asked, so a lookup prepared a moment earlier still finds its rows.
   */
  const load = async (wants: Map<string, number>, now: number): Promise<void> => {
    const bySince = new Map<number, string[]>();
    for (const [id, want] of wants) {
      const h = held.get(id);
      const stale = h !== undefined && want - h.since > RELOAD_AFTER_WINDOWS * DEFAULT_WINDOW_DAYS * DAY_MS;
      if (h !== undefined && h.since <= want && !stale) {
        h.usedAt = now;
        continue;
      }
      const since = stale ? want - DEFAULT_WINDOW_DAYS * DAY_MS : want;
      bySince.set(since, [...(bySince.get(since) ?? []), id]);
    }
    for (const [since, ids] of bySince) {
      const windows = await feed.windows(ids, since);
      for (const id of ids) {
        const rows = (windows.get(id) ?? []).filter((o) => o.price > 0).map(toPriceObservation);
        const before = held.get(id);
        if (before) size -= before.market.size;
        held.set(id, { market: createMarket(rows, { now }), since, usedAt: now });
        size += rows.length;
      }
    }
    while (held.size > MARKET_MAX_COMPONENTS) evictOldest();
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

  /** The held window of a component covering `days` before `now`. */
  const windowOf = (id: string, now: number, days: number): Market => {
    const want = days === Infinity ? Number.NEGATIVE_INFINITY : now - days * DAY_MS;
    const h = held.get(id);
    if (h === undefined || h.since > want) {
      if (missing) {
        missing.set(id, Math.min(want, missing.get(id) ?? Infinity));
        return EMPTY;
      }
      throw new Error(`[market] the window of ${id} was not loaded: prepare it, or look it up inside market.read()`);
    }
    h.usedAt = now;
    return h.market;
  };

  const market: Market = {
    get now() {
      return clock.now();
    },
    get size() {
      return size;
    },
    /** The rows are in the database already: they arrive through the feed. */
    add(_observations: Iterable<PriceObservationInput>): void {},
    // While a read is collecting what it lacks, a missing component counts as present, so the
    // lookups that would follow are made (and their windows collected) in the same pass.
    has: (id) => {
      const w = windowOf(id, clock.now(), DEFAULT_WINDOW_DAYS);
      return w.size > 0 || (w === EMPTY && missing !== null);
    },
    slice(id: string, stratum: Stratum, opts: SliceOptions = {}): CohortSlice {
      const now = opts.now ?? clock.now();
      return windowOf(id, now, opts.window_days ?? DEFAULT_WINDOW_DAYS).slice(id, stratum, { ...opts, now });
    },
    prices(id: string, stratum: Stratum, opts: SliceOptions = {}): Float64Array {
      const now = opts.now ?? clock.now();
      return windowOf(id, now, opts.window_days ?? DEFAULT_WINDOW_DAYS).prices(id, stratum, { ...opts, now });
    },
    components(): IterableIterator<string> {
      if (missing && observed?.version !== feed.version) wantsObserved = true;
      return (observed?.ids ?? [])[Symbol.iterator]();
    },
  };

  return {
    /** The market; lookups must be prepared or run inside `read`, and should pass `now` explicitly when judging another instant. */
    market,
    /** Read what any process stored since the last look. */
    refresh,
    /**
     * Make sure the windows of these components reaching back to `since` are held, after
     * reading what was stored since the last look. Lookups of them then need no `read`.
     */
    async prepare(ids: Iterable<string>, since: number): Promise<void> {
      const wants = new Map<string, number>();
      for (const id of ids) wants.set(id, since);
      await exclusive(async () => {
        await readFeed();
        await load(wants, clock.now());
      });
    },
    /**
     * Run `lookups` (synchronous calls on `market`) against the database's current windows:
     * what was stored since the last look is read first; windows it asked for and did not have
     * are loaded and it runs again, until it asked for nothing new.
     */
    async read<T>(lookups: () => T): Promise<T> {
      await refresh();
      for (let pass = 1; ; pass++) {
        const needs = new Map<string, number>();
        missing = needs;
        wantsObserved = false;
        let out: T;
        try {
          out = lookups();
        } finally {
          missing = null;
        }
        if (needs.size === 0 && !wantsObserved) return out;
        if (pass >= MAX_READ_PASSES) throw new Error(`[market] lookups still missing ${needs.size} windows after ${pass} passes`);
        if (wantsObserved) observed = { version: feed.version, ids: await observations.componentsSince(clock.now() - DEFAULT_WINDOW_DAYS * DAY_MS) };
        await exclusive(() => load(needs, clock.now()));
      }
    },
    /** Grows whenever anything is stored (a cache key for whole-market answers); reads the feed first. */
    async version(): Promise<number> {
      await refresh();
      return feed.version;
    },
    /** Components whose window is held (for tests and the footprint benchmark). */
    get held(): number {
      return held.size;
    },
  };
}
export type MarketService = Awaited<ReturnType<typeof createMarketService>>;
