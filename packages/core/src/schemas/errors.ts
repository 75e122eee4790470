import * as v from "valibot";

/** Machine-readable error codes (DESIGN.md). */
export const ERROR_CODES = [
  "unauthorized",
  "forbidden",
  "tier_limit",
  "not_found",
  "validation_error",
  "rate_limited",
  "payment_required",
  "unsupported_api_version",
  "conflict",
  "gone",
  "payload_too_large",
  "bad_request",
  "internal_error",
  "service_unavailable",
] as const;
export const ErrorCode = v.picklist(ERROR_CODES);
export type ErrorCode = v.InferOutput<typeof ErrorCode>;

/** Standard error body (`application/json`). */
export const StandardError = v.object({
  detail: v.string(),
  code: v.optional(v.string()),
});
export type StandardError = v.InferOutput<typeof StandardError>;

/** RFC 9457 problem details (`application/problem+json`). */
export const ProblemDetails = v.object({
  title: v.string(),
  status: v.pipe(v.number(), v.integer()),
  type: v.optional(v.string()),
  detail: v.optional(v.string()),
  instance: v.optional(v.string()),
  code: v.optional(v.string()),
});
export type ProblemDetails = v.InferOutput<typeof ProblemDetails>;

/** One item of a 422 body, FastAPI style. */
export const ValidationIssue = v.object({
  loc: v.array(v.union([v.string(), v.number()])),
  msg: v.string(),
  type: v.string(),
  input: v.optional(v.unknown()),
  ctx: v.optional(v.record(v.string(), v.unknown())),
});
export type ValidationIssue = v.InferOutput<typeof ValidationIssue>;

/** The 422 body. */
export const ValidationError = v.object({ detail: v.array(ValidationIssue) });
export type ValidationError = v.InferOutput<typeof ValidationError>;
