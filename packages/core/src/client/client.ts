import { operations, type Operations } from "../api/index.ts";
import type { AnyOperation } from "../api/operation.ts";
import { errorFromResponse } from "./errors.ts";
import { buildRequest } from "./request.ts";
import type { CallOptions, ClientOf } from "./types.ts";

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

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  return text === "" ? undefined : JSON.parse(text);
}

/**
 * A client over any table of operations (the default client uses the whole API's table).
 * @example
 * const client = createClientFor({ get_entitlements: operations.get_entitlements }, { baseUrl, apiKey });
 */
export function createClientFor<T extends Record<string, AnyOperation>>(table: T, options: ClientOptions): ClientOf<T> {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const methods: Record<string, (args?: Record<string, unknown>, call?: CallOptions) => Promise<unknown>> = {};
  for (const [key, op] of Object.entries(table)) {
    methods[key] = async (args, call = {}) => {
      const headers = new Headers(options.headers);
      for (const [k, val] of new Headers(call.headers)) headers.set(k, val);
      const res = await send(buildRequest(op, args, { baseUrl: options.baseUrl, apiKey: options.apiKey, headers, signal: call.signal }));
      if (!res.ok) throw await errorFromResponse(res);
      return readBody(res);
    };
  }
  return Object.freeze(methods) as ClientOf<T>;
}

/**
 * The typed REST client: one method per API operation, named like it, taking the operation's
 * single input object and resolving to its success body. Error answers reject with a
 * RackhuntApiError. Runs anywhere with web fetch (Bun, Deno, Node, browsers).
 * @example
 * const rh = createClient({ baseUrl: "http://127.0.0.1:8080", apiKey: process.env.RACKHUNT_API_KEY });
 * const hunt = await rh.create_hunt({ name: "SAS HDD", config: { query: "sas hdd 8tb" }, target_price: 60 });
 * const page = await rh.list_hunts({ limit: 10 });
 */
export function createClient(options: ClientOptions): RackhuntClient {
  return createClientFor(operations, options);
}
