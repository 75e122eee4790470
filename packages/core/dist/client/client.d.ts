import { type Operations } from "../api/index.ts";
import type { AnyOperation } from "../api/operation.ts";
import type { ClientOf } from "./types.ts";
/** How to reach a Rackhunt server. */
export interface ClientOptions {
    /** Server origin, e.g. `https://rackhunt.example` or `http://127.0.0.1:8080`. */
    baseUrl: string;
    /** API key for account operations; public ones work without it. */
    apiKey?: string | null;
    /** A web-standard fetch (defaults to the global one): inject one for tests, proxies or retries. */
    fetch?: (request: Request) => Promise<Response>;
    /** Headers sent with every call (X-API-Version, User-Agent...). */
    headers?: HeadersInit;
}
/** The typed client of the whole Rackhunt API. */
export type RackhuntClient = ClientOf<Operations>;
/**
 * A client over any table of operations (the default client uses the whole API's table).
 * @example
 * const client = createClientFor({ get_entitlements: operations.get_entitlements }, { baseUrl, apiKey });
 */
export declare function createClientFor<T extends Record<string, AnyOperation>>(table: T, options: ClientOptions): ClientOf<T>;
/**
 * The typed REST client: one method per API operation, named like it, taking the operation's
 * single input object and resolving to its success body. Error answers reject with a
 * RackhuntApiError. Runs anywhere with web fetch (Bun, Deno, Node, browsers).
 * @example
 * const rh = createClient({ baseUrl: "http://127.0.0.1:8080", apiKey: process.env.RACKHUNT_API_KEY });
 * const hunt = await rh.create_hunt({ name: "SAS HDD", config: { query: "sas hdd 8tb" }, target_price: 60 });
 * const page = await rh.list_hunts({ limit: 10 });
 */
export declare function createClient(options: ClientOptions): RackhuntClient;
