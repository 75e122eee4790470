import { absolutePercentageError, quantileSorted } from "@rackhunt/core";
import type { QualityRow } from "@rackhunt/core/schemas";
import type { LabelledAlert, RealizedSaleRow } from "../db/contracts/index.ts";
import type { LatencySamples } from "./latency.ts";

/**
 * The figures of the quality record, from stored rows: pure arithmetic, so the page, the JSON and
 * the CLI print the same numbers.
 */

/**
 * Alert precision: deal ÷ labelled (edge and noise count as labelled, not as deals), with n.
 *
 * @example
 * precisionOf([{label: "deal"}, {label: "noise"}]); // {value: 0.5, n: 2, deal: 1, edge: 0, noise: 1}
 */
export function precisionOf(labels: readonly Pick<LabelledAlert, "label">[]): QualityRow["precision"] {
  const count = (label: string) => labels.filter((l) => l.label === label).length;
  const n = labels.length;
  const deal = count("deal");
  return { value: n === 0 ? null : deal / n, n, deal, edge: count("edge"), noise: count("noise") };
}

/**
 * Price error: the median absolute percentage error of the judged median against the sold price, with n.
 *
 * @example
 * priceErrorOf([{judged_median: 110, sold_price: 100}]); // {median_ape_pct: 10, n: 1}
 */
export function priceErrorOf(sales: readonly Pick<RealizedSaleRow, "judged_median" | "sold_price">[]): QualityRow["price_error"] {
  return errorFigure(sales.map(absolutePercentageError));
}

/**
 * The median of some absolute percentage errors, rounded to 0.1, with n.
 *
 * @example
 * errorFigure([2, 4, 30]); // {median_ape_pct: 4, n: 3}
 */
export function errorFigure(errors: readonly number[]): QualityRow["price_error"] {
  return { median_ape_pct: errors.length === 0 ? null : round(median(errors), 1), n: errors.length };
}

/** One forecast error of a benchmark (a day's median against a sale of the following week). */
export interface ForecastError {
  category: string | null;
  source: string;
  error: number;
}

/**
 * Latency p50 and p95 (nearest rank) of some samples in seconds; not measured when there are none to read.
 *
 * @example
 * latencyOf([10, 20, 30]); // {p50_seconds: 20, p95_seconds: 29, n: 3, measured: true}
 */
export function latencyOf(seconds: readonly number[] | null): QualityRow["latency"] {
  if (seconds === null) return { p50_seconds: null, p95_seconds: null, n: 0, measured: false };
  const sorted = [...seconds].sort((a, b) => a - b);
  // The same quantiles as /metrics and `rackhunt stream` (core's quantileSorted, type 7).
  const at = (q: number) => (sorted.length === 0 ? null : round(quantileSorted(sorted, q), 1));
  return { p50_seconds: at(0.5), p95_seconds: at(0.95), n: sorted.length, measured: true };
}

/**
 * Rows grouped by a key (a category or a source), each with its three figures, most labelled first.
 *
 * @example
 * groupRows(labels, sales, latency, (r) => r.source, "source");
 */
export function groupRows(
  labels: readonly LabelledAlert[],
  sales: readonly RealizedSaleRow[],
  forecasts: readonly ForecastError[],
  latency: LatencySamples | null,
  keyOf: (row: { category: string | null; source: string }) => string,
  by: "category" | "source",
): QualityRow[] {
  const keys = new Set([...labels.map(keyOf), ...sales.map(keyOf), ...forecasts.map(keyOf), ...(by === "source" && latency ? latency.keys() : [])]);
  const rows = [...keys].map((key): QualityRow => ({
    key,
    precision: precisionOf(labels.filter((l) => keyOf(l) === key)),
    price_error: priceErrorOf(sales.filter((s) => keyOf(s) === key)),
    forecast: errorFigure(forecasts.filter((f) => keyOf(f) === key).map((f) => f.error)),
    // Latency is measured per source; a category has no latency of its own.
    latency: by === "source" ? latencyOf(latency ? (latency.get(key) ?? []) : null) : latencyOf(null),
  }));
  return rows.sort((a, b) => b.precision.n + b.price_error.n - (a.precision.n + a.price_error.n) || b.forecast.n - a.forecast.n || a.key.localeCompare(b.key));
}

// --- Internal helpers ---

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
