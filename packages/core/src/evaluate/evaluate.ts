import type { EvaluateRequest, EvaluateResponse, Forecast, SignalInfo } from "../schemas/evaluate.ts";
import type { TrustedBenchmark } from "../schemas/pricing.ts";
import { classAverage } from "../pricing/class-average.ts";
import type { MarketView } from "../pricing/market.ts";
import { trustStatusOf } from "../pricing/trust.ts";
import { stratumOf } from "../pricing/strata.ts";
import { usd } from "../pricing/usd.ts";
import { defaultCatalog } from "../catalog/default-catalog.ts";
import type { PipelineContext } from "../pipeline/describe-listing.ts";
import { type CohortNeed, cohortNeeds } from "../judgement/cohorts.ts";
import type { JudgeInput } from "../judgement/input.ts";
import { judgePlan } from "../judgement/judge.ts";
import { planJudgement } from "../judgement/plan.ts";
import { variantClass } from "../pipeline/variant-class.ts";
import { NOT_ITEM_WORDS } from "../scoring/score.ts";
import { sourceContext } from "./source-context.ts";

/** Sample size at which a trusted cohort counts as fully confident. */
export const CONFIDENT_SAMPLE_SIZE = 30;
/** A 7-day trend within ± this fraction is "stable". */
export const STABLE_TREND = 0.03;
/** Below this share of explained variation the trend line says nothing: no forecast. */
export const MIN_FORECAST_R2 = 0.2;
/** Confidence left at a price just above the implausibility floor (it rises linearly to 1 at p25). */
export const LOW_PRICE_CONFIDENCE = 0.3;
/** composite_label by composite_score: the first whose floor the score reaches. */
export const SIGNAL_LABELS: readonly (readonly [number, string])[] = [
  [90, "excellent"],
  [75, "good"],
  [50, "fair"],
  [25, "high"],
  [0, "overpriced"],
];

/** Options of one evaluation. */
export interface EvaluateOptions extends PipelineContext {
  /** The instant to judge at (epoch ms); defaults to the market's now, so a call is deterministic. */
  now?: number;
  window_days?: number;
  local_kw?: string | null;
  /** Trust tier of a platform (URL host without "www."); unlisted platforms are "medium". */
  platform_tiers?: Readonly<Record<string, string>>;
}

type Component = NonNullable<EvaluateResponse["component"]>;

/**
 * Evaluates a price (USD) through the listing pipeline: identify the title, benchmark its exact
 * variant and condition stratum (the stricter of the stated and the title's condition), and judge
 * the per-item price (the request's price divided by the title's quantity). Not the item (a photo,
 * a box, a part for it), no trusted cohort, or a price implausibly far below the cohort
 * (SUSPICIOUS_PRICE): INCONCLUSIVE, confidence 0, every benchmark-derived field null, with
 * benchmark_trust saying why. Otherwise every diagnostic is filled. Savings are fractions of the
 * reference price (0.18 = 18% below it); negative means dearer.
 * @example
 * const res = evaluate({price: 99, title: "HGST He8 8TB SAS"}, market, {now});
 * res.verdict // "BUY"
 */
export function evaluate(request: EvaluateRequest, market: MarketView, options: EvaluateOptions = {}): EvaluateResponse {
  const now = options.now ?? market.now;
  const catalog = options.catalog ?? defaultCatalog();
  const tiers = options.platform_tiers ?? {};
  const judged = judgePlan(planJudgement({ listings: [listingOf(request)], now }, { ...options, catalog }), market).listings[0]!;
  const f = request.title ? judged.facts : null;
  const c = f?.component_id ? catalog.get(f.component_id) : null;
  const v = judged.verdict;
  const component: Component | null = c && f ? { id: c.id, brand: c.brand, model: c.model, confidence: round(f.match_confidence, 4) } : null;
  const inconclusive = (trust: { status: string; reason_code: string; detail: string }, what: string): EvaluateResponse => ({
    verdict: "INCONCLUSIVE",
    confidence: 0,
    reasoning: `INCONCLUSIVE: ${what}: ${trust.reason_code}. ${trust.detail}`,
    source_context: sourceContext(request.url, tiers, null),
    component,
    savings: null,
    price_metrics: null,
    forecast: null,
    signal: null,
    source_comparisons: null,
    historical_context: null,
    benchmark_trust: trust,
    facts: f,
    reasons: v.reasons,
  });
  if (v.code === "NOT_THE_ITEM" && f?.not_item) {
    const detail = `The title describes ${NOT_ITEM_WORDS[f.not_item]}, not the item: it is never judged against the item's market.`;
    return inconclusive({ status: "untrusted", reason_code: "NOT_THE_ITEM", detail }, "not the item itself");
  }
  const benchmark = v.benchmark;
  if (benchmark === null || benchmark.status !== "trusted") {
    const trust = benchmark ? trustStatusOf(benchmark) : { status: "untrusted", reason_code: v.code, detail: v.reasons.at(-1) ?? "" };
    return inconclusive(trust, `no trusted benchmark for ${component ? `${component.id} (${benchmark?.stratum})` : "this listing"}`);
  }
  if (v.price === null) {
    return inconclusive({ status: "untrusted", reason_code: v.code, detail: v.reasons.at(-1) ?? "" }, "the price does not fit this market");
  }
  const quantity = judged.facts.quantity;
  const unit = v.unit_price!;
  const judgedPrice = v.price;
  const s = benchmark.stats;
  // A spec-class market (no catalog variant) is its own class: no class average beside it.
  const classOf = c ? variantClass(catalog, c) : null;
  const classAvg = classOf ? classAverage(market, classOf.ids, benchmark.stratum, { now, window_days: benchmark.window_days, local_kw: benchmark.local_kw }) : null;
  const forecast = forecastOf(benchmark);
  const lot = quantity > 1 ? ` Lot of ${quantity}: ${usd(unit)} per item.` : "";
  const vsRef = (ref: number | null) => (ref === null ? null : round((ref - unit) / ref, 4));
  return {
    verdict: judgedPrice.verdict,
    confidence: round((c ? f!.match_confidence : 1) * sampleFactor(s.sample_size) * plausibility(unit, benchmark), 4),
    reasoning: `${judgedPrice.verdict}: ${judgedPrice.reason}.${lot} ${forecast.note}`.trim(),
    source_context: sourceContext(request.url, tiers, s.sample_size),
    component,
    savings: { vs_median_90d: vsRef(s.median), vs_avg_30d: vsRef(s.avg_30d), vs_historical_low: vsRef(s.historical_low) },
    price_metrics: {
      current: round(unit, 2),
      median_90d: round(s.median, 2),
      avg_30d: s.avg_30d === null ? null : round(s.avg_30d, 2),
      historical_low: round(s.historical_low, 2),
      trend_7d: s.trend_7d === null ? null : round(s.trend_7d, 4),
    },
    forecast: forecast.value,
    signal: signalOf(judgedPrice.score, unit, s.median, s.trend_7d),
    source_comparisons: s.sources.map((x) => ({
      source: x.source,
      avg_price: round(x.avg_price, 2),
      min_price: round(x.min_price, 2),
      observation_count: x.observation_count,
    })),
    historical_context: {
      // The lowest price among the comparables the verdict used, so it never contradicts the verdict.
      best_price_ever: round(s.historical_low, 2),
      best_price_date: new Date(s.historical_low_at).toISOString(),
      price_30d_ago: s.price_30d_ago === null ? null : round(s.price_30d_ago, 2),
      // No seasonal model yet: saying nothing beats a made-up pattern.
      seasonal_note: null,
      class_avg_price: classAvg ? round(classAvg.mean, 2) : null,
      class_avg_label: classAvg && classOf ? `${benchmark.stratum} ${classOf.label}, ${classAvg.variants} variant${classAvg.variants === 1 ? "" : "s"}, ${benchmark.window_days} days` : null,
    },
    benchmark_trust: trustStatusOf(benchmark),
    facts: f,
    reasons: v.reasons,
  };
}

/**
 * The cohorts an evaluation reads: its listing's, and the other variants of its class in the same
 * stratum (the class average). A host loads them before calling {@link evaluate}.
 * @example evaluationNeeds({price: 99, title: "HGST He8 8TB SAS"}, {now}) // [{component_id: "hgst-...", stratum: "used", from, to}, ...]
 */
export function evaluationNeeds(request: EvaluateRequest, options: EvaluateOptions & { now: number }): CohortNeed[] {
  const catalog = options.catalog ?? defaultCatalog();
  const plan = planJudgement({ listings: [listingOf(request)], now: options.now }, { ...options, catalog });
  const f = plan.listings[0]!.facts;
  const c = f.component_id ? catalog.get(f.component_id) : null;
  if (!c) return plan.cohorts;
  const needs = cohortNeeds(options.window_days);
  for (const id of variantClass(catalog, c).ids) needs.addVariant(id, stratumOf(f.condition), options.now);
  return needs.list();
}

/** An evaluate request as the judgement reads a listing: priced in USD, its title, condition and URL. */
function listingOf(request: EvaluateRequest): JudgeInput {
  return { title: request.title ?? "", price: request.price, currency: "USD", condition: request.condition ?? null, url: request.url ?? null };
}

/** More comparables, more confidence: half at the minimum sample, full at CONFIDENT_SAMPLE_SIZE. */
function sampleFactor(n: number): number {
  return 0.5 + 0.5 * Math.min(1, n / CONFIDENT_SAMPLE_SIZE);
}

/**
 * How believable a low price is: 1 at or above p25, falling linearly to LOW_PRICE_CONFIDENCE at the
 * implausibility floor (below which the price is not judged at all).
 */
function plausibility(unit: number, b: TrustedBenchmark): number {
  const { p25, implausible_below: floor } = b.stats;
  if (unit >= p25 || p25 <= floor) return 1;
  return LOW_PRICE_CONFIDENCE + (1 - LOW_PRICE_CONFIDENCE) * ((unit - floor) / (p25 - floor));
}

/**
 * The forecast a response may show: none when the trend line explains too little of the prices
 * (r² under MIN_FORECAST_R2), else clamped to the prices the cohort has seen (a straight line
 * runs off to absurd prices), with a note saying which.
 */
function forecastOf(b: TrustedBenchmark): { value: Forecast | null; note: string } {
  const { forecast_30d: f, min, max } = b.stats;
  if (f.r2 < MIN_FORECAST_R2) return { value: null, note: `No forecast: the price trend explains ${Math.round(f.r2 * 100)}% of the variation (under ${MIN_FORECAST_R2 * 100}%).` };
  const clamp = (x: number) => Math.min(max, Math.max(min, x));
  const value = { predicted_30d: round(clamp(f.predicted), 2), range: [round(clamp(f.low), 2), round(clamp(f.high), 2)] };
  const clamped = clamp(f.predicted) !== f.predicted || clamp(f.low) !== f.low || clamp(f.high) !== f.high;
  return { value, note: clamped ? "Forecast clamped to the cohort's observed range." : "" };
}

/**
 * The SignalInfo of a judged price.
 * @example signalOf(82, 99, 120, -0.05) // {composite_score: 82, composite_label: "good", below_median: true, trend: "falling"}
 */
export function signalOf(score: number, unit: number, median: number, trend: number | null): SignalInfo {
  const label = SIGNAL_LABELS.find(([floor]) => score >= floor)![1];
  const direction = trend === null ? null : trend > STABLE_TREND ? "rising" : trend < -STABLE_TREND ? "falling" : "stable";
  return { composite_score: score, composite_label: label, below_median: unit < median, trend: direction };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

