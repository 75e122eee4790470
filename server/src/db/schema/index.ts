export * from "./users.ts";
export * from "./hunts.ts";
export * from "./listings.ts";
export * from "./components.ts";
export * from "./channels.ts";
export * from "./payments.ts";
export * from "./sold-fetches.ts";
export * from "./health.ts";
