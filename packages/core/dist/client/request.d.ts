import type { AnyOperation } from "../api/operation.ts";
/** Where and as whom a request is sent. */
export interface RequestOptions {
    /** Server origin, with or without a trailing slash, e.g. `https://rackhunt.example`. */
    baseUrl: string;
    /** API key sent as `Authorization: Bearer <key>`; public operations need none. */
    apiKey?: string | null;
    /** Extra headers (X-API-Version, X-Request-Id, payment headers...). */
    headers?: HeadersInit;
    /** Aborts the request. */
    signal?: AbortSignal;
}
type Args = Record<string, unknown>;
/**
 * The HTTP request for one operation, from its single input object (see `inputLayout` for how
 * arguments split into path, query and body). Throws a 422 RackhuntApiError, without sending
 * anything, when a path parameter is missing: the server could not even route such a call.
 * @example
 * const req = buildRequest(operations.get_hunt, { hunt_id: id }, { baseUrl: "http://localhost:8080", apiKey });
 * const res = await fetch(req);
 */
export declare function buildRequest(op: AnyOperation, args: Args | undefined, options: RequestOptions): Request;
export {};
