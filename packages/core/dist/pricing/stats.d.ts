/**
 * Descriptive statistics over plain number arrays. Functions named `*Sorted` take an ascending
 * array and do not copy it; the others copy and sort.
 */
/**
 * Quantile of an ascending array by linear interpolation between closest ranks (Hyndman & Fan
 * type 7, the default of R, NumPy and spreadsheet PERCENTILE.INC): position h = (n − 1)·q.
 * @example quantileSorted([10, 20, 30, 40], 0.25) // 17.5 (h = 0.75)
 */
export declare function quantileSorted(sorted: ArrayLike<number>, q: number): number;
/**
 * Median of an ascending array (the middle value, or the mean of the two middle values).
 * @example medianSorted([1, 2, 3, 10]) // 2.5
 */
export declare function medianSorted(sorted: ArrayLike<number>): number;
/**
 * Median of any array (copies and sorts).
 * @example median([3, 1, 2]) // 2
 */
export declare function median(values: readonly number[]): number;
/**
 * Arithmetic mean; NaN for an empty array.
 * @example mean([1, 2, 6]) // 3
 */
export declare function mean(values: ArrayLike<number>): number;
/**
 * Mid-rank percentile of `value` in an ascending array: 100 · (below + equal / 2) / n.
 * @example percentileRankSorted([10, 20, 30, 40], 20) // 37.5
 */
export declare function percentileRankSorted(sorted: ArrayLike<number>, value: number): number;
/**
 * A sorted copy, numeric ascending (a typed array sorts numerically without a comparator).
 * @example sortAscending([3, 1, 2]) // Float64Array [1, 2, 3]
 */
export declare function sortAscending(values: ArrayLike<number>): Float64Array;
/**
 * First index whose value is >= `value` in an ascending array (binary search), looking only
 * at the first `length` entries (default all).
 * @example lowerBound([1, 3, 3, 5], 3) // 1
 */
export declare function lowerBound(sorted: ArrayLike<number>, value: number, length?: number): number;
