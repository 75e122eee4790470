import { DAY_MS, DEFAULT_WINDOW_DAYS } from "./constants.js";
import { locationMatches } from "./location.js";
import { lowerBound } from "./stats.js";
import { stratumOf } from "./strata.js";
/**
 * Builds a market index, grouping and time-sorting the observations once.
 * @example
 * const market = createMarket([{component_id: "hdd-x", price: 50, observed_at: "2026-01-01T00:00:00Z",
 *   source: "forum", condition: "used"}], {now: Date.parse("2026-01-10T00:00:00Z")});
 * market.slice("hdd-x", "used").prices // Float64Array [50]
 */
export function createMarket(observations, options) {
    const now = toMs(options.now);
    const byComponent = new Map();
    const sourceNames = [];
    const sourceIds = new Map();
    const locationNames = [];
    const locationIds = new Map();
    let size = 0;
    const intern = (names, ids, name) => {
        let id = ids.get(name);
        if (id === undefined) {
            id = names.length;
            names.push(name);
            ids.set(name, id);
        }
        return id;
    };
    const add = (batch) => {
        for (const o of batch) {
            let strata = byComponent.get(o.component_id);
            if (!strata)
                byComponent.set(o.component_id, (strata = new Map()));
            const stratum = stratumOf(o.condition);
            let s = strata.get(stratum);
            if (!s)
                strata.set(stratum, (s = newSeries(INITIAL_CAPACITY)));
            const t = toMs(o.observed_at);
            if (s.length === s.times.length)
                grow(s);
            const at = s.length++;
            if (at > 0 && t < s.times[at - 1])
                s.sorted = false;
            s.times[at] = t;
            s.prices[at] = o.price;
            s.sources[at] = intern(sourceNames, sourceIds, o.source);
            s.locations[at] = o.location ? intern(locationNames, locationIds, o.location) : -1;
            size++;
        }
    };
    // Which interned locations match a keyword, remembered until a new location appears.
    const masks = new Map();
    const locationMask = (kw) => {
        let mask = masks.get(kw);
        if (!mask || mask.length !== locationNames.length) {
            mask = locationNames.map((name) => locationMatches(name, kw));
            masks.set(kw, mask);
        }
        return mask;
    };
    add(observations);
    for (const strata of byComponent.values())
        for (const s of strata.values())
            if (!s.sorted)
                sortSeries(s);
    return {
        now,
        get size() {
            return size;
        },
        add,
        has: (id) => byComponent.has(id),
        components: () => byComponent.keys(),
        lowest(component_id, stratum, floor, opts = {}) {
            const s = byComponent.get(component_id)?.get(stratum);
            if (!s)
                return null;
            if (!s.sorted)
                sortSeries(s);
            const to = upperBound(s.times, s.length, opts.now ?? now);
            const wanted = opts.local_kw ? locationMask(opts.local_kw) : null;
            let price = Infinity;
            let at = 0;
            for (let i = 0; i < to; i++) {
                const p = s.prices[i];
                // Strictly lower wins, so ties keep the earliest instant (the series is in time order).
                if (p >= floor && p < price && (!wanted || (s.locations[i] >= 0 && wanted[s.locations[i]]))) {
                    price = p;
                    at = s.times[i];
                }
            }
            return price === Infinity ? null : { price, at };
        },
        prices(component_id, stratum, opts = {}) {
            const s = byComponent.get(component_id)?.get(stratum);
            if (!s || opts.local_kw)
                return this.slice(component_id, stratum, opts).prices;
            const [from, to] = windowOf(s, opts.now ?? now, opts.window_days);
            return s.prices.subarray(from, to);
        },
        slice(component_id, stratum, opts = {}) {
            const s = byComponent.get(component_id)?.get(stratum);
            if (!s)
                return { times: new Float64Array(0), prices: new Float64Array(0), sources: new Int32Array(0), source_names: sourceNames };
            const [from, to] = windowOf(s, opts.now ?? now, opts.window_days);
            const kw = opts.local_kw;
            if (!kw) {
                return { times: s.times.subarray(from, to), prices: s.prices.subarray(from, to), sources: s.sources.subarray(from, to), source_names: sourceNames };
            }
            const wanted = locationMask(kw);
            const keep = [];
            for (let i = from; i < to; i++)
                if (s.locations[i] >= 0 && wanted[s.locations[i]])
                    keep.push(i);
            const out = newSeries(keep.length);
            keep.forEach((idx, n) => {
                out.times[n] = s.times[idx];
                out.prices[n] = s.prices[idx];
                out.sources[n] = s.sources[idx];
            });
            return { times: out.times, prices: out.prices, sources: out.sources, source_names: sourceNames };
        },
    };
}
/**
 * Epoch milliseconds of a Date, an RFC 3339 string or a number (returned as is).
 * @example toMs("1970-01-02T00:00:00Z") // 86400000
 */
export function toMs(at) {
    if (typeof at === "number")
        return at;
    if (at instanceof Date)
        return at.getTime();
    return Date.parse(at);
}
// --- Internal helpers ---
const INITIAL_CAPACITY = 16;
function newSeries(capacity) {
    return {
        times: new Float64Array(capacity),
        prices: new Float64Array(capacity),
        sources: new Int32Array(capacity),
        locations: new Int32Array(capacity),
        length: 0,
        sorted: true,
    };
}
function grow(s) {
    const bigger = newSeries(s.times.length * 2);
    bigger.times.set(s.times);
    bigger.prices.set(s.prices);
    bigger.sources.set(s.sources);
    bigger.locations.set(s.locations);
    s.times = bigger.times;
    s.prices = bigger.prices;
    s.sources = bigger.sources;
    s.locations = bigger.locations;
}
/** Index range [from, to) of a series' observations in [end − days, end], sorting it first if needed. */
function windowOf(s, end, days = DEFAULT_WINDOW_DAYS) {
    if (!s.sorted)
        sortSeries(s);
    const to = upperBound(s.times, s.length, end);
    return [days === Infinity ? 0 : lowerBound(s.times, end - days * DAY_MS, to), to];
}
/** First index in [0, length) whose value is > `value`. */
function upperBound(sorted, length, value) {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] <= value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** Sorts by time (stable) into new arrays, so views handed out earlier stay as they were. */
function sortSeries(s) {
    const order = Array.from({ length: s.length }, (_, i) => i).sort((a, b) => s.times[a] - s.times[b] || a - b);
    const out = newSeries(s.times.length);
    order.forEach((from, to) => {
        out.times[to] = s.times[from];
        out.prices[to] = s.prices[from];
        out.sources[to] = s.sources[from];
        out.locations[to] = s.locations[from];
    });
    Object.assign(s, { times: out.times, prices: out.prices, sources: out.sources, locations: out.locations, sorted: true });
}
