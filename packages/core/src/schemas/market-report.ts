import * as v from "valibot";
import { CohortEvidence, Stratum, TrustReasonCode } from "./pricing.ts";
import { Category, ObservationKind, TrustStatus } from "./vocabulary.ts";

/** Observations of one source and kind in a stratum's window; the median only when the stratum is trusted. */
export const MarketSourceRow = v.object({
  source: v.string(),
  kind: ObservationKind,
  count: v.pipe(v.number(), v.integer()),
  median: v.nullable(v.number()),
});

/** One condition stratum of a variant's market. */
export const MarketStratum = v.object({
  stratum: Stratum,
  status: TrustStatus,
  reason_code: TrustReasonCode,
  /** The numbers that decided the status, in words. */
  detail: v.string(),
  evidence: v.nullable(CohortEvidence),
  /** The benchmark's numbers, when trusted. */
  stats: v.nullable(v.object({
    sample_size: v.pipe(v.number(), v.integer()),
    median: v.number(),
    p25: v.number(),
    p75: v.number(),
    median_low: v.number(),
    median_high: v.number(),
  })),
  by_source: v.array(MarketSourceRow),
  /** What would make the stratum trusted; null when it is. */
  to_trust: v.nullable(v.string()),
});
export type MarketStratum = v.InferOutput<typeof MarketStratum>;

/** A variant's market: what `rackhunt market`, `GET /api/v2/market` and the `get_market` tool answer. */
export const MarketReport = v.object({
  /** The component id or title asked about. */
  query: v.string(),
  component: v.nullable(v.object({
    id: v.string(),
    model: v.string(),
    category: Category,
    capacity: v.nullable(v.string()),
    interface: v.nullable(v.string()),
  })),
  window_days: v.number(),
  generated_at: v.string(),
  strata: v.array(MarketStratum),
});
export type MarketReport = v.InferOutput<typeof MarketReport>;

/**
 * Query of `GET /api/v2/market`: `q`, a catalog component id (from search_components) or a listing
 * title read like a scanned one.
 */
export const MarketQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
});
export type MarketQuery = v.InferOutput<typeof MarketQuery>;
