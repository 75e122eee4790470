import { DAY_MS, DEFAULT_WINDOW_DAYS } from "../pricing/constants.ts";
import { stratumOf } from "../pricing/strata.ts";
import type { Stratum } from "../schemas/pricing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";

/**
 * A market cohort a batch is judged against: one variant's prices in one condition stratum,
 * observed from `from` to `to` (epoch ms). The host loads each once before judging.
 */
export interface CohortNeed {
  component_id: string;
  stratum: Stratum;
  from: number;
  to: number;
}

/**
 * The distinct cohorts of some lookups, each widened to cover every instant asked for.
 * @example const needs = cohortNeeds(); needs.add(facts, at); needs.list() // [{component_id: "hgst-he8-8tb", stratum: "used", from, to}]
 */
export function cohortNeeds(window_days: number = DEFAULT_WINDOW_DAYS) {
  const byKey = new Map<string, CohortNeed>();
  const span = window_days === Infinity ? Number.POSITIVE_INFINITY : window_days * DAY_MS;
  const add = (component_id: string, stratum: Stratum, at: number): void => {
    const key = `${component_id}|${stratum}`;
    const from = at - span;
    const need = byKey.get(key);
    if (!need) byKey.set(key, { component_id, stratum, from, to: at });
    else {
      need.from = Math.min(need.from, from);
      need.to = Math.max(need.to, at);
    }
  };
  return {
    /** The cohort a listing's facts are judged in at `at` (nothing when it matched no variant). */
    add(f: Pick<ListingFacts, "component_id" | "market_id" | "condition">, at: number): void {
      const id = f.market_id ?? f.component_id;
      if (id) add(id, stratumOf(f.condition), at);
    },
    /** One variant's stratum at `at` (a class average's other variants). */
    addVariant: add,
    list: (): CohortNeed[] => [...byKey.values()],
  };
}
