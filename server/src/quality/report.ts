import { benchmarkForecastErrors, DAY_MS, DEFAULT_WINDOW_DAYS } from "@rackhunt/core";
import type { QualityReport } from "@rackhunt/core/schemas";
import type { Services } from "../operations/context.ts";
import { errorFigure, type ForecastError, groupRows, latencyOf, precisionOf, priceErrorOf } from "./figures.ts";
import { latencySamples } from "./latency.ts";
import { QUALITY_METHOD } from "./method.ts";

/** Every figure covers this many days back from now. */
export const QUALITY_WINDOW_DAYS = 90;
/** A report is reused for this long: the record is recomputed at most once a minute. */
export const QUALITY_CACHE_MS = 60_000;

const UNKNOWN = "unknown";
const cache = new WeakMap<object, { at: number; report: QualityReport }>();

/**
 * This install's quality record over the last 90 days: alert precision from feedback, price error
 * on realized sales, alert latency, overall, per category and per source, and price error per
 * category and condition. Computed at most once a minute per server.
 *
 * @example
 * const report = await qualityReport(services);
 * report.overall.precision; // {value: 0.8, n: 5, deal: 4, edge: 0, noise: 1}
 */
export async function qualityReport(services: Pick<Services, "repos" | "clock" | "market" | "catalog">): Promise<QualityReport> {
  const now = services.clock.now();
  const hit = cache.get(services);
  if (hit && now >= hit.at && now - hit.at < QUALITY_CACHE_MS) return hit.report;
  const since = now - QUALITY_WINDOW_DAYS * DAY_MS;
  const [labels, sales, latency] = await Promise.all([services.repos.quality.labelsSince(since), services.repos.quality.salesSince(since), latencySamples(services, since)]);
  const forecasts = await forecastErrors(services, now);
  const category = (r: { category: string | null }) => r.category ?? UNKNOWN;
  const conditions = new Map<string, typeof sales>();
  for (const s of sales) {
    const key = `${category(s)}\u0000${s.condition ?? UNKNOWN}`;
    conditions.set(key, [...(conditions.get(key) ?? []), s]);
  }
  const report: QualityReport = {
    generated_at: new Date(now).toISOString(),
    window_days: QUALITY_WINDOW_DAYS,
    overall: {
      key: "all",
      precision: precisionOf(labels),
      price_error: priceErrorOf(sales),
      forecast: errorFigure(forecasts.map((f) => f.error)),
      latency: latencyOf(latency ? [...latency.values()].flat() : null),
    },
    by_category: groupRows(labels, sales, forecasts, latency, category, "category"),
    by_source: groupRows(labels, sales, forecasts, latency, (r) => r.source, "source"),
    price_error_by_condition: [...conditions].map(([key, rows]) => {
      const [cat, condition] = key.split("\u0000") as [string, string];
      return { category: cat, condition, ...priceErrorOf(rows) };
    }).sort((a, b) => b.n - a.n || a.category.localeCompare(b.category) || a.condition.localeCompare(b.condition)),
    method: { ...QUALITY_METHOD },
  };
  cache.set(services, { at: now, report });
  return report;
}

// --- Internal helpers ---

/**
 * Every catalog variant's benchmark graded as a 7-day forecast over the window: the market is
 * loaded a window further back, since each day's benchmark reads its own 90 days.
 */
async function forecastErrors(services: Pick<Services, "market" | "catalog">, now: number): Promise<ForecastError[]> {
  const variants = services.catalog.all();
  await services.market.prepareVariants(variants.map((c) => c.id), now - (QUALITY_WINDOW_DAYS + DEFAULT_WINDOW_DAYS) * DAY_MS);
  const categories = new Map(variants.map((c) => [c.id, c.category]));
  const cohorts = benchmarkForecastErrors(services.market.market, categories.keys(), { now, window_days: QUALITY_WINDOW_DAYS });
  return cohorts.flatMap((c) => c.errors.map((error, i) => ({ category: categories.get(c.component_id) ?? null, source: c.sources[i]!, error })));
}
