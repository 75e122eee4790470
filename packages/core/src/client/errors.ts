import type { ErrorCode, ValidationIssue } from "../schemas/errors.ts";

/** The code of an error answer that carried none of its own. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "unsupported_api_version",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  422: "validation_error",
  429: "rate_limited",
  503: "service_unavailable",
};

/**
 * An error answer of the Rackhunt API, whichever of the three SPEC shapes it came in (standard
 * `{detail, code}`, RFC 9457 problem details, or the 422 validation list). `issues` is set for
 * validation errors. Also thrown before any request when a path parameter is missing.
 */
export class RackhuntApiError extends Error {
  override readonly name = "RackhuntApiError";
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly detail: string;
  readonly issues: ValidationIssue[] | null;
  /** The parsed body (or its text when it was not JSON). */
  readonly body: unknown;
  /** Response headers: Retry-After, PAYMENT-REQUIRED, WWW-Authenticate... */
  readonly headers: Headers;

  constructor(status: number, code: ErrorCode | (string & {}), detail: string, issues: ValidationIssue[] | null = null, body: unknown = null, headers: Headers = new Headers()) {
    super(`[rackhunt] ${status} ${code}: ${detail}`);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.issues = issues;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * Read an error response into a RackhuntApiError.
 * @example
 * if (!res.ok) throw await errorFromResponse(res);
 */
export async function errorFromResponse(res: Response): Promise<RackhuntApiError> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's page, say): keep the text as the detail.
  }
  const fallback = CODE_BY_STATUS[res.status] ?? (res.status >= 500 ? "internal_error" : "http_error");
  const obj = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (Array.isArray(obj.detail)) {
    return new RackhuntApiError(res.status, "validation_error", "Request validation failed", obj.detail as ValidationIssue[], body, res.headers);
  }
  const code = typeof obj.code === "string" ? obj.code : fallback;
  const detail =
    typeof obj.detail === "string" ? obj.detail : typeof obj.title === "string" ? obj.title : typeof body === "string" && body ? body.slice(0, 500) : res.statusText || `HTTP ${res.status}`;
  return new RackhuntApiError(res.status, code, detail, null, body, res.headers);
}
