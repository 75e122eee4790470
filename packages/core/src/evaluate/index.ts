/** evaluate(request, market, options): the verdict with every diagnostic of SPEC.md, through the listing pipeline. */
export { evaluate, evaluationNeeds, signalOf, CONFIDENT_SAMPLE_SIZE, STABLE_TREND, SIGNAL_LABELS, MIN_FORECAST_R2, LOW_PRICE_CONFIDENCE, type EvaluateOptions } from "./evaluate.ts";
export { platformOf, sourceContext, DEFAULT_TRUST_TIER } from "./source-context.ts";
