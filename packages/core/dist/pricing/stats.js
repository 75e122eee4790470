/**
 * Descriptive statistics over plain number arrays. Functions named `*Sorted` take an ascending
 * array and do not copy it; the others copy and sort.
 */
/**
 * Quantile of an ascending array by linear interpolation between closest ranks (Hyndman & Fan
 * type 7, the default of R, NumPy and spreadsheet PERCENTILE.INC): position h = (n − 1)·q.
 * @example quantileSorted([10, 20, 30, 40], 0.25) // 17.5 (h = 0.75)
 */
export function quantileSorted(sorted, q) {
    const n = sorted.length;
    if (n === 0)
        return Number.NaN;
    const h = (n - 1) * q;
    const lo = Math.floor(h);
    const hi = Math.ceil(h);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
/**
 * Median of an ascending array (the middle value, or the mean of the two middle values).
 * @example medianSorted([1, 2, 3, 10]) // 2.5
 */
export function medianSorted(sorted) {
    return quantileSorted(sorted, 0.5);
}
/**
 * Median of any array (copies and sorts).
 * @example median([3, 1, 2]) // 2
 */
export function median(values) {
    return medianSorted(sortAscending(values));
}
/**
 * Arithmetic mean; NaN for an empty array.
 * @example mean([1, 2, 6]) // 3
 */
export function mean(values) {
    const n = values.length;
    if (n === 0)
        return Number.NaN;
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += values[i];
    return sum / n;
}
/**
 * Mid-rank percentile of `value` in an ascending array: 100 · (below + equal / 2) / n.
 * @example percentileRankSorted([10, 20, 30, 40], 20) // 37.5
 */
export function percentileRankSorted(sorted, value) {
    const n = sorted.length;
    if (n === 0)
        return Number.NaN;
    const below = lowerBound(sorted, value);
    let equal = 0;
    for (let i = below; i < n && sorted[i] === value; i++)
        equal++;
    return (100 * (below + equal / 2)) / n;
}
/**
 * A sorted copy, numeric ascending (a typed array sorts numerically without a comparator).
 * @example sortAscending([3, 1, 2]) // Float64Array [1, 2, 3]
 */
export function sortAscending(values) {
    // slice() of a typed array is a memcpy; from() would walk an iterator.
    return (values instanceof Float64Array ? values.slice() : Float64Array.from(values)).sort();
}
/**
 * First index whose value is >= `value` in an ascending array (binary search), looking only
 * at the first `length` entries (default all).
 * @example lowerBound([1, 3, 3, 5], 3) // 1
 */
export function lowerBound(sorted, value, length = sorted.length) {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
