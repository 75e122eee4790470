import {
  type Benchmark,
  type CatalogComponent,
  DAY_MS,
  DEFAULT_WINDOW_DAYS,
  type FreeBenchmarkStatus,
  type MarketView,
  type PaidBenchmark,
  type PaidStratum,
  STRATA,
  type Stratum,
  type TrustedBenchmark,
  benchmarkFor,
  trustStatusOf,
} from "@rackhunt/core";

/** The benchmark of every condition stratum of one component, with its all-time observation count. */
export interface StratumBenchmark {
  condition: Stratum;
  benchmark: Benchmark;
  observation_count: number;
}

/**
 * Benchmarks of each stratum of one component at `now` over the default window.
 *
 * @example
 * strataOf(market, "hdd-hgst-he8-8tb", Date.now()).filter((s) => s.benchmark.status === "trusted");
 */
export function strataOf(market: MarketView, componentId: string, now: number): StratumBenchmark[] {
  // `benchmarkFor` takes a condition and maps it to its stratum; the strata's names are conditions.
  return STRATA.map((condition) => ({
    condition,
    benchmark: benchmarkFor(market, componentId, { condition, now }),
    observation_count: observationCount(market, componentId, condition, now),
  }));
}

/** All-time observations of one component (every stratum) up to `now`. */
export function observationCount(market: MarketView, componentId: string, condition: Stratum | null, now: number): number {
  if (!market.has(componentId)) return 0;
  const strata = condition ? [condition] : STRATA;
  let n = 0;
  for (const s of strata) n += market.prices(componentId, s, { now, window_days: Infinity }).length;
  return n;
}

/** Trusted strata only, with their summary numbers. */
export function trustedStrata(strata: readonly StratumBenchmark[]): (PaidStratum & { benchmark: TrustedBenchmark })[] {
  const out: (PaidStratum & { benchmark: TrustedBenchmark })[] = [];
  for (const s of strata) {
    const b = s.benchmark;
    if (b.status !== "trusted") continue;
    out.push({ condition: s.condition, sample_size: b.stats.sample_size, median: b.stats.median, p25: b.stats.p25, p75: b.stats.p75, benchmark: b });
  }
  return out;
}

/**
 * The stratum a headline reports: among trusted strata (or all, when none is trusted) the one with
 * the most observations; ties and empty components fall to `used`, then `new`.
 */
export function headlineOf(strata: readonly StratumBenchmark[]): StratumBenchmark {
  const trusted = strata.filter((s) => s.benchmark.status === "trusted");
  const pool = trusted.length > 0 ? trusted : strata;
  const order: Stratum[] = ["used", "new", "for_parts"];
  return [...pool].sort((a, b) => b.observation_count - a.observation_count || order.indexOf(a.condition) - order.indexOf(b.condition))[0]!;
}

/**
 * The body of GET /api/x402/pricing/component/{id}: the paid body when a stratum is trusted, else
 * the free trust status with no numbers (`paid` says which).
 *
 * @example
 * const { paid, body } = benchmarkBody(component, strataOf(market, component.id, now), now);
 */
export function benchmarkBody(
  component: CatalogComponent,
  strata: readonly StratumBenchmark[],
  now: number,
): { paid: true; body: PaidBenchmark } | { paid: false; body: FreeBenchmarkStatus } {
  const head = headlineOf(strata);
  const common = {
    component_id: component.id,
    name: component.model,
    capacity: component.capacity,
    condition: head.condition,
    window: windowOf(head.benchmark.window_days, now),
    currency: "USD" as const,
    benchmark_trust: trustStatusOf(head.benchmark),
    generated_at: new Date(now).toISOString(),
  };
  const trusted = trustedStrata(strata);
  const b = head.benchmark;
  if (b.status !== "trusted") return { paid: false, body: common };
  const { generated_at, ...rest } = common;
  return {
    paid: true,
    body: {
      ...rest,
      sample_size: b.stats.sample_size,
      median: b.stats.median,
      p25: b.stats.p25,
      p75: b.stats.p75,
      strata: trusted.map(({ benchmark: _b, ...s }) => s),
      generated_at,
    },
  };
}

/** The window a benchmark covers, ending at `now`. */
export function windowOf(days: number = DEFAULT_WINDOW_DAYS, now: number) {
  return { days, start: new Date(now - days * DAY_MS).toISOString(), end: new Date(now).toISOString() };
}
