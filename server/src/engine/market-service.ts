import { createMarket, DAY_MS, DEFAULT_WINDOW_DAYS, type CohortNeed, type CohortSlice, type Market, type MarketView, type PriceObservationInput, type SliceOptions, type Stratum } from "@rackhunt/core";
import type { Clock } from "../clock.ts";
import type { ObservationRow, ObservationsRepo } from "../db/contracts/index.ts";

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
    close_ratio: o.close_ratio ?? null,
    spotted_hours: o.spotted_hours ?? null,
  };
}

interface Held {
  market: Market;
  /** Observations from this instant on are held. */
  since: number;
  usedAt: number;
}

/** What the market service has read from the database since it started (benchmarks, tests). */
export interface MarketLoads {
  /** Component windows read from the database (each holds every stratum of one variant). */
  windows: number;
  /** Queries those reads took (one per distinct starting instant of a prepare). */
  queries: number;
}

/**
 * The market benchmarks are judged against, read from the database: each component's window (90
 * days, or what a plan asks) is loaded the first time it is needed and kept; rows any process or
 * server stores afterwards (scans, workers, `rackhunt import`) arrive through the observations
 * feed before the next prepare and are added to the components held. Nothing else is in memory,
 * so the footprint follows the number of variants asked about and the window, not the history
 * stored, and every server computes the same benchmarks from the same rows.
 *
 * The core's judgement is synchronous and the database is not, so a caller first says what it
 * will read — the cohorts of a judgement plan (`prepare`), or every component observed (`prepareObserved`,
 * whole-market answers) — and then reads `market`, a view that only looks things up. A lookup of a
 * window that was not prepared is a bug in the caller and throws.
 */
export async function createMarketService(observations: ObservationsRepo, clock: Clock) {
  const feed = await observations.follow();
  const held = new Map<string, Held>();
  const loads: MarketLoads = { windows: 0, queries: 0 };
  let size = 0;
  /** Components observed in the default window, as of a feed version. */
  let observed: { version: number; ids: string[] } | null = null;

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
      loads.queries++;
      loads.windows += ids.length;
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
  const windowOf = (id: string, now: number, days: number): MarketView => {
    const want = days === Infinity ? Number.NEGATIVE_INFINITY : now - days * DAY_MS;
    const h = held.get(id);
    if (h === undefined || h.since > want) throw new Error(`[market] the window of ${id} was not prepared: prepare the cohorts a lookup reads first`);
    h.usedAt = now;
    return h.market;
  };

  const market: MarketView = {
    get now() {
      return clock.now();
    },
    get size() {
      return size;
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
    auctionCloses(id: string, stratum: Stratum, opts: Omit<SliceOptions, "local_kw"> = {}) {
      const now = opts.now ?? clock.now();
      return windowOf(id, now, opts.window_days ?? DEFAULT_WINDOW_DAYS).auctionCloses(id, stratum, { ...opts, now });
    },
    components(): IterableIterator<string> {
      if (observed === null) throw new Error("[market] the observed components were not prepared: call prepareObserved first");
      return observed.ids[Symbol.iterator]();
    },
  };

  /** Load what `wants` needs after reading what was stored since the last look. */
  const prepareWants = (wants: Map<string, number>): Promise<void> =>
    exclusive(async () => {
      await readFeed();
      await load(wants, clock.now());
    });

  return {
    /** Lookups only; each must have been prepared. Pass `now` explicitly when judging another instant. */
    market,
    /** Read what any process stored since the last look. */
    refresh,
    /**
     * Hold the cohorts a judgement plan names (each from its earliest instant), after reading what
     * was stored since the last look; lookups of them then need no database.
     * @example await service.prepare(plan.cohorts); judgePlan(plan, service.market)
     */
    async prepare(cohorts: Iterable<CohortNeed>): Promise<void> {
      const wants = new Map<string, number>();
      for (const c of cohorts) wants.set(c.component_id, Math.min(c.from, wants.get(c.component_id) ?? Infinity));
      await prepareWants(wants);
    },
    /**
     * Hold whole variants (every stratum) from `since` on (-Infinity: all their history), for
     * answers about a variant: its public page, its paid benchmark, its market report.
     */
    async prepareVariants(ids: Iterable<string>, since: number): Promise<void> {
      const wants = new Map<string, number>();
      for (const id of ids) wants.set(id, since);
      await prepareWants(wants);
    },
    /**
     * Hold every component observed in the default window from `since` on (and let
     * `market.components()` list them), for answers about the whole market: the paid catalog.
     */
    async prepareObserved(since: number): Promise<void> {
      const now = clock.now();
      await refresh();
      if (observed?.version !== feed.version) observed = { version: feed.version, ids: await observations.componentsSince(now - DEFAULT_WINDOW_DAYS * DAY_MS) };
      const wants = new Map<string, number>();
      for (const id of observed.ids) wants.set(id, since);
      await prepareWants(wants);
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
    /** What was read from the database so far (benchmarks count loads per scan from it). */
    get loads(): Readonly<MarketLoads> {
      return { ...loads };
    },
  };
}
export type MarketService = Awaited<ReturnType<typeof createMarketService>>;
