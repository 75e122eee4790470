/** Inclusive bounds inside which a price is not an outlier. */
export interface Fences {
    readonly low: number;
    readonly high: number;
}
/**
 * Tukey fences of an ascending array: [Q1 − k·IQR, Q3 + k·IQR] with type-7 quartiles. Too small
 * a sample gets infinite fences (nothing is removed).
 * @example tukeyFences([10, 11, 12, 13, 14]) // {low: 8, high: 16}
 */
export declare function tukeyFences(sorted: ArrayLike<number>, k?: number): Fences;
/**
 * The part of an ascending array inside its Tukey fences (still ascending). Being sorted, the
 * kept values are one contiguous run, so this is two scans and a subarray.
 * @example removeOutliersSorted(Float64Array.of(10, 11, 12, 13, 14, 90)) // [10, 11, 12, 13, 14]
 */
export declare function removeOutliersSorted(sorted: Float64Array, k?: number): Float64Array;
