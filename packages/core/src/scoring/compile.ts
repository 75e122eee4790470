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
  const checks = compileCriteria(hunt.criteria, config);
  const alert = config.alert_threshold ?? DEFAULT_ALERT_THRESHOLD;
  return {
    [COMPILED]: true,
    alert_threshold: alert,
    // A watch threshold above the alert one would make WATCH unreachable; clamp it.
    watch_threshold: Math.min(config.watch_threshold ?? DEFAULT_WATCH_THRESHOLD, alert),
    target_price: positiveOrNull(hunt.target_price),
    ceiling_price: positiveOrNull(hunt.ceiling_price),
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
