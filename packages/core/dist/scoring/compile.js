import { DEFAULT_ALERT_THRESHOLD, DEFAULT_WATCH_THRESHOLD } from "./constants.js";
import { compileCriteria, needsTitle } from "./criteria.js";
const COMPILED = Symbol("rackhunt.compiledHunt");
/**
 * Compiles a hunt once so scoring a listing against it does no set-up work.
 * @example
 * const hunt = compileHunt({config: {}, criteria: {category: "hdd", max_price_per_tb: 12}, target_price: 40});
 * scoreListing(listing, hunt, benchmark);
 */
export function compileHunt(hunt) {
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
export function isCompiledHunt(value) {
    return typeof value === "object" && value !== null && COMPILED in value;
}
function positiveOrNull(x) {
    return x != null && x > 0 ? x : null;
}
