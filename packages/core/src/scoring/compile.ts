import type { HuntScoringInput } from "../schemas/scoring.ts";
import { DEFAULT_ALERT_THRESHOLD, DEFAULT_WATCH_THRESHOLD } from "./constants.ts";
import { type Check, compileCriteria, needsTitle } from "./criteria.ts";

const COMPILED = Symbol("rackhunt.compiledHunt");

/** A hunt prepared for scoring many listings: thresholds resolved, criteria turned into checks. */
export interface CompiledHunt {
  readonly [COMPILED]: true;
  readonly alert_threshold: number;
  readonly watch_threshold: number;
  readonly target_price: number | null;
  readonly ceiling_price: number | null;
  /** Per-unit caps of the criteria; without a target price they act as the target. */
  readonly caps: { readonly unit: number | null; readonly per_tb: number | null; readonly per_gb: number | null };
  /** Whether the hunt asks for items sold for parts (criteria.conditions names for_parts). */
  readonly wants_for_parts: boolean;
  readonly checks: readonly Check[];
  readonly needs_title: boolean;
}

/**
 * Compiles a hunt once so scoring a listing against it does no set-up work.
 * @example
 * const hunt = compileHunt({config: {}, criteria: {category: "hdd", max_price_per_tb: 12}, target_price: 40});
 * scoreListing(listing, hunt, benchmark);
 */
export function compileHunt(hunt: HuntScoringInput): CompiledHunt {
  const config = hunt.config ?? {};
  const criteria = hunt.criteria ?? {};
  const checks = compileCriteria(criteria, config);
  const alert = config.alert_threshold ?? DEFAULT_ALERT_THRESHOLD;
  return {
    [COMPILED]: true,
    alert_threshold: alert,
    // A watch threshold above the alert one would make WATCH unreachable; clamp it.
    watch_threshold: Math.min(config.watch_threshold ?? DEFAULT_WATCH_THRESHOLD, alert),
    target_price: positiveOrNull(hunt.target_price),
    ceiling_price: positiveOrNull(hunt.ceiling_price),
    caps: { unit: criteria.max_unit_price ?? null, per_tb: criteria.max_price_per_tb ?? null, per_gb: criteria.max_price_per_gb ?? null },
    wants_for_parts: criteria.conditions?.includes("for_parts") ?? false,
    checks,
    needs_title: needsTitle(checks),
  };
}

/**
 * Whether a value is a compiled hunt.
 * @example isCompiledHunt(compileHunt({})) // true
 */
export function isCompiledHunt(value: unknown): value is CompiledHunt {
  return typeof value === "object" && value !== null && COMPILED in value;
}

function positiveOrNull(x: number | null | undefined): number | null {
  return x != null && x > 0 ? x : null;
}
