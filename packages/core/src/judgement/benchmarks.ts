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
    const confidence = f.match_confidence ?? 0;
    const key = `${f.component_id}|${stratumOf(f.condition)}|${local_kw}|${confidence >= MIN_MATCH_CONFIDENCE ? "ok" : confidence}|${at}`;
    let b = memo.get(key);
    if (!b) {
      b = benchmarkFor(market, f.component_id, { condition: f.condition, match_confidence: f.match_confidence, local_kw, window_days: scope.window_days, now: at });
      memo.set(key, b);
    }
    return b;
  };
}
