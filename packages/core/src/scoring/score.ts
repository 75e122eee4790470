import type { Benchmark, TrustedBenchmark } from "../schemas/pricing.ts";
import { MIN_MATCH_CONFIDENCE } from "../pricing/constants.ts";
import { stratumOf } from "../pricing/strata.ts";
import type { HuntScoringInput, ListingFactsInput, ListingScore } from "../schemas/scoring.ts";
import type { Action, Verdict } from "../schemas/vocabulary.ts";
import { cohortScore, isSuspicious, judgePrice, priceVerdict } from "../pricing/judge.ts";
import { GB_PER_TB, pricePerItem } from "../pricing/unit-price.ts";
import { relativeTo, usd } from "../pricing/usd.ts";
import { underLowTail, type WideMarket } from "../pricing/wide-market.ts";
import { classReason } from "../pipeline/spec-class.ts";
import { isNotTheItem } from "../catalog/not-the-item.ts";
import { type CompiledHunt, compileHunt, isCompiledHunt } from "./compile.ts";
import {
  ABOVE_TARGET_SCORE,
  AT_CEILING_SCORE,
  BENCHMARK_WEIGHT,
  CEILING_ONLY_BASE,
  CEILING_ONLY_SPAN,
  NEUTRAL_SCORE,
  POINTS_PER_PERCENT_OVER_TARGET,
  TARGET_BONUS_FULL_AT,
  TARGET_MET_BONUS,
  TARGET_MET_SCORE,
} from "./constants.ts";

/**
 * The per-item price signal of a hunt's target and ceiling (before any benchmark shift): target
 * met 90..100; between target and ceiling 70 down to 30; above a target without ceiling 70 less a
 * point per 1% over; ceiling only 50..75; neither 50.
 * @example targetScore(45, 50, null) // 92 (10% under target: 90 + 10 × 0.1 / 0.5)
 */
export function targetScore(unit: number, target: number | null, ceiling: number | null): number {
  if (target !== null && unit <= target) {
    return TARGET_MET_SCORE + TARGET_MET_BONUS * Math.min(1, (target - unit) / target / TARGET_BONUS_FULL_AT);
  }
  if (target !== null && ceiling !== null && ceiling > target) {
    return ABOVE_TARGET_SCORE - ((unit - target) / (ceiling - target)) * (ABOVE_TARGET_SCORE - AT_CEILING_SCORE);
  }
  if (target !== null) return Math.max(0, ABOVE_TARGET_SCORE - POINTS_PER_PERCENT_OVER_TARGET * 100 * (unit / target - 1));
  if (ceiling !== null) return CEILING_ONLY_BASE + (CEILING_ONLY_SPAN * (ceiling - unit)) / ceiling;
  return NEUTRAL_SCORE;
}

/**
 * The score of a hunt with no target: the benchmark alone. Its BUY (cohort score ≥ 75, at or below
 * p25) lands at or above the default alert threshold 80, a WAIT between the median and p25 is a
 * WATCH, and dearer than the median scores below 50.
 * @example benchmarkOnlyScore(75) // 80
 */
export function benchmarkOnlyScore(cohort: number, alertAt = 80): number {
  return cohort >= 75 ? alertAt + ((cohort - 75) / 25) * (100 - alertAt) : (cohort * alertAt) / 75;
}

/**
 * The target a listing is held to: the hunt's target price, else its tightest per-unit cap turned
 * into a per-item price for this listing (`$12/TB` on a 4TB drive is $48). Null without either.
 * @example effectiveTarget(compileHunt({criteria: {max_price_per_tb: 12}}), {capacity_gb: 4000}) // {price: 48, what: "the cap $12.00/TB"}
 */
export function effectiveTarget(h: CompiledHunt, f: { capacity_gb?: number | null }): { price: number; what: string } | null {
  if (h.target_price !== null) return { price: h.target_price, what: `the target ${usd(h.target_price)}` };
  let best: { price: number; what: string } | null = null;
  const offer = (price: number | null, what: string) => {
    if (price !== null && (best === null || price < best.price)) best = { price, what };
  };
  const gb = f.capacity_gb != null && f.capacity_gb > 0 ? f.capacity_gb : null;
  offer(h.caps.unit, `the cap ${usd(h.caps.unit ?? 0)} per item`);
  if (gb !== null && h.caps.per_tb !== null) offer((h.caps.per_tb * gb) / GB_PER_TB, `the cap ${usd(h.caps.per_tb)}/TB`);
  if (gb !== null && h.caps.per_gb !== null) offer(h.caps.per_gb * gb, `the cap ${usd(h.caps.per_gb)}/GB`);
  return best;
}

/**
 * Scores a listing for a hunt. Gates first, each making the listing SKIP with score 0 and the
 * rule named: a listing not active (sold, closed, wanted); not the item (a box, a photo, a part
 * for it, a computer with it inside); one that cannot be judged (no price, no USD rate); any
 * failed criterion; sold for parts when the hunt does not ask for parts; above the ceiling.
 * Then the score: with a target (or, without one, a per-unit cap) the target signal shifted by
 * (cohort score − 50) × BENCHMARK_WEIGHT when the benchmark is trusted and is the listing's own
 * cohort, a met target never below the alert threshold; without any target a trusted benchmark
 * alone (a BUY alerts); without either the ceiling signal. A price implausibly far below a
 * trusted cohort (SUSPICIOUS_PRICE) is INCONCLUSIVE and never reaches the alert threshold.
 * Prices are per item, in USD.
 * @example scoreListing(listing, compileHunt(hunt), benchmark) // {score: 86, action: "ALERT", ...}
 */
export function scoreListing(listing: ListingFactsInput, hunt: CompiledHunt | HuntScoringInput, benchmark: Benchmark | null, wide: WideMarket | null = null): ListingScore {
  const h = isCompiledHunt(hunt) ? hunt : compileHunt(hunt);
  const status = listing.status ?? "active";
  const price = listing.price;
  const unit = price == null ? null : pricePerItem({ price, quantity: listing.quantity });
  const usable = benchmark !== null && fits(benchmark, listing) ? benchmark : null;
  const verdict: Verdict = usable && unit !== null ? priceVerdict(unit, usable) : "INCONCLUSIVE";

  if (status !== "active") return skip("status", `listing is ${status}`, verdict);
  if (listing.not_item && isNotTheItem(listing.not_item, listing.category)) return skip("not_item", `not the item itself: ${NOT_ITEM_WORDS[listing.not_item]}`, "INCONCLUSIVE");
  if (listing.unjudgeable || unit === null) return skip("unjudgeable", listing.unjudgeable ?? "no price stated", "INCONCLUSIVE");
  const input = { listing, unit, title: h.needs_title ? listing.title.toLowerCase() : "" };
  for (const check of h.checks) {
    const why = check.test(input);
    if (why !== null) return skip(check.rule, why, verdict);
  }
  if (listing.condition === "for_parts" && !h.wants_for_parts) {
    return skip("conditions", "sold for parts or not working, and the hunt does not ask for parts", verdict);
  }
  if (h.ceiling_price !== null && unit > h.ceiling_price) {
    return skip("ceiling_price", `${usd(unit)} per item is above the ceiling ${usd(h.ceiling_price)}`, verdict);
  }

  const reasons: string[] = [];
  const codes: string[] = [];
  const suspicious = usable !== null && isSuspicious(unit, usable);
  const target = effectiveTarget(h, listing);
  const met = target !== null && unit <= target.price;
  let score: number;
  if (target !== null) {
    score = targetScore(unit, target.price, h.ceiling_price);
    reasons.push(`${usd(unit)} per item ${met ? "meets" : "is above"} ${target.what}`);
    codes.push(met ? "TARGET_MET" : "ABOVE_TARGET");
    if (usable && !suspicious) score += (cohortScore(unit, usable) - 50) * BENCHMARK_WEIGHT;
  } else if (usable && !suspicious) {
    score = benchmarkOnlyScore(cohortScore(unit, usable), h.alert_threshold);
  } else {
    score = targetScore(unit, null, h.ceiling_price);
  }
  const converted = conversionReason(listing);
  if (converted) {
    reasons.push(converted);
    codes.push("CONVERTED_TO_USD");
  }
  const landed = landedReason(listing);
  if (landed) {
    reasons.push(landed);
    codes.push(listing.shipping == null ? "SHIPPING_UNKNOWN" : "LANDED_PRICE");
  }
  if (usable) {
    const inClass = classReason(listing);
    if (inClass) reasons.push(inClass);
    reasons.push(judgePrice(unit, usable).reason);
    codes.push(suspicious ? "SUSPICIOUS_PRICE" : `MARKET_${verdict}`);
  } else {
    reasons.push(benchmark === null ? "no benchmark" : `benchmark not used (${benchmark.status === "trusted" ? "not this listing's cohort" : benchmark.reason_code})`);
    codes.push(benchmark === null ? "NO_BENCHMARK" : benchmark.status === "trusted" ? "OTHER_COHORT" : benchmark.reason_code);
  }
  score = Math.round(Math.min(100, Math.max(0, score)));
  if (met && score < h.alert_threshold) score = h.alert_threshold;
  // Never an alert against a trusted market: a met target whose price sits in the market's upper
  // half is worth watching, not a deal; without a target only the market's own BUY alerts.
  const market = usable && !suspicious ? usable : null;
  if (market && met && unit > market.stats.median) {
    score = Math.max(h.watch_threshold, Math.min(score, h.alert_threshold - 1));
    reasons.unshift(`meets your target, but ${Math.round((unit / market.stats.median - 1) * 100)}% above the market median ${usd(market.stats.median)}`);
    codes.unshift("ABOVE_MARKET_MEDIAN");
  } else if (market && target === null && verdict !== "BUY" && score >= h.alert_threshold) {
    score = h.alert_threshold - 1;
    codes.push("NOT_A_MARKET_BUY");
  }
  // A cohort too spread to trust still knows its low tail: a clean price under it is a deal by any
  // reading of the market, so it is not silenced (without a target, it alerts), and says the spread.
  const lowInWide = wide !== null && benchmark?.reason_code === "HIGH_DISPERSION" && benchmark.component_id === (listing.market_id ?? listing.component_id) && underLowTail(unit, wide);
  if (lowInWide) {
    reasons.push(
      `p${Math.round(wide.percentile(unit))} of ${wide.kept} prices of a wide market: under its low tail ${usd(wide.low_tail)}, ${relativeTo(unit, wide.median, `the median ${usd(wide.median)}`)}, a median known only to ±${Math.round(wide.half_width * 100)}%`,
    );
    codes.push("WIDE_MARKET_LOW");
    if (target === null && score < h.alert_threshold) score = h.alert_threshold;
  }
  // Too good to be true is never an alert, whatever the target says.
  if (suspicious && score >= h.alert_threshold) score = Math.max(0, h.alert_threshold - 1);
  const action: Action = score >= h.alert_threshold ? "ALERT" : score >= h.watch_threshold ? "WATCH" : "SKIP";
  return { score, action, verdict, failed_rule: null, reasons, codes };
}

/**
 * The reason that says a price was converted to USD, or null for a USD price.
 * @example conversionReason({listed_currency: "CAD", listed_price: 140, price: 100.52, fx_rate: 0.718, fx_as_of: "2025-10-01"}) // "listed at CAD 140.00 ($100.52 at 0.718 USD/CAD, rates of 2025-10-01)"
 */
export function conversionReason(listing: ListingFactsInput): string | null {
  return once(CONVERSION, listing, conversionText);
}

function conversionText(listing: ListingFactsInput): string | null {
  if (!listing.listed_currency || listing.listed_currency === "USD" || listing.listed_price == null || listing.fx_rate == null) return null;
  const usdListed = Math.round(listing.listed_price * listing.fx_rate * 100) / 100;
  return `listed at ${listing.listed_currency} ${listing.listed_price.toFixed(2)} (${usd(usdListed)} at ${listing.fx_rate} USD/${listing.listed_currency}, rates of ${listing.fx_as_of})`;
}

/**
 * The reason that says what shipping adds, or that a marketplace listing's shipping is unknown
 * (then it is judged without it); null where there is nothing to say.
 * @example landedReason({price: 75, shipping: 35, ...}) // "landed $75.00: $40.00 + $35.00 shipping"
 */
export function landedReason(listing: ListingFactsInput): string | null {
  return once(LANDED, listing, landedText);
}

function landedText(listing: ListingFactsInput): string | null {
  const shipping = listing.shipping ?? null;
  if (shipping === null) return listing.auction ? "shipping unknown: judged without it" : null;
  if (shipping === 0 || listing.price == null) return null;
  return `landed ${usd(listing.price)}: ${usd(Math.round((listing.price - shipping) * 100) / 100)} + ${usd(shipping)} shipping`;
}

// A listing's own notes (its currency, its shipping) are the same for every hunt that judges it:
// written once per facts object, not once per (hunt, listing) pair.
const CONVERSION = new WeakMap<object, string | null>();
const LANDED = new WeakMap<object, string | null>();
function once(memo: WeakMap<object, string | null>, listing: ListingFactsInput, text: (l: ListingFactsInput) => string | null): string | null {
  let r = memo.get(listing);
  if (r === undefined) memo.set(listing, (r = text(listing)));
  return r;
}

/** How a reason names each kind of not-the-item listing. */
export const NOT_ITEM_WORDS = {
  wanted: "a wanted post",
  box: "an empty box",
  photo: "a photo or picture of the item",
  novelty: "a novelty (keychain, ornament, replica)",
  accessory: "an accessory for the item",
  system: "a whole computer with the item inside",
  preorder: "a pre-order or an order resale (no item in hand yet)",
} as const;

/** A trusted benchmark counts only for the listing's own variant and stratum, matched confidently enough. */
function fits(b: Benchmark, l: ListingFactsInput): b is TrustedBenchmark {
  // A spec class (no catalog variant) is what the title says the item is: no match to be unsure of.
  const confident = l.component_id == null || (l.match_confidence ?? 0) >= MIN_MATCH_CONFIDENCE;
  return b.status === "trusted" && b.component_id === (l.market_id ?? l.component_id) && b.stratum === stratumOf(l.condition ?? null) && confident;
}

/** The stable code of each gate that makes a listing SKIP (criteria rules: CRITERIA_ and the field). */
const GATE_CODES: Readonly<Record<string, string>> = {
  status: "NOT_AN_OFFER",
  not_item: "NOT_THE_ITEM",
  unjudgeable: "NO_USD_PRICE",
  conditions: "CONDITION",
  ceiling_price: "ABOVE_CEILING",
};

function skip(rule: string, why: string, verdict: Verdict): ListingScore {
  return { score: 0, action: "SKIP", verdict, failed_rule: rule, reasons: [`${rule}: ${why}`], codes: [GATE_CODES[rule] ?? `CRITERIA_${rule.toUpperCase()}`] };
}
