import type { AnyOperation } from "@rackhunt/core/api";
import * as v from "valibot";
import type { RequestContext, Services } from "../operations/context.ts";
import { limitsOf } from "../tiers.ts";
import { bearerKey, hashApiKey } from "./api-keys.ts";
import { payloadTooLarge, rateLimited, unauthorized, validationFailed } from "./errors.ts";
import { jsonBody } from "./json-text.ts";
import { controlIssues } from "./control-characters.ts";
import { tooDeep } from "./json-depth.ts";
import { coerceStrings, jsonInvalid, jsonTooDeep, toValidationIssues } from "./validation.ts";

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** Count a request against the caller's per-minute limit, setting RateLimit-* headers; 429 past it. */
export async function enforceRateLimit(ctx: RequestContext, headers: Headers): Promise<void> {
  const { config, limiter } = ctx.services;
  if (!config.rateLimits) return;
  const decision = await (ctx.user
    ? limiter.hit(`u:${ctx.user.id}`, limitsOf(config.tiers, ctx.user.tier).requests_per_minute)
    : limiter.hit(`ip:${ctx.ip}`, config.ipRequestsPerMinute));
  headers.set("RateLimit-Limit", String(decision.limit));
  headers.set("RateLimit-Remaining", String(decision.remaining));
  headers.set("RateLimit-Reset", String(decision.resetSeconds));
  if (!decision.allowed) throw rateLimited(decision.resetSeconds);
}

/** Resolve the Bearer key to an account; null when the operation is not a user one. 401 on failure. */
export async function authenticate(op: AnyOperation, request: Request, services: Services) {
  const key = bearerKey(request.headers.get("authorization"));
  if (op.auth !== "user") {
    // Public operations ignore keys but still know the caller when one is sent (tier limits, metering).
    return key ? services.repos.users.findByKeyHash(hashApiKey(key)) : null;
  }
  if (!key) throw unauthorized();
  const user = await services.repos.users.findByKeyHash(hashApiKey(key));
  if (!user) throw unauthorized("Invalid API key");
  return user;
}

/** Read the body as text, stopping as soon as it passes the cap (a chunked body has no length). */
async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Read and parse a JSON body within the size limit; 413 past it, 422 when it is not JSON or nests too deep. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const length = request.headers.get("content-length");
  const declared = Number(length ?? 0);
  if (declared > maxBytes) throw payloadTooLarge(maxBytes);
  // A declared length frames the body exactly, so it is read whole (much cheaper than a stream
  // reader); a chunked body has no length and is read with the cap enforced as it arrives.
  const text = length !== null && Number.isFinite(declared) ? await request.text() : await readCapped(request, maxBytes);
  if (text.trim() === "") throw validationFailed([{ loc: ["body"], msg: "Field required", type: "missing", input: null }]);
  if (tooDeep(text)) throw validationFailed([jsonTooDeep()]);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw validationFailed([jsonInvalid((err as Error).message)]);
  }
}

/** Validate path, query and body against the operation's schemas, collecting every issue at once. */
export async function validateInput(op: AnyOperation, request: Request, params: Record<string, string>, query: Record<string, unknown>, maxBodyBytes: number) {
  const body = op.body ? await readJsonBody(request, maxBodyBytes) : undefined;
  return validateValues(op, { params, query, body });
}

/**
 * Validate already-read values (path and query as strings, the body parsed) against the
 * operation's schemas: what every caller of an operation goes through, HTTP or the web pages.
 * Throws the 422 with every issue.
 */
export function validateValues(op: AnyOperation, raw: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown }) {
  const { params = {}, query = {} } = raw;
  // Control characters first, in every value the request carries: nothing after this point stores or looks one up.
  const controls = [...controlIssues("path", params), ...controlIssues("query", query), ...controlIssues("body", raw.body)];
  if (controls.length) throw validationFailed(controls);
  const issues = [];
  let p: unknown = {};
  let q: unknown = {};
  let b: unknown;
  if (op.params) {
    const r = v.safeParse(op.params, coerceStrings(op.params as ObjectSchema, params));
    if (r.success) p = r.output;
    else issues.push(...toValidationIssues("path", r.issues));
  }
  if (op.query) {
    const r = v.safeParse(op.query, coerceStrings(op.query as ObjectSchema, query));
    if (r.success) q = r.output;
    else issues.push(...toValidationIssues("query", r.issues));
  }
  if (op.body) {
    const r = v.safeParse(op.body, raw.body);
    if (r.success) b = r.output;
    else issues.push(...toValidationIssues("body", r.issues));
  }
  if (issues.length) throw validationFailed(issues);
  return { params: p, query: q, body: b };
}

/** Turn a handler's result into the response: a ready Response passes through, else JSON (text as given). */
export function toResponse(op: AnyOperation, result: unknown, headers: Headers): Response {
  if (result instanceof Response) {
    for (const [k, val] of headers) if (!result.headers.has(k)) result.headers.set(k, val);
    return result;
  }
  if (op.status === 204) return new Response(null, { status: 204, headers });
  headers.set("Content-Type", "application/json");
  return new Response(jsonBody(result), { status: op.status, headers });
}
