import type { PriceObservationInput, Stratum } from "../schemas/pricing.ts";
import { DAY_MS, DEFAULT_WINDOW_DAYS } from "./constants.ts";
import { locationMatches } from "./location.ts";
import { lowerBound } from "./stats.ts";
import { stratumOf } from "./strata.ts";

/** Observations of one component and stratum: growable parallel typed arrays kept in time order. */
interface Series {
  times: Float64Array;
  prices: Float64Array;
  sources: Int32Array;
  locations: Int32Array;
  /** KIND_SOLD or KIND_ASKING per observation. */
  kinds: Uint8Array;
  length: number;
  sorted: boolean;
}

/**
 * Observations of one cohort, parallel arrays in time order; sources are indices into
 * `source_names`. Without a location filter these are views of the market's storage: read them,
 * never write to them.
 */
export interface CohortSlice {
  readonly times: Float64Array;
  readonly prices: Float64Array;
  readonly sources: Int32Array;
  /** KIND_SOLD or KIND_ASKING per observation. */
  readonly kinds: Uint8Array;
  readonly source_names: readonly string[];
}

/** A sold auction of a cohort seen while open: how far it rose from then, and the hours it had left. */
export interface AuctionClose {
  readonly close_ratio: number;
  readonly spotted_hours: number;
}

/** The kinds of a slice's `kinds` array. */
export const KIND_SOLD = 0;
export const KIND_ASKING = 1;

/** Which slice of a series to read. */
export interface SliceOptions {
  /** Instant the window ends at (inclusive); later observations are ignored. Defaults to the market's now. */
  now?: number;
  /** Window length; `Infinity` reads the whole history. Default 90. */
  window_days?: number;
  /** Location keyword; absent means everywhere. */
  local_kw?: string | null;
}

/**
 * What judging reads of a market: lookups only. A host whose prices live in a database hands the
 * judgement a view of the cohorts it loaded; nothing in judging adds to it.
 */
export interface MarketView {
  /** The instant lookups default to (epoch ms). */
  readonly now: number;
  /** Number of observations held. */
  readonly size: number;
  /** Whether any observation of this component is held. */
  has(component_id: string): boolean;
  /** The cohort of one component and stratum in a window: O(log n) to find, O(cohort) to copy. */
  slice(component_id: string, stratum: Stratum, options?: SliceOptions): CohortSlice;
  /** Only the prices of `slice` (one view instead of three when there is no location filter). */
  prices(component_id: string, stratum: Stratum, options?: SliceOptions): Float64Array;
  /** Component ids held, in insertion order. */
  components(): IterableIterator<string>;
  /** The cohort's sold auctions seen while open (few: kept apart from the price series), in the window. */
  auctionCloses(component_id: string, stratum: Stratum, options?: Omit<SliceOptions, "local_kw">): readonly AuctionClose[];
}

/** An index of price observations by component and condition stratum, each in time order. */
export interface Market extends MarketView {
  /** Adds observations; a late (out-of-order) one makes its series re-sort on the next read. */
  add(observations: Iterable<PriceObservationInput>): void;
}

/**
 * Builds a market index, grouping and time-sorting the observations once.
 * @example
 * const market = createMarket([{component_id: "hdd-x", price: 50, observed_at: "2026-01-01T00:00:00Z",
 *   source: "forum", condition: "used"}], {now: Date.parse("2026-01-10T00:00:00Z")});
 * market.slice("hdd-x", "used").prices // Float64Array [50]
 */
export function createMarket(observations: Iterable<PriceObservationInput>, options: { now: number | Date | string }): Market {
  const now = toMs(options.now);
  const byComponent = new Map<string, Map<Stratum, Series>>();
  // Keyed `component\u0000stratum`; unsorted (read by a scan of a few records).
  const closes = new Map<string, { t: number; close: AuctionClose }[]>();
  const sourceNames: string[] = [];
  const sourceIds = new Map<string, number>();
  const locationNames: string[] = [];
  const locationIds = new Map<string, number>();
  let size = 0;

  const intern = (names: string[], ids: Map<string, number>, name: string): number => {
    let id = ids.get(name);
    if (id === undefined) {
      id = names.length;
      names.push(name);
      ids.set(name, id);
    }
    return id;
  };

  const add = (batch: Iterable<PriceObservationInput>): void => {
    for (const o of batch) {
      let strata = byComponent.get(o.component_id);
      if (!strata) byComponent.set(o.component_id, (strata = new Map()));
      const stratum = stratumOf(o.condition);
      let s = strata.get(stratum);
      if (!s) strata.set(stratum, (s = newSeries(INITIAL_CAPACITY)));
      const t = toMs(o.observed_at);
      if (s.length === s.times.length) grow(s);
      const at = s.length++;
      if (at > 0 && t < s.times[at - 1]) s.sorted = false;
      s.times[at] = t;
      s.prices[at] = o.price;
      s.sources[at] = intern(sourceNames, sourceIds, o.source);
      s.locations[at] = o.location ? intern(locationNames, locationIds, o.location) : -1;
      s.kinds[at] = o.kind === "asking" ? KIND_ASKING : KIND_SOLD;
      if (o.close_ratio != null && o.spotted_hours != null) {
        const key = `${o.component_id}\u0000${stratum}`;
        const list = closes.get(key) ?? [];
        if (list.length === 0) closes.set(key, list);
        list.push({ t, close: { close_ratio: o.close_ratio, spotted_hours: o.spotted_hours } });
      }
      size++;
    }
  };

  // Which interned locations match a keyword, remembered until a new location appears.
  const masks = new Map<string, boolean[]>();
  const locationMask = (kw: string): boolean[] => {
    let mask = masks.get(kw);
    if (!mask || mask.length !== locationNames.length) {
      mask = locationNames.map((name) => locationMatches(name, kw));
      masks.set(kw, mask);
    }
    return mask;
  };

  add(observations);
  for (const strata of byComponent.values()) for (const s of strata.values()) if (!s.sorted) sortSeries(s);

  return {
    now,
    get size() {
      return size;
    },
    add,
    has: (id) => byComponent.has(id),
    components: () => byComponent.keys(),
    auctionCloses(component_id, stratum, opts = {}) {
      const list = closes.get(`${component_id}\u0000${stratum}`);
      if (!list) return [];
      const end = opts.now ?? now;
      const days = opts.window_days ?? DEFAULT_WINDOW_DAYS;
      return list.filter((c) => c.t <= end && (days === Infinity || c.t >= end - days * DAY_MS)).map((c) => c.close);
    },
    prices(component_id, stratum, opts = {}) {
      const s = byComponent.get(component_id)?.get(stratum);
      if (!s || opts.local_kw) return this.slice(component_id, stratum, opts).prices;
      const [from, to] = windowOf(s, opts.now ?? now, opts.window_days);
      return s.prices.subarray(from, to);
    },
    slice(component_id, stratum, opts = {}) {
      const s = byComponent.get(component_id)?.get(stratum);
      if (!s) return { times: new Float64Array(0), prices: new Float64Array(0), sources: new Int32Array(0), kinds: new Uint8Array(0), source_names: sourceNames };
      const [from, to] = windowOf(s, opts.now ?? now, opts.window_days);
      const kw = opts.local_kw;
      if (!kw) {
        return { times: s.times.subarray(from, to), prices: s.prices.subarray(from, to), sources: s.sources.subarray(from, to), kinds: s.kinds.subarray(from, to), source_names: sourceNames };
      }
      const wanted = locationMask(kw);
      const keep: number[] = [];
      for (let i = from; i < to; i++) if (s.locations[i] >= 0 && wanted[s.locations[i]]) keep.push(i);
      const out = newSeries(keep.length);
      keep.forEach((idx, n) => {
        out.times[n] = s.times[idx];
        out.prices[n] = s.prices[idx];
        out.sources[n] = s.sources[idx];
        out.kinds[n] = s.kinds[idx];
      });
      return { times: out.times, prices: out.prices, sources: out.sources, kinds: out.kinds, source_names: sourceNames };
    },
  };
}

/**
 * Epoch milliseconds of a Date, an RFC 3339 string or a number (returned as is).
 * @example toMs("1970-01-02T00:00:00Z") // 86400000
 */
export function toMs(at: number | Date | string): number {
  if (typeof at === "number") return at;
  if (at instanceof Date) return at.getTime();
  return Date.parse(at);
}

// --- Internal helpers ---

const INITIAL_CAPACITY = 16;

function newSeries(capacity: number): Series {
  return {
    times: new Float64Array(capacity),
    prices: new Float64Array(capacity),
    sources: new Int32Array(capacity),
    locations: new Int32Array(capacity),
    kinds: new Uint8Array(capacity),
    length: 0,
    sorted: true,
  };
}

function grow(s: Series): void {
  const bigger = newSeries(s.times.length * 2);
  bigger.times.set(s.times);
  bigger.prices.set(s.prices);
  bigger.sources.set(s.sources);
  bigger.locations.set(s.locations);
  bigger.kinds.set(s.kinds);
  s.times = bigger.times;
  s.prices = bigger.prices;
  s.sources = bigger.sources;
  s.locations = bigger.locations;
  s.kinds = bigger.kinds;
}

/** Index range [from, to) of a series' observations in [end − days, end], sorting it first if needed. */
function windowOf(s: Series, end: number, days: number = DEFAULT_WINDOW_DAYS): [number, number] {
  if (!s.sorted) sortSeries(s);
  const to = upperBound(s.times, s.length, end);
  return [days === Infinity ? 0 : lowerBound(s.times, end - days * DAY_MS, to), to];
}

/** First index in [0, length) whose value is > `value`. */
function upperBound(sorted: ArrayLike<number>, length: number, value: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorts by time (stable) into new arrays, so views handed out earlier stay as they were. */
function sortSeries(s: Series): void {
  const order = Array.from({ length: s.length }, (_, i) => i).sort((a, b) => s.times[a] - s.times[b] || a - b);
  const out = newSeries(s.times.length);
  order.forEach((from, to) => {
    out.times[to] = s.times[from];
    out.prices[to] = s.prices[from];
    out.sources[to] = s.sources[from];
    out.locations[to] = s.locations[from];
    out.kinds[to] = s.kinds[from];
  });
  Object.assign(s, { times: out.times, prices: out.prices, sources: out.sources, locations: out.locations, kinds: out.kinds, sorted: true });
}
