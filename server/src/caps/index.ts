export { tierGuard, uncapped, type CappedWrite } from "./guard.ts";
export { capExceeded, liftHint, liftingTier } from "./lift.ts";
export { allowedTypes, CAP_RULES, type CapRule, type CountedCap } from "./rules.ts";
