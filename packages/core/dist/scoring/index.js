/** Scoring: a listing against a hunt → score 0..100 → ALERT / WATCH / SKIP. */
export * from "./constants.js";
export { compileHunt, isCompiledHunt } from "./compile.js";
export { compileCriteria, needsTitle } from "./criteria.js";
export { scoreListing, targetScore } from "./score.js";
export * from "../schemas/scoring.js";
