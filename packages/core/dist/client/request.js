import { RackhuntApiError } from "./errors.js";
import { inputLayout } from "./layout.js";
function appendQuery(params, key, value) {
    if (value === undefined || value === null)
        return;
    if (Array.isArray(value))
        for (const item of value)
            appendQuery(params, key, item);
    else
        params.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
}
/**
 * The HTTP request for one operation, from its single input object (see `inputLayout` for how
 * arguments split into path, query and body). Throws a 422 RackhuntApiError, without sending
 * anything, when a path parameter is missing: the server could not even route such a call.
 * @example
 * const req = buildRequest(operations.get_hunt, { hunt_id: id }, { baseUrl: "http://localhost:8080", apiKey });
 * const res = await fetch(req);
 */
export function buildRequest(op, args, options) {
    const input = args ?? {};
    const layout = inputLayout(op);
    const missing = [];
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name) => {
        const value = input[name];
        if (value === undefined || value === null || value === "") {
            missing.push({ loc: ["path", name], msg: "Field required", type: "missing", input: null });
            return "";
        }
        return encodeURIComponent(String(value));
    });
    if (missing.length)
        throw new RackhuntApiError(422, "validation_error", "Request validation failed", missing, { detail: missing });
    const query = new URLSearchParams();
    for (const key of layout.query)
        appendQuery(query, key, input[key]);
    const qs = query.toString();
    const url = `${options.baseUrl.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
    const headers = new Headers(options.headers);
    if (!headers.has("accept"))
        headers.set("Accept", "application/json");
    if (options.apiKey)
        headers.set("Authorization", `Bearer ${options.apiKey}`);
    let body;
    if (layout.body === "flat") {
        // Unknown names go to the body too, so the server's strict schemas refuse them as REST would.
        const taken = new Set([...layout.path, ...layout.query]);
        body = JSON.stringify(Object.fromEntries(Object.entries(input).filter(([k]) => !taken.has(k))));
    }
    else if (layout.body === "nested" && input.body !== undefined) {
        body = JSON.stringify(input.body);
    }
    if (body !== undefined)
        headers.set("Content-Type", "application/json");
    return new Request(url, { method: op.method, headers, body, signal: options.signal });
}
