/** The public quality record: alert precision from feedback, price error on realized sales, alert latency. */
export { groupRows, latencyOf, precisionOf, priceErrorOf } from "./figures.ts";
export { type LatencySamples, latencySamples } from "./latency.ts";
export { QUALITY_METHOD } from "./method.ts";
export { QUALITY_CACHE_MS, QUALITY_WINDOW_DAYS, qualityReport } from "./report.ts";
