import { benchmarkLookup, DAY_MS, DEFAULT_WINDOW_DAYS, listingVerdict, pricePerGb, pricePerItem, pricePerTb, type Benchmark, type BenchmarkLookup, type ListingFacts } from "@rackhunt/core";
import type { MarketService } from "../engine/market-service.ts";
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
 * Per-unit prices and where the listing sits in its market, as the core's judgement of the listing
 * on its own says (listingVerdict against its cohort's benchmark). `benchmarks` is one batch's
 * memo (benchmarkLookup over a market holding the listings' variants).
 * @example priceView(benchmarkLookup(market), facts, now).percentile // 12
 */
export function priceView(benchmarks: BenchmarkLookup, facts: ListingFacts | null, now: number): PriceView {
  const none: PriceView = { unit: null, per_tb: null, per_gb: null, percentile: null, bench: null, benchmark: null };
  if (!facts || facts.price === null || facts.price === undefined) return none;
  const unitInput = { price: facts.price, quantity: facts.quantity, capacity_gb: facts.capacity_gb };
  const unit = pricePerItem(unitInput);
  const view: PriceView = { ...none, unit, per_tb: pricePerTb(unitInput), per_gb: pricePerGb(unitInput) };
  if (!facts.component_id) return view;
  const verdict = listingVerdict(facts, benchmarks(facts, now, null));
  const b = verdict.benchmark;
  view.benchmark = b;
  if (b === null || b.status !== "trusted") return view;
  const s = b.stats;
  view.percentile = verdict.price?.percentile ?? null;
  view.bench = { min: s.min, p25: s.p25, median: s.median, p75: s.p75, max: s.max, price: unit };
  return view;
}

/**
 * Hold the variants of some listings' facts in the market, so their views can be judged.
 * @example const lookup = await viewLookup(ctx.services.market, facts, ctx.now);
 */
export async function viewLookup(market: MarketService, facts: Iterable<ListingFacts | null>, now: number): Promise<BenchmarkLookup> {
  const ids = new Set<string>();
  for (const f of facts) if (f?.component_id) ids.add(f.component_id);
  await market.prepareVariants(ids, now - DEFAULT_WINDOW_DAYS * DAY_MS);
  return benchmarkLookup(market.market);
}

/** Stored facts as the pipeline's type (they were written from it); null when absent. */
export function storedFacts(raw: unknown): ListingFacts | null {
  return raw && typeof raw === "object" && "title" in raw ? (raw as ListingFacts) : null;
}
