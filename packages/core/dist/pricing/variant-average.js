import { STRATA } from "../schemas/pricing.js";
import { removeOutliersSorted } from "./outliers.js";
import { sortAscending } from "./stats.js";
/**
 * Mean price of a variant across every condition stratum in a window, each stratum's outliers
 * removed on its own (strata are priced apart, so pooled fences would cut the wrong points).
 * Null when there is no observation. A stratum whose kept prices are already known (the
 * benchmark's own) can be passed in to skip sorting it again.
 * @example variantAverage(market, "hdd-x", {window_days: 90}) // 61.25
 */
export function variantAverage(market, component_id, options = {}, known) {
    let sum = known ? known.mean * known.count : 0;
    let count = known ? known.count : 0;
    for (const stratum of STRATA) {
        if (stratum === known?.stratum)
            continue;
        const kept = removeOutliersSorted(sortAscending(market.prices(component_id, stratum, options)));
        for (let i = 0; i < kept.length; i++)
            sum += kept[i];
        count += kept.length;
    }
    return count > 0 ? { mean: sum / count, count } : null;
}
