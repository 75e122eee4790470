import type { ListingFacts } from "../schemas/scoring.ts";
import type { ListingVerdict } from "./listing-verdict.ts";

/** A listing judged while live and now seen sold: what it sold for beside the median it was judged against. */
export interface RealizedSale {
  /** The trusted benchmark median (USD per unit) of its last judgement while live. */
  judged_median: number;
  /** What one unit sold for, landed (USD, shipping in when the source states it), as judged. */
  sold_price: number;
}

/**
 * The median a live listing is judged against, to keep for the day it is seen sold: the trusted
 * benchmark's median of an active offer judged as the item; null for anything else (a sold
 * listing's own verdict must not overwrite what it was judged against while live).
 * @example liveMedian(facts, verdict) // 181 for an active offer judged BUY against a median of $181
 */
export function liveMedian(facts: ListingFacts, verdict: ListingVerdict): number | null {
  if (facts.status !== "active" || verdict.price === null || verdict.benchmark?.status !== "trusted") return null;
  return verdict.benchmark.stats.median;
}

/**
 * Whether this sighting is a realized sale to grade the price guide by: the listing was stored
 * live (status active) with a judged median, and is now seen sold (its source's status, or the
 * same item found among sold comparables) at a known unit price. Once stored sold, it is no longer
 * "live before", so a sale counts once.
 * @example realizedSale({previous_status: "active", judged_median: 181}, soldFacts, verdict) // {judged_median: 181, sold_price: 165}
 */
export function realizedSale(
  before: { previous_status?: string | null; judged_median?: number | null } | undefined,
  facts: ListingFacts,
  verdict: ListingVerdict,
): RealizedSale | null {
  if (!before || before.previous_status !== "active" || facts.status !== "sold") return null;
  const median = before.judged_median ?? null;
  const sold = verdict.unit_price;
  if (median === null || !(median > 0) || sold === null || !(sold > 0)) return null;
  return { judged_median: median, sold_price: sold };
}

/**
 * The absolute percentage error of a median against the price something sold for, in percent of
 * the sold price (how far the guide was from what a buyer paid).
 * @example absolutePercentageError({judged_median: 110, sold_price: 100}) // 10
 */
export function absolutePercentageError(sale: RealizedSale): number {
  return (Math.abs(sale.judged_median - sale.sold_price) / sale.sold_price) * 100;
}
