import type { HuntScoringInput } from "../schemas/scoring.ts";
import { type Check } from "./criteria.ts";
declare const COMPILED: unique symbol;
/** A hunt prepared for scoring many listings: thresholds resolved, criteria turned into checks. */
export interface CompiledHunt {
    readonly [COMPILED]: true;
    readonly alert_threshold: number;
    readonly watch_threshold: number;
    readonly target_price: number | null;
    readonly ceiling_price: number | null;
    readonly checks: readonly Check[];
    readonly needs_title: boolean;
}
/**
 * Compiles a hunt once so scoring a listing against it does no set-up work.
 * @example
 * const hunt = compileHunt({config: {}, criteria: {category: "hdd", max_price_per_tb: 12}, target_price: 40});
 * scoreListing(listing, hunt, benchmark);
 */
export declare function compileHunt(hunt: HuntScoringInput): CompiledHunt;
/**
 * Whether a value is a compiled hunt.
 * @example isCompiledHunt(compileHunt({})) // true
 */
export declare function isCompiledHunt(value: unknown): value is CompiledHunt;
export {};
