import { MIN_MATCH_CONFIDENCE } from "../pricing/constants.js";
import { stratumOf } from "../pricing/strata.js";
import { cohortScore, judgePrice, priceVerdict, usd } from "../pricing/judge.js";
import { pricePerItem } from "../pricing/unit-price.js";
import { compileHunt, isCompiledHunt } from "./compile.js";
import { ABOVE_TARGET_SCORE, AT_CEILING_SCORE, BENCHMARK_WEIGHT, CEILING_ONLY_BASE, CEILING_ONLY_SPAN, NEUTRAL_SCORE, POINTS_PER_PERCENT_OVER_TARGET, TARGET_BONUS_FULL_AT, TARGET_MET_BONUS, TARGET_MET_SCORE, } from "./constants.js";
/**
 * The per-item price signal of a hunt's target and ceiling (before any benchmark shift): target
 * met 90..100; between target and ceiling 70 down to 30; above a target without ceiling 70 less a
 * point per 1% over; ceiling only 50..75; neither 50.
 * @example targetScore(45, 50, null) // 92 (10% under target: 90 + 10 × 0.1 / 0.5)
 */
export function targetScore(unit, target, ceiling) {
    if (target !== null && unit <= target) {
        return TARGET_MET_SCORE + TARGET_MET_BONUS * Math.min(1, (target - unit) / target / TARGET_BONUS_FULL_AT);
    }
    if (target !== null && ceiling !== null && ceiling > target) {
        return ABOVE_TARGET_SCORE - ((unit - target) / (ceiling - target)) * (ABOVE_TARGET_SCORE - AT_CEILING_SCORE);
    }
    if (target !== null)
        return Math.max(0, ABOVE_TARGET_SCORE - POINTS_PER_PERCENT_OVER_TARGET * 100 * (unit / target - 1));
    if (ceiling !== null)
        return CEILING_ONLY_BASE + (CEILING_ONLY_SPAN * (ceiling - unit)) / ceiling;
    return NEUTRAL_SCORE;
}
/**
 * Scores a listing for a hunt. Gates first, each making the listing SKIP with score 0 and the
 * rule named: a listing not active (sold, closed, wanted), an accessory, any failed criterion,
 * a per-item price above the ceiling. Then the score: the target/ceiling signal (targetScore),
 * shifted by (cohort score − 50) × BENCHMARK_WEIGHT when the benchmark is trusted and is the
 * listing's own cohort (same variant and stratum, match confidence >= MIN_MATCH_CONFIDENCE); a met target is never below the hunt's alert threshold. Prices are
 * per item (a lot's total / quantity). Verdict: judgePrice's, INCONCLUSIVE without a trusted benchmark.
 * @example scoreListing(listing, compileHunt(hunt), benchmark) // {score: 86, action: "ALERT", ...}
 */
export function scoreListing(listing, hunt, benchmark) {
    const h = isCompiledHunt(hunt) ? hunt : compileHunt(hunt);
    const unit = pricePerItem(listing);
    const usable = benchmark !== null && fits(benchmark, listing) ? benchmark : null;
    const verdict = usable ? priceVerdict(unit, usable) : "INCONCLUSIVE";
    if (listing.status !== "active")
        return skip(`status`, `listing is ${listing.status}`, verdict);
    if (listing.is_accessory)
        return skip("accessory", "an accessory, not the item itself", verdict);
    const input = { listing, unit, title: h.needs_title ? listing.title.toLowerCase() : "" };
    for (const check of h.checks) {
        const why = check.test(input);
        if (why !== null)
            return skip(check.rule, why, verdict);
    }
    if (h.ceiling_price !== null && unit > h.ceiling_price) {
        return skip("ceiling_price", `${usd(unit)} per item is above the ceiling ${usd(h.ceiling_price)}`, verdict);
    }
    const reasons = [];
    let score = targetScore(unit, h.target_price, h.ceiling_price);
    const targetMet = h.target_price !== null && unit <= h.target_price;
    if (targetMet)
        reasons.push(`${usd(unit)} per item meets the target ${usd(h.target_price)}`);
    else if (h.target_price !== null)
        reasons.push(`${usd(unit)} per item is above the target ${usd(h.target_price)}`);
    if (usable) {
        score += (cohortScore(unit, usable) - 50) * BENCHMARK_WEIGHT;
        reasons.push(judgePrice(unit, usable).reason);
    }
    else {
        reasons.push(benchmark === null ? "no benchmark" : `benchmark not used (${benchmark.status === "trusted" ? "not this listing's cohort" : benchmark.reason_code})`);
    }
    score = Math.round(Math.min(100, Math.max(0, score)));
    if (targetMet && score < h.alert_threshold)
        score = h.alert_threshold;
    const action = score >= h.alert_threshold ? "ALERT" : score >= h.watch_threshold ? "WATCH" : "SKIP";
    return { score, action, verdict, failed_rule: null, reasons };
}
/** A trusted benchmark counts only for the listing's own variant and stratum, matched confidently enough. */
function fits(b, l) {
    return b.status === "trusted" && b.component_id === l.component_id && b.stratum === stratumOf(l.condition) && l.match_confidence >= MIN_MATCH_CONFIDENCE;
}
function skip(rule, why, verdict) {
    return { score: 0, action: "SKIP", verdict, failed_rule: rule, reasons: [`${rule}: ${why}`] };
}
