import type { PriceObservation, Stratum } from "../schemas/pricing.ts";
import { DAY_MS, DEFAULT_WINDOW_DAYS } from "./constants.ts";
import { locationMatches } from "./location.ts";
import { lowerBound } from "./stats.ts";
import { stratumOf } from "./strata.ts";

/** Observations of one component and stratum, parallel arrays kept in time order. */
interface Series {
  times: number[];
  prices: number[];
  sources: number[];
  locations: number[];
  sorted: boolean;
}

/** Observations of one cohort, parallel arrays in time order; sources are indices into `source_names`. */
export interface CohortSlice {
  readonly times: readonly number[];
  readonly prices: readonly number[];
  readonly sources: readonly number[];
  readonly source_names: readonly string[];
}

/** Which slice of a series to read. */
export interface SliceOptions {
  /** Instant the window ends at (inclusive); later observations are ignored. Defaults to the market's now. */
  now?: number;
  /** Window length; `Infinity` reads the whole history. Default 90. */
  window_days?: number;
  /** Location keyword; absent means everywhere. */
  local_kw?: string | null;
}

/** An index of price observations by component and condition stratum, each in time order. */
export interface Market {
  /** The instant lookups default to (epoch ms). */
  readonly now: number;
  /** Number of observations held. */
  readonly size: number;
  /** Adds observations; a late (out-of-order) one makes its series re-sort on the next read. */
  add(observations: Iterable<PriceObservation>): void;
  /** Whether any observation of this component is held. */
  has(component_id: string): boolean;
  /** The cohort of one component and stratum in a window: O(log n) to find, O(cohort) to copy. */
  slice(component_id: string, stratum: Stratum, options?: SliceOptions): CohortSlice;
  /** Component ids held, in insertion order. */
  components(): IterableIterator<string>;
}

/**
 * Builds a market index, grouping and time-sorting the observations once.
 * @example
 * const market = createMarket([{component_id: "hdd-x", price: 50, observed_at: "2026-01-01T00:00:00Z",
 *   source: "forum", condition: "used"}], {now: Date.parse("2026-01-10T00:00:00Z")});
 * market.slice("hdd-x", "used").prices // [50]
 */
export function createMarket(observations: Iterable<PriceObservation>, options: { now: number | Date | string }): Market {
  const now = toMs(options.now);
  const byComponent = new Map<string, Map<Stratum, Series>>();
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

  const add = (batch: Iterable<PriceObservation>): void => {
    for (const o of batch) {
      let strata = byComponent.get(o.component_id);
      if (!strata) byComponent.set(o.component_id, (strata = new Map()));
      const stratum = stratumOf(o.condition);
      let s = strata.get(stratum);
      if (!s) strata.set(stratum, (s = { times: [], prices: [], sources: [], locations: [], sorted: true }));
      const t = toMs(o.observed_at);
      if (s.times.length > 0 && t < s.times[s.times.length - 1]) s.sorted = false;
      s.times.push(t);
      s.prices.push(o.price);
      s.sources.push(intern(sourceNames, sourceIds, o.source));
      s.locations.push(o.location ? intern(locationNames, locationIds, o.location) : -1);
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
    slice(component_id, stratum, opts = {}) {
      const s = byComponent.get(component_id)?.get(stratum);
      const result = { times: [] as number[], prices: [] as number[], sources: [] as number[], source_names: sourceNames };
      if (!s) return result;
      if (!s.sorted) sortSeries(s);
      const end = opts.now ?? now;
      const days = opts.window_days ?? DEFAULT_WINDOW_DAYS;
      const from = days === Infinity ? 0 : lowerBound(s.times, end - days * DAY_MS);
      const to = upperBound(s.times, end);
      const kw = opts.local_kw;
      const wanted = kw ? locationMask(kw) : null;
      for (let i = from; i < to; i++) {
        if (wanted && (s.locations[i] < 0 || !wanted[s.locations[i]])) continue;
        result.times.push(s.times[i]);
        result.prices.push(s.prices[i]);
        result.sources.push(s.sources[i]);
      }
      return result;
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

function upperBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sortSeries(s: Series): void {
  const order = Array.from(s.times.keys()).sort((a, b) => s.times[a] - s.times[b] || a - b);
  s.times = order.map((i) => s.times[i]);
  s.prices = order.map((i) => s.prices[i]);
  s.sources = order.map((i) => s.sources[i]);
  s.locations = order.map((i) => s.locations[i]);
  s.sorted = true;
}
