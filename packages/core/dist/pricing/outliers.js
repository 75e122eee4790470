import { MIN_SAMPLE_FOR_OUTLIERS, TUKEY_K } from "./constants.js";
import { quantileSorted } from "./stats.js";
/**
 * Tukey fences of an ascending array: [Q1 − k·IQR, Q3 + k·IQR] with type-7 quartiles. Too small
 * a sample gets infinite fences (nothing is removed).
 * @example tukeyFences([10, 11, 12, 13, 14]) // {low: 8, high: 16}
 */
export function tukeyFences(sorted, k = TUKEY_K) {
    if (sorted.length < MIN_SAMPLE_FOR_OUTLIERS)
        return { low: -Infinity, high: Infinity };
    const q1 = quantileSorted(sorted, 0.25);
    const q3 = quantileSorted(sorted, 0.75);
    const iqr = q3 - q1;
    return { low: q1 - k * iqr, high: q3 + k * iqr };
}
/**
 * The part of an ascending array inside its Tukey fences (still ascending). Being sorted, the
 * kept values are one contiguous run, so this is two scans and a subarray.
 * @example removeOutliersSorted(Float64Array.of(10, 11, 12, 13, 14, 90)) // [10, 11, 12, 13, 14]
 */
export function removeOutliersSorted(sorted, k = TUKEY_K) {
    const { low, high } = tukeyFences(sorted, k);
    let start = 0;
    let end = sorted.length;
    while (start < end && sorted[start] < low)
        start++;
    while (end > start && sorted[end - 1] > high)
        end--;
    return sorted.subarray(start, end);
}
