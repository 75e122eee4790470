/**
 * @rackhunt/core — the Rackhunt SDK. Runtime-neutral: web APIs and valibot only, so it runs on
 * Bun, Deno and Node alike.
 */
export * from "./schemas/index.js";
export * from "./api/index.js";
export * from "./source/index.js";
export * from "./fetcher/index.js";
export * from "./catalog/index.js";
export * from "./pricing/index.js";
export * from "./scoring/index.js";
export * from "./evaluate/index.js";
