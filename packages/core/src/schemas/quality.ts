import * as v from "valibot";
import { DateTime, Uuid } from "./common.ts";

/** How an account labels an alert: a deal, an edge case, or noise. Precision is deal ÷ labelled. */
export const FEEDBACK_LABELS = ["deal", "edge", "noise"] as const;
export const FeedbackLabel = v.picklist(FEEDBACK_LABELS);
export type FeedbackLabel = v.InferOutput<typeof FeedbackLabel>;

/** Path of the feedback operation: one alert of one hunt. */
export const AlertFeedbackParams = v.object({ hunt_id: Uuid, alert_id: Uuid });

/** Body of the feedback operation: the label and, optionally, why. */
export const AlertFeedbackBody = v.object({
  label: FeedbackLabel,
  reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500))), null),
});

/** An account's label of an alert, as stored. */
export const AlertFeedback = v.object({
  alert_id: Uuid,
  hunt_id: Uuid,
  label: FeedbackLabel,
  reason: v.nullable(v.string()),
  updated_at: DateTime,
});
export type AlertFeedback = v.InferOutput<typeof AlertFeedback>;

/** Alert precision from feedback: deal ÷ labelled, with n = labelled. */
export const PrecisionFigure = v.object({
  /** deal ÷ labelled (0 to 1); null when nothing is labelled. */
  value: v.nullable(v.number()),
  n: v.number(),
  deal: v.number(),
  edge: v.number(),
  noise: v.number(),
});

/** Price error on realized sales: the median absolute percentage error, with n sales. */
export const PriceErrorFigure = v.object({
  /** Median of |judged median − sold price| ÷ sold price, in percent; null without sales. */
  median_ape_pct: v.nullable(v.number()),
  n: v.number(),
});

/** Alert latency (from a listing's appearance to the alert leaving), p50 and p95, with n. */
export const LatencyFigure = v.object({
  p50_seconds: v.nullable(v.number()),
  p95_seconds: v.nullable(v.number()),
  n: v.number(),
  /** False while this install records no latency samples: the figures are then null with n 0. */
  measured: v.boolean(),
});

/** One row of the quality record: a category or a source. */
export const QualityRow = v.object({
  key: v.string(),
  precision: PrecisionFigure,
  price_error: PriceErrorFigure,
  /** Benchmarks as a 7-day forecast: each day's trusted median against the sales of the following 7 days (n = day × sale pairs). */
  forecast: PriceErrorFigure,
  latency: LatencyFigure,
});

/** The price error of one category and condition. */
export const PriceErrorRow = v.object({ category: v.string(), condition: v.string(), median_ape_pct: v.nullable(v.number()), n: v.number() });

/** The public quality record: GET /api/public/quality and the /quality page. */
export const QualityReport = v.object({
  generated_at: DateTime,
  /** Rolling window of every figure, in days. */
  window_days: v.number(),
  overall: QualityRow,
  by_category: v.array(QualityRow),
  by_source: v.array(QualityRow),
  price_error_by_condition: v.array(PriceErrorRow),
  /** How each figure is computed, in words. */
  method: v.object({ precision: v.string(), price_error: v.string(), forecast: v.string(), latency: v.string(), caching: v.string() }),
});
export type QualityReport = v.InferOutput<typeof QualityReport>;
export type QualityRow = v.InferOutput<typeof QualityRow>;
