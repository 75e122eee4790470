/** `@rackhunt/core/testing`: the conformance suite for source plugins. */
export { type ConformanceCheck, type ConformanceOptions, type RecordedPage, sourceConformance } from "./conformance.ts";
