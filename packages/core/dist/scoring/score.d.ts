import type { Benchmark } from "../schemas/pricing.ts";
import type { HuntScoringInput, ListingFacts, ListingScore } from "../schemas/scoring.ts";
import { type CompiledHunt } from "./compile.ts";
/**
 * The per-item price signal of a hunt's target and ceiling (before any benchmark shift): target
 * met 90..100; between target and ceiling 70 down to 30; above a target without ceiling 70 less a
 * point per 1% over; ceiling only 50..75; neither 50.
 * @example targetScore(45, 50, null) // 92 (10% under target: 90 + 10 × 0.1 / 0.5)
 */
export declare function targetScore(unit: number, target: number | null, ceiling: number | null): number;
/**
 * Scores a listing for a hunt. Gates first, each making the listing SKIP with score 0 and the
 * rule named: a listing not active (sold, closed, wanted), an accessory, any failed criterion,
 * a per-item price above the ceiling. Then the score: the target/ceiling signal (targetScore),
 * shifted by (cohort score − 50) × BENCHMARK_WEIGHT when the benchmark is trusted and is the
 * listing's own cohort (same variant and stratum, match confidence >= MIN_MATCH_CONFIDENCE); a met target is never below the hunt's alert threshold. Prices are
 * per item (a lot's total / quantity). Verdict: judgePrice's, INCONCLUSIVE without a trusted benchmark.
 * @example scoreListing(listing, compileHunt(hunt), benchmark) // {score: 86, action: "ALERT", ...}
 */
export declare function scoreListing(listing: ListingFacts, hunt: CompiledHunt | HuntScoringInput, benchmark: Benchmark | null): ListingScore;
