import type { PriceObservation, Stratum } from "../schemas/pricing.ts";
/**
 * Observations of one cohort, parallel arrays in time order; sources are indices into
 * `source_names`. Without a location filter these are views of the market's storage: read them,
 * never write to them.
 */
export interface CohortSlice {
    readonly times: Float64Array;
    readonly prices: Float64Array;
    readonly sources: Int32Array;
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
    /** Only the prices of `slice` (one view instead of three when there is no location filter). */
    prices(component_id: string, stratum: Stratum, options?: SliceOptions): Float64Array;
    /**
     * The lowest price at or above `floor` of one component and stratum up to `now` over all time,
     * with the earliest instant it was seen; null when there is none. No copy, one scan.
     */
    lowest(component_id: string, stratum: Stratum, floor: number, options?: Omit<SliceOptions, "window_days">): {
        price: number;
        at: number;
    } | null;
    /** Component ids held, in insertion order. */
    components(): IterableIterator<string>;
}
/**
 * Builds a market index, grouping and time-sorting the observations once.
 * @example
 * const market = createMarket([{component_id: "hdd-x", price: 50, observed_at: "2026-01-01T00:00:00Z",
 *   source: "forum", condition: "used"}], {now: Date.parse("2026-01-10T00:00:00Z")});
 * market.slice("hdd-x", "used").prices // Float64Array [50]
 */
export declare function createMarket(observations: Iterable<PriceObservation>, options: {
    now: number | Date | string;
}): Market;
/**
 * Epoch milliseconds of a Date, an RFC 3339 string or a number (returned as is).
 * @example toMs("1970-01-02T00:00:00Z") // 86400000
 */
export declare function toMs(at: number | Date | string): number;
