import type { Stratum } from "../schemas/pricing.ts";
import type { MarketView, SliceOptions } from "./market.ts";
import { removeOutliersSorted } from "./outliers.ts";
import { sortAscending } from "./stats.ts";

/**
 * Mean price of a class of variants (say every 8TB SAS drive) in one condition stratum over a
 * window: each variant's outliers removed on its own, then pooled. A class average mixing new and
 * used prices would say nothing about either, so it is always one stratum. Null without prices.
 * @example classAverage(market, ["hdd-a-8tb", "hdd-b-8tb"], "used", {window_days: 90}) // {mean: 61.25, count: 40, variants: 2}
 */
export function classAverage(
  market: MarketView,
  component_ids: Iterable<string>,
  stratum: Stratum,
  options: SliceOptions = {},
): { mean: number; count: number; variants: number } | null {
  let sum = 0;
  let count = 0;
  let variants = 0;
  for (const id of component_ids) {
    const kept = removeOutliersSorted(sortAscending(market.prices(id, stratum, options)));
    if (kept.length === 0) continue;
    variants++;
    for (let i = 0; i < kept.length; i++) sum += kept[i];
    count += kept.length;
  }
  return count > 0 ? { mean: sum / count, count, variants } : null;
}
