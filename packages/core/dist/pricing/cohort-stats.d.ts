import type { CohortStats } from "../schemas/pricing.ts";
import type { CohortSlice, Market } from "./market.ts";
import type { Stratum } from "../schemas/pricing.ts";
/** Which cohort the statistics are of. */
export interface CohortKey {
    component_id: string;
    stratum: Stratum;
    now: number;
    local_kw: string | null;
}
/**
 * Every statistic of a cohort that passed the trust rules. `kept` is the window's prices after
 * outlier removal (ascending); observations of the slice outside [kept[0], kept[n-1]] are the
 * removed outliers and are ignored throughout. The historical low is the lowest price of the
 * same stratum over all time that is not below the kept prices' lower Tukey fence, so one
 * mistyped $1 listing never becomes the "best price ever".
 * @example computeCohortStats(market, slice, kept, {component_id, stratum: "used", now, local_kw: null}).median
 */
export declare function computeCohortStats(market: Market, slice: CohortSlice, kept: Float64Array, at: CohortKey): CohortStats;
