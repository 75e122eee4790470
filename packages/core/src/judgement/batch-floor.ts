import { MIN_COHORT_SAMPLE } from "../pricing/constants.ts";
import { implausibleBelow } from "../pricing/cohort-select.ts";
import { removeOutliersSorted } from "../pricing/outliers.ts";
import { sortAscending } from "../pricing/stats.ts";
import { stratumOf } from "../pricing/strata.ts";
import type { PriceObservation } from "../schemas/pricing.ts";

/** The reason an observation is refused by its own batch. */
export const BATCH_SUSPICIOUS_REASON = "SUSPICIOUS_PRICE: implausibly far below the variant's other prices in this batch";

/**
 * Which observations of a batch are implausibly low against the batch's own prices of their
 * variant and stratum: under the core's implausibility floor of the batch's cohort, once it holds
 * at least MIN_COHORT_SAMPLE prices. This guards price history when the stored market is too thin
 * to say (a first import of a sold export, a new hunt's first sold comparables).
 * @example batchSuspicious([{component_id: "c", price: 5, ...}, ...nineMoreAt500]) // Set {0}
 */
export function batchSuspicious(observations: readonly (PriceObservation | null)[]): Set<number> {
  const groups = new Map<string, number[]>();
  observations.forEach((o, i) => {
    if (!o) return;
    const key = `${o.component_id}|${stratumOf(o.condition)}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const out = new Set<number>();
  for (const list of groups.values()) {
    if (list.length < MIN_COHORT_SAMPLE) continue;
    const floor = implausibleBelow(removeOutliersSorted(sortAscending(list.map((i) => observations[i]!.price))));
    for (const i of list) if (observations[i]!.price < floor) out.add(i);
  }
  return out;
}
