export { createClient, createClientFor, type ClientOptions, type RackhuntClient } from "./client.ts";
export { errorFromResponse, RackhuntApiError } from "./errors.ts";
export { inputLayout, objectEntriesOf, type InputLayout } from "./layout.ts";
export { buildRequest, type RequestOptions } from "./request.ts";
export type { CallOptions, ClientOf, OperationArgs, OperationMethod } from "./types.ts";
