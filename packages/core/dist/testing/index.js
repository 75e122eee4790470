/** `@rackhunt/core/testing`: the conformance suite for source plugins. */
export { sourceConformance } from "./conformance.js";
