import type { AnyOperation } from "@rackhunt/core/api";
import { ERROR_CODES, ProblemDetails, StandardError, ValidationError } from "@rackhunt/core/schemas";
import * as v from "valibot";

/** Every status the SPEC lets the API answer with; 500 is never acceptable. */
export const SPEC_STATUSES = new Set([200, 201, 204, 400, 401, 402, 403, 404, 409, 413, 422, 429]);

/** What one response was: kept for the tallies the test prints. */
export interface Checked {
  status: number;
  /** The body, parsed when it is JSON. */
  json: unknown;
}

/**
 * Check one response against the SPEC: an allowed status; a success is the operation's own
 * status with a body its response schema accepts; every error has its documented shape (422
 * `{detail: [...]}`, problem+json when asked for, `{detail, code}` otherwise).
 * Returns a description of the violation, or null.
 */
export async function violation(op: AnyOperation | null, res: Response, wantsProblem: boolean): Promise<{ problem: string | null; checked: Checked }> {
  const text = await res.text();
  const type = res.headers.get("content-type") ?? "";
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const checked = { status: res.status, json };
  const fail = (why: string) => ({ problem: `${why} — status ${res.status}, content-type ${type}, body ${text.slice(0, 300)}`, checked });
  if (!SPEC_STATUSES.has(res.status)) return fail("status outside the SPEC");
  if (res.status < 300) {
    if (!op) {
      // The web app's pages (HTML) live beside the operations: a path the URL parser normalised
      // ("/hunts/%2e%2e" is "/") can reach one. Any other route answers with the API's 404.
      if (res.status === 200 && type.startsWith("text/html") && text.startsWith("<!doctype html>")) return { problem: null, checked };
      return fail("success on a route outside the operations table");
    }
    if (res.status !== op.status) return fail(`success status differs from the operation's ${op.status}`);
    if (res.status === 204) return text === "" ? { problem: null, checked } : fail("204 with a body");
    if (!type.startsWith("application/json")) return fail("success without JSON");
    if (op.response) {
      const r = v.safeParse(op.response, json);
      if (!r.success) return fail(`success body does not match the response schema: ${r.issues.map((i) => `${v.getDotPath(i) ?? ""} ${i.message}`).join("; ")}`);
    }
    return { problem: null, checked };
  }
  if (res.status === 422) {
    if (!v.is(ValidationError, json) || (json as { detail: unknown[] }).detail.length === 0) return fail("422 without detail[]");
    return { problem: null, checked };
  }
  const problem = wantsProblem && type.startsWith("application/problem+json");
  const shape = problem ? ProblemDetails : StandardError;
  if (!v.is(shape, json)) return fail(`error body is not ${problem ? "problem+json" : "{detail, code}"}`);
  const code = (json as { code?: string }).code;
  if (code !== undefined && !(ERROR_CODES as readonly string[]).includes(code)) return fail(`unknown error code ${code}`);
  if (res.status === 400 && code !== "unsupported_api_version") return fail("400 other than unsupported_api_version");
  if (problem && (json as { status: number }).status !== res.status) return fail("problem status differs from the HTTP status");
  if (wantsProblem && !problem && res.status !== 402) return fail("problem+json asked for but not given");
  return { problem: null, checked };
}
