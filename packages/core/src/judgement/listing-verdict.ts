import { isNotTheItem } from "../catalog/not-the-item.ts";
import { judgePrice, type PriceJudgement } from "../pricing/judge.ts";
import { pricePerItem } from "../pricing/unit-price.ts";
import type { Benchmark, TrustReasonCode } from "../schemas/pricing.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { Action, Verdict } from "../schemas/vocabulary.ts";
import { classReason } from "../pipeline/spec-class.ts";
import { compileHunt } from "../scoring/compile.ts";
import { conversionReason, landedReason, NOT_ITEM_WORDS, scoreListing } from "../scoring/score.ts";

/** Why a listing's own verdict is what it is: TRUSTED, a trust rule, or why the price was not judged. */
export type VerdictCode = TrustReasonCode | "NO_PRICE" | "UNKNOWN_CURRENCY";

/**
 * A listing judged against its own market, as no hunt sees it: what evaluate answers, what public
 * deals show and what `rackhunt import --report` says of a line.
 */
export interface ListingVerdict {
  /** BUY at or below p25, WAIT to p75, SKIP above; INCONCLUSIVE when there is nothing to judge with. */
  verdict: Verdict;
  code: VerdictCode;
  /** Why, in words: the market position ("p12 of 34 sold over 90 days; …") or why it was not judged. */
  reasons: string[];
  /** The market's score and action for an active offer of the item (public deals); null otherwise. */
  score: number | null;
  action: Action | null;
  /** One item's price in USD; null without a price. */
  unit_price: number | null;
  /** The benchmark it was judged against; null when it is not the item or cannot be priced. */
  benchmark: Benchmark | null;
  /** The price judged against a trusted benchmark; null otherwise. */
  price: Extract<PriceJudgement, { reason_code: "TRUSTED" }> | null;
}

const NO_HUNT = compileHunt({});

/**
 * The listing's own verdict: not the item (a photo, a box, a part for it) or no price → INCONCLUSIVE
 * with the reason; otherwise its per-item price against the benchmark of its own cohort, INCONCLUSIVE
 * when the cohort is not trusted or the price is implausibly far below it (SUSPICIOUS_PRICE). A sold
 * listing is judged too (where its sale sat in the market); only an active offer gets a score and
 * an action.
 * @example listingVerdict(facts, benchmark) // {verdict: "BUY", code: "TRUSTED", reasons: ["p12 of 34 sold over 90 days; …"], ...}
 */
export function listingVerdict(f: ListingFacts, benchmark: Benchmark | null): ListingVerdict {
  const none = { score: null, action: null, unit_price: null, benchmark: null, price: null };
  if (f.not_item && isNotTheItem(f.not_item, f.category)) {
    return { ...none, verdict: "INCONCLUSIVE", code: "NOT_THE_ITEM", reasons: [`NOT_THE_ITEM: not the item itself: ${NOT_ITEM_WORDS[f.not_item]}`] };
  }
  if (f.unjudgeable !== null || f.price === null) {
    const why = f.unjudgeable ?? "NO_PRICE: the listing states no price";
    return { ...none, verdict: "INCONCLUSIVE", code: why.startsWith("UNKNOWN_CURRENCY") ? "UNKNOWN_CURRENCY" : "NO_PRICE", reasons: [why] };
  }
  const unit = pricePerItem({ price: f.price, quantity: f.quantity });
  const market = benchmark ? marketAction(f, benchmark) : { score: null, action: null };
  const notes = [classReason(f), conversionReason(f), landedReason(f)].filter((r): r is string => r !== null);
  const judged = benchmark ? judgePrice(unit, benchmark) : null;
  const base = { ...market, unit_price: unit, benchmark };
  if (judged === null || judged.verdict === "INCONCLUSIVE") {
    const code: VerdictCode = judged?.reason_code ?? "NO_COMPONENT_MATCH";
    const reason = judged?.reason ?? "No trusted benchmark (NO_COMPONENT_MATCH): The listing did not match a catalog variant.";
    return { ...base, verdict: "INCONCLUSIVE", code, reasons: [...notes, reason], price: null };
  }
  return { ...base, verdict: judged.verdict, code: "TRUSTED", reasons: [...notes, judged.reason], price: judged };
}

/** An active offer's score and action by its market alone (as a hunt with no target would see it). */
function marketAction(f: ListingFacts, b: Benchmark): { score: number | null; action: Action | null } {
  if (f.status !== "active") return { score: null, action: null };
  const s = scoreListing(f, NO_HUNT, b);
  if (s.failed_rule !== null) return { score: null, action: null };
  if (s.verdict === "INCONCLUSIVE" && !s.reasons.some((r) => r.startsWith("SUSPICIOUS_PRICE"))) return { score: null, action: null };
  return { score: s.score, action: s.action };
}
