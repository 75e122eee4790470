import {
  CATEGORIES,
  type Catalog,
  type CatalogComponent,
  type Category,
  DEFAULT_WINDOW_DAYS,
  type MarketView,
  type PublicCategoryPage,
  type PublicComponentDetail,
  type PublicComponentSummary,
  type PublicPrices,
  STRATA,
  trustStatusOf,
} from "@rackhunt/core";
import { headlineOf, observationCount, strataOf, trustedStrata } from "./benchmarks.ts";

/**
 * Every category with its component, priced-component and observation counts.
 *
 * @example
 * publicPrices(catalog, market, Date.now()).categories.find((c) => c.category === "hdd");
 */
export function publicPrices(catalog: Catalog, market: MarketView, now: number): PublicPrices {
  const counts = new Map<Category, { component_count: number; priced_count: number; observation_count: number }>();
  for (const category of CATEGORIES) counts.set(category, { component_count: 0, priced_count: 0, observation_count: 0 });
  for (const c of catalog.all()) {
    const row = counts.get(c.category)!;
    row.component_count++;
    const n = observationCount(market, c.id, null, now);
    if (n > 0) row.priced_count++;
    row.observation_count += n;
  }
  return { categories: [...counts].map(([category, row]) => ({ category, ...row })), generated_at: new Date(now).toISOString() };
}

/**
 * One page of a category: components with observations first (most first), then by id; market
 * summaries only for trusted strata.
 *
 * @example
 * publicCategory(catalog, market, "hdd", { limit: 50, offset: 0 }, Date.now()).components;
 */
export function publicCategory(catalog: Catalog, market: MarketView, category: Category, page: { limit: number; offset: number }, now: number): PublicCategoryPage {
  const members = catalog
    .all()
    .filter((c) => c.category === category)
    .map((c) => ({ c, n: observationCount(market, c.id, null, now) }))
    .sort((a, b) => b.n - a.n || (a.c.id < b.c.id ? -1 : 1));
  const slice = members.slice(page.offset, page.offset + page.limit);
  return {
    category,
    components: slice.map(({ c, n }) => summaryOf(market, c, n, now)),
    total: members.length,
    limit: page.limit,
    offset: page.offset,
    generated_at: new Date(now).toISOString(),
  };
}

/**
 * Specs, per-stratum statistics (numbers only where trusted) and the latest observations of one
 * component of the window.
 *
 * @example
 * publicComponent(market, catalog.get("hdd-hgst-he8-8tb")!, 50, Date.now()).stats;
 */
export function publicComponent(market: MarketView, c: CatalogComponent, limit: number, now: number): PublicComponentDetail {
  const strata = strataOf(market, c.id, now);
  const stats = strata.map((s) => {
    const b = s.benchmark;
    const st = b.status === "trusted" ? b.stats : null;
    return {
      condition: s.condition,
      observation_count: s.observation_count,
      benchmark_trust: trustStatusOf(b),
      sample_size: st?.sample_size ?? null,
      p25: st?.p25 ?? null,
      median: st?.median ?? null,
      p75: st?.p75 ?? null,
      min: st?.min ?? null,
      max: st?.max ?? null,
      avg_30d: st?.avg_30d ?? null,
      historical_low: st?.historical_low ?? null,
    };
  });
  return {
    component_id: c.id,
    category: c.category,
    name: c.model,
    brand: c.brand,
    mpn: c.mpn,
    capacity: c.capacity,
    interface: c.interface,
    form_factor: c.form_factor,
    generation: c.generation,
    aliases: [...c.aliases],
    specs: { ...c.specs },
    stats,
    observations: latestObservations(market, c.id, limit, now),
    observation_count: strata.reduce((sum, s) => sum + s.observation_count, 0),
    generated_at: new Date(now).toISOString(),
  };
}

// --- Internal helpers ---

function summaryOf(market: MarketView, c: CatalogComponent, n: number, now: number): PublicComponentSummary {
  const strata = n > 0 ? strataOf(market, c.id, now) : null;
  return {
    component_id: c.id,
    name: c.model,
    brand: c.brand,
    subcategory: c.subcategory,
    capacity: c.capacity,
    observation_count: n,
    benchmark_trust: strata
      ? trustStatusOf(headlineOf(strata).benchmark)
      : { status: "insufficient_evidence", reason_code: "NO_OBSERVATIONS", detail: `No observations of ${c.id}.` },
    market: strata ? trustedStrata(strata).map(({ benchmark: _b, ...s }) => ({ condition: s.condition, sample_size: s.sample_size, p25: s.p25, median: s.median, p75: s.p75 })) : [],
  };
}

/** The newest observations of every stratum in the default window, merged newest first. */
function latestObservations(market: MarketView, id: string, limit: number, now: number) {
  const points: { price: number; at: number; source: string; condition: string }[] = [];
  for (const condition of STRATA) {
    const s = market.slice(id, condition, { now, window_days: DEFAULT_WINDOW_DAYS });
    for (let i = 0; i < s.prices.length; i++) points.push({ price: s.prices[i]!, at: s.times[i]!, source: s.source_names[s.sources[i]!]!, condition });
  }
  points.sort((a, b) => b.at - a.at);
  return points.slice(0, limit).map((p) => ({ price: p.price, observed_at: new Date(p.at).toISOString(), source: p.source, condition: p.condition }));
}
