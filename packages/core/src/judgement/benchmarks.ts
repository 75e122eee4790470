import { MIN_MATCH_CONFIDENCE } from "../pricing/constants.ts";
import type { MarketView } from "../pricing/market.ts";
import { stratumOf } from "../pricing/strata.ts";
import { benchmarkFor } from "../pricing/trust.ts";
import type { Benchmark } from "../schemas/pricing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";

/** How benchmarks of a batch are looked up: the window, and an optional location for every lookup. */
export interface BenchmarkScope {
  window_days?: number;
  /** Restricts every benchmark to listings of this location (evaluate's `local_kw`). */
  local_kw?: string | null;
}

/**
 * The market a listing's facts are judged in: its catalog variant, else its spec class (facts
 * stored before market_id was kept have only the variant).
 * @example marketOf({component_id: null, market_id: "class:hdd:10TB:SAS:3.5in", ...}) // "class:hdd:10TB:SAS:3.5in"
 */
export function marketOf(f: Pick<ListingFacts, "component_id" | "market_id">): string | null {
  return f.market_id ?? f.component_id ?? null;
}

/** The benchmark of a listing's cohort at an instant, restricted to a location or not. */
export type BenchmarkLookup = (f: ListingFacts, at: number, location: string | null) => Benchmark;

/**
 * The one memo of a batch's benchmarks: many listings and hunts share a few cohorts (variant ×
 * stratum × location × instant), and each is computed once. A confident match keys as one (only
 * clearing MIN_MATCH_CONFIDENCE matters); a weak one by its value, which its reason names.
 * @example const lookup = benchmarkLookup(market); lookup(facts, now, null).status // "trusted"
 */
export function benchmarkLookup(market: MarketView, scope: BenchmarkScope = {}): BenchmarkLookup {
  const memo = new Map<string, Benchmark>();
  return (f, at, location) => {
    const local_kw = location ?? scope.local_kw ?? null;
    const id = marketOf(f);
    // A spec class is what the title says the item is: no match to be unsure of.
    const confidence = f.component_id ? (f.match_confidence ?? 0) : 1;
    const key = `${id}|${stratumOf(f.condition)}|${local_kw}|${confidence >= MIN_MATCH_CONFIDENCE ? "ok" : confidence}|${at}`;
    let b = memo.get(key);
    if (!b) {
      b = benchmarkFor(market, id, { condition: f.condition, match_confidence: confidence, local_kw, window_days: scope.window_days, now: at });
      memo.set(key, b);
    }
    return b;
  };
}
