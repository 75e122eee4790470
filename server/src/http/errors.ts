import type { ErrorCode, ValidationIssue } from "@rackhunt/core/schemas";
import { databaseFailure } from "../db/failure.ts";
import { acceptQuality } from "./accept.ts";

/**
 * An error the API answers with. Every error body in the server is written from one of these by
 * `errorResponse`; nothing else writes error bodies.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly issues: ValidationIssue[] | null = null,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

export const unauthorized = (detail = "A valid API key is required: send Authorization: Bearer <API_KEY>") =>
  new ApiError(401, "unauthorized", detail, { "WWW-Authenticate": 'Bearer realm="rackhunt"' });
export const forbidden = (detail = "You do not have permission to do this") => new ApiError(403, "forbidden", detail);
export const tierLimit = (detail: string) => new ApiError(403, "tier_limit", detail);
export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);
export const conflict = (detail: string) => new ApiError(409, "conflict", detail);
export const gone = (detail: string) => new ApiError(410, "gone", detail);
export const rateLimited = (retryAfterSeconds: number, detail = "Rate limit exceeded; retry later") =>
  new ApiError(429, "rate_limited", detail, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const payloadTooLarge = (limit: number) =>
  new ApiError(413, "payload_too_large", `Request body is larger than the limit of ${limit} bytes`);
export const unsupportedVersion = (got: string) =>
  new ApiError(400, "unsupported_api_version", `Unsupported X-API-Version "${got.slice(0, 20)}"; supported: v1, v2`);
export const validationFailed = (issues: ValidationIssue[]) =>
  new ApiError(422, "validation_error", "Request validation failed", {}, issues);

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** How long a client is asked to wait when the database is down or cannot store (Retry-After). */
export const DATABASE_RETRY_SECONDS = 5;

/**
 * True when the client asked for RFC 9457 problem details: it names application/problem+json
 * with a quality above 0 (`q=0` means "not this") and not below application/json's.
 * @example wantsProblem("application/problem+json;q=0"); // false
 */
export function wantsProblem(accept: string | null): boolean {
  const problem = acceptQuality(accept, "application/problem+json");
  return problem !== null && problem > 0 && problem >= (acceptQuality(accept, "application/json") ?? 0);
}

/**
 * The body and headers for an error: 422 always in the validation shape, problem+json when asked
 * for, the standard `{detail, code}` otherwise.
 */
export function errorResponse(err: ApiError, opts: { problem: boolean; instance?: string; headers?: Headers }): Response {
  const headers = opts.headers ?? new Headers();
  for (const [k, v] of Object.entries(err.headers)) headers.set(k, v);
  let body: unknown;
  if (err.issues) {
    headers.set("Content-Type", "application/json");
    body = { detail: err.issues };
  } else if (opts.problem) {
    headers.set("Content-Type", "application/problem+json");
    body = {
      type: `https://rackhunt.dev/problems/${err.code.replaceAll("_", "-")}`,
      title: TITLES[err.status] ?? "Error",
      status: err.status,
      detail: err.detail,
      instance: opts.instance,
      code: err.code,
    };
  } else {
    headers.set("Content-Type", "application/json");
    body = { detail: err.detail, code: err.code };
  }
  return new Response(JSON.stringify(body), { status: err.status, headers });
}

/**
 * Anything thrown that is not an ApiError becomes a 500 that reveals nothing, except a database
 * outage or a database that cannot store: those are 503 with Retry-After, for the client to wait
 * out (the reason is for /healthz and the log, not for every caller).
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const failure = databaseFailure(err);
  if (failure) return unavailable(failure.kind === "unavailable" ? "The database is unavailable; retry shortly." : "The database cannot store this now; retry shortly.");
  return new ApiError(500, "internal_error", "Internal server error");
}

/** 503 service_unavailable with Retry-After. */
export const unavailable = (detail: string) => new ApiError(503, "service_unavailable", detail, { "Retry-After": String(DATABASE_RETRY_SECONDS) });
