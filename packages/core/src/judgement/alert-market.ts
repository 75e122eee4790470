import { judgePrice } from "../pricing/judge.ts";
import { pricePerItem } from "../pricing/unit-price.ts";
import type { Benchmark } from "../schemas/pricing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { Verdict } from "../schemas/vocabulary.ts";
import type { AuctionView } from "./auction-close.ts";

/**
 * The market figures an alert message carries, so every channel can say "p12, median $181" and
 * "ends in 3 h" without re-deriving them from reason text. Amounts are USD (cohorts are USD).
 */
export interface AlertMarket {
  /** One item's price as judged (an open auction's likely close); null without a price. */
  unit_price: number | null;
  verdict: Verdict;
  /** Mid-rank percentile of the unit price in its trusted cohort; null when untrusted. */
  percentile: number | null;
  /** The trusted cohort's median; null when untrusted. */
  median: number | null;
  /** An open auction's end (ISO time); null for anything else. */
  ends_at: string | null;
}

/**
 * Market figures of one alerting listing.
 * @example alertMarket(facts, benchmark, null, "BUY") // {unit_price: 139, verdict: "BUY", percentile: 12, median: 181, ends_at: null}
 */
export function alertMarket(facts: ListingFacts, benchmark: Benchmark, auction: AuctionView | null | undefined, verdict: Verdict): AlertMarket {
  const unit = facts.price === null ? null : pricePerItem({ price: facts.price, quantity: facts.quantity });
  const judged = unit === null ? null : judgePrice(unit, benchmark);
  const trusted = benchmark.status === "trusted" ? benchmark.stats : null;
  return {
    unit_price: unit === null ? null : Math.round(unit * 100) / 100,
    verdict,
    percentile: judged?.percentile == null ? null : Math.round(judged.percentile),
    median: trusted ? trusted.median : null,
    ends_at: auction ? (facts.auction?.ends_at ?? null) : null,
  };
}
