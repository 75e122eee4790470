export { createClient, createClientFor } from "./client.js";
export { errorFromResponse, RackhuntApiError } from "./errors.js";
export { inputLayout, objectEntriesOf } from "./layout.js";
export { buildRequest } from "./request.js";
