/** Scoring: a listing against a hunt → score 0..100 → ALERT / WATCH / SKIP. */
export * from "./constants.ts";
export { compileHunt, isCompiledHunt, type CompiledHunt } from "./compile.ts";
export { compileCriteria, needsTitle, type Check, type CheckInput } from "./criteria.ts";
export { scoreListing, targetScore } from "./score.ts";
export * from "../schemas/scoring.ts";
