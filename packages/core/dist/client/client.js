import { operations } from "../api/index.js";
import { errorFromResponse } from "./errors.js";
import { buildRequest } from "./request.js";
async function readBody(res) {
    const text = await res.text();
    return text === "" ? undefined : JSON.parse(text);
}
/**
 * A client over any table of operations (the default client uses the whole API's table).
 * @example
 * const client = createClientFor({ get_entitlements: operations.get_entitlements }, { baseUrl, apiKey });
 */
export function createClientFor(table, options) {
    const send = options.fetch ?? ((request) => fetch(request));
    const methods = {};
    for (const [key, op] of Object.entries(table)) {
        methods[key] = async (args, call = {}) => {
            const headers = new Headers(options.headers);
            for (const [k, val] of new Headers(call.headers))
                headers.set(k, val);
            const res = await send(buildRequest(op, args, { baseUrl: options.baseUrl, apiKey: options.apiKey, headers, signal: call.signal }));
            if (!res.ok)
                throw await errorFromResponse(res);
            return readBody(res);
        };
    }
    return Object.freeze(methods);
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
export function createClient(options) {
    return createClientFor(operations, options);
}
