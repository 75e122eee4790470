/**
 * @rackhunt/core — the Rackhunt SDK. Runtime-neutral: web APIs and valibot only, so it runs on
 * Bun, Deno and Node alike.
 */
export * from "./schemas/index.ts";
export * from "./api/index.ts";
export * from "./source/index.ts";
export * from "./fetcher/index.ts";
export * from "./catalog/index.ts";
export * from "./pricing/index.ts";
export * from "./scoring/index.ts";
export * from "./evaluate/index.ts";
