/** evaluate(request, market, identify): the verdict with every diagnostic of SPEC.md. */
export { evaluate, signalOf, CONFIDENT_SAMPLE_SIZE, STABLE_TREND, SIGNAL_LABELS, type EvaluateOptions } from "./evaluate.ts";
export { platformOf, sourceContext, DEFAULT_TRUST_TIER } from "./source-context.ts";
export type { Identification, Identify } from "./identify.ts";
