import { benchmarkFor, judgePrice, pricePerGb, pricePerItem, pricePerTb, type Benchmark, type ListingFacts, type Market } from "@rackhunt/core";
import type { BenchBarData } from "./ui/svg.tsx";

/** What a listing's row shows of money: per-unit prices and where the price sits in its market. */
export interface PriceView {
  /** One item of a lot, USD. */
  unit: number | null;
  per_tb: number | null;
  per_gb: number | null;
  /** Mid-rank percentile of the unit price among the trusted cohort; null when untrusted. */
  percentile: number | null;
  /** The trusted benchmark's spread with the unit price, for the bar; null when untrusted. */
  bench: BenchBarData | null;
  benchmark: Benchmark | null;
}

/**
 * Per-unit prices and the benchmark of a listing's variant and condition, judged the way the
 * listing's own judgement is (the core's benchmarkFor and judgePrice), memoised per batch.
 * @example priceView(market, facts, now, new Map()).percentile // 12
 */
export function priceView(market: Market, facts: ListingFacts | null, now: number, memo: Map<string, Benchmark>): PriceView {
  const none: PriceView = { unit: null, per_tb: null, per_gb: null, percentile: null, bench: null, benchmark: null };
  if (!facts || facts.price === null || facts.price === undefined) return none;
  const unitInput = { price: facts.price, quantity: facts.quantity, capacity_gb: facts.capacity_gb };
  const unit = pricePerItem(unitInput);
  const view: PriceView = { ...none, unit, per_tb: pricePerTb(unitInput), per_gb: pricePerGb(unitInput) };
  if (!facts.component_id) return view;
  const key = `${facts.component_id}|${facts.condition}|${facts.match_confidence}`;
  let b = memo.get(key);
  if (!b) {
    b = benchmarkFor(market, facts.component_id, { condition: facts.condition, match_confidence: facts.match_confidence, now });
    memo.set(key, b);
  }
  view.benchmark = b;
  if (b.status !== "trusted") return view;
  const s = b.stats;
  view.percentile = judgePrice(unit, b).percentile;
  view.bench = { min: s.min, p25: s.p25, median: s.median, p75: s.p75, max: s.max, price: unit };
  return view;
}

/** Stored facts as the pipeline's type (they were written from it); null when absent. */
export function storedFacts(raw: unknown): ListingFacts | null {
  return raw && typeof raw === "object" && "title" in raw ? (raw as ListingFacts) : null;
}
