import { type Stratum } from "../schemas/pricing.ts";
import type { Market, SliceOptions } from "./market.ts";
/**
 * Mean price of a variant across every condition stratum in a window, each stratum's outliers
 * removed on its own (strata are priced apart, so pooled fences would cut the wrong points).
 * Null when there is no observation. A stratum whose kept prices are already known (the
 * benchmark's own) can be passed in to skip sorting it again.
 * @example variantAverage(market, "hdd-x", {window_days: 90}) // 61.25
 */
export declare function variantAverage(market: Market, component_id: string, options?: SliceOptions, known?: {
    stratum: Stratum;
    mean: number;
    count: number;
}): {
    mean: number;
    count: number;
} | null;
