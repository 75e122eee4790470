import { judgePrice, usd } from "../pricing/judge.js";
import { normalizeCondition } from "../pricing/strata.js";
import { benchmarkFor, trustStatusOf } from "../pricing/trust.js";
import { pricePerItem } from "../pricing/unit-price.js";
import { variantAverage } from "../pricing/variant-average.js";
import { sourceContext } from "./source-context.js";
/** Sample size at which a trusted cohort counts as fully confident. */
export const CONFIDENT_SAMPLE_SIZE = 30;
/** A 7-day trend within ± this fraction is "stable". */
export const STABLE_TREND = 0.03;
/** composite_label by composite_score: the first whose floor the score reaches. */
export const SIGNAL_LABELS = [
    [90, "excellent"],
    [75, "good"],
    [50, "fair"],
    [25, "high"],
    [0, "overpriced"],
];
/**
 * Evaluates a price: identifies the listing, benchmarks its exact variant and condition stratum,
 * and judges the per-item price (the request's price divided by the identified quantity).
 * Untrusted cohort: INCONCLUSIVE, confidence 0, every benchmark-derived field null, with
 * benchmark_trust saying why. Trusted: every diagnostic filled. Savings are fractions of the
 * reference price (0.18 = 18% below it); negative means dearer.
 * @example
 * const res = evaluate({price: 99, title: "HGST He8 8TB SAS"}, market, identify, {now});
 * res.verdict // "BUY"
 */
export function evaluate(request, market, identify, options = {}) {
    const now = options.now ?? market.now;
    const id = request.title ? identify(request.title, request.condition ?? null) : null;
    // A condition the caller states outranks one read from the title.
    const condition = normalizeCondition(request.condition) ?? id?.condition ?? null;
    const benchmark = benchmarkFor(market, id?.component.id ?? null, {
        condition,
        match_confidence: id?.confidence ?? null,
        window_days: options.window_days,
        local_kw: options.local_kw,
        now,
    });
    const component = id ? { id: id.component.id, brand: id.component.brand, model: id.component.model, confidence: round(id.confidence, 4) } : null;
    const tiers = options.platform_tiers ?? {};
    if (benchmark.status !== "trusted") {
        const what = component ? `${component.id} (${benchmark.stratum})` : "this listing";
        return {
            verdict: "INCONCLUSIVE",
            confidence: 0,
            reasoning: `INCONCLUSIVE: no trusted benchmark for ${what}: ${benchmark.reason_code}. ${benchmark.detail}`,
            source_context: sourceContext(request.url, tiers, null),
            component,
            savings: null,
            price_metrics: null,
            forecast: null,
            signal: null,
            source_comparisons: null,
            historical_context: null,
            benchmark_trust: trustStatusOf(benchmark),
        };
    }
    return trustedResponse(request, id, benchmark, market, now, options, component);
}
function trustedResponse(request, id, b, market, now, options, component) {
    const s = b.stats;
    const quantity = id.quantity != null && id.quantity >= 1 ? id.quantity : 1;
    const unit = pricePerItem({ price: request.price, quantity });
    const judged = judgePrice(unit, b);
    const score = judged.score ?? 0;
    const vsRef = (ref) => (ref === null ? null : round((ref - unit) / ref, 4));
    const classAvg = variantAverage(market, b.component_id, { now, window_days: b.window_days, local_kw: b.local_kw }, { stratum: b.stratum, mean: s.mean, count: s.sample_size });
    const sampleFactor = 0.5 + 0.5 * Math.min(1, s.sample_size / CONFIDENT_SAMPLE_SIZE);
    const lot = quantity > 1 ? ` Lot of ${quantity}: ${usd(unit)} per item.` : "";
    return {
        verdict: judged.verdict,
        confidence: round(id.confidence * sampleFactor, 4),
        reasoning: `${judged.verdict}: ${judged.reason}.${lot}`,
        source_context: sourceContext(request.url, options.platform_tiers ?? {}, s.sample_size),
        component,
        savings: { vs_median_90d: vsRef(s.median), vs_avg_30d: vsRef(s.avg_30d), vs_historical_low: vsRef(s.historical_low) },
        price_metrics: {
            current: round(unit, 2),
            median_90d: round(s.median, 2),
            avg_30d: s.avg_30d === null ? null : round(s.avg_30d, 2),
            historical_low: round(s.historical_low, 2),
            trend_7d: s.trend_7d === null ? null : round(s.trend_7d, 4),
        },
        forecast: { predicted_30d: round(s.forecast_30d.predicted, 2), range: [round(s.forecast_30d.low, 2), round(s.forecast_30d.high, 2)] },
        signal: signalOf(score, unit, s.median, s.trend_7d),
        source_comparisons: s.sources.map((x) => ({
            source: x.source,
            avg_price: round(x.avg_price, 2),
            min_price: round(x.min_price, 2),
            observation_count: x.observation_count,
        })),
        historical_context: {
            best_price_ever: round(s.historical_low, 2),
            best_price_date: new Date(s.historical_low_at).toISOString(),
            price_30d_ago: s.price_30d_ago === null ? null : round(s.price_30d_ago, 2),
            // No seasonal model yet: saying nothing beats a made-up pattern.
            seasonal_note: null,
            class_avg_price: classAvg ? round(classAvg.mean, 2) : null,
            class_avg_label: classAvg ? `${component.model ?? component.id}, all conditions, ${b.window_days} days` : null,
        },
        benchmark_trust: trustStatusOf(b),
    };
}
/**
 * The SignalInfo of a judged price.
 * @example signalOf(82, 99, 120, -0.05) // {composite_score: 82, composite_label: "good", below_median: true, trend: "falling"}
 */
export function signalOf(score, unit, median, trend) {
    const label = SIGNAL_LABELS.find(([floor]) => score >= floor)[1];
    const direction = trend === null ? null : trend > STABLE_TREND ? "rising" : trend < -STABLE_TREND ? "falling" : "stable";
    return { composite_score: score, composite_label: label, below_median: unit < median, trend: direction };
}
function round(x, digits) {
    const f = 10 ** digits;
    return Math.round(x * f) / f;
}
