import type { ValidationIssue } from "@rackhunt/core/schemas";
import * as v from "valibot";
import { MAX_JSON_DEPTH } from "./json-depth.ts";

export type Where = "body" | "query" | "path";

/** FastAPI-style error types and messages for valibot issue kinds. */
function describe(issue: v.BaseIssue<unknown>): { type: string; msg: string; ctx?: Record<string, unknown> } {
  const req = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case "number":
      return { type: "float_parsing", msg: "Input should be a valid number" };
    case "integer":
      return { type: "int_parsing", msg: "Input should be a valid integer" };
    case "finite":
      return { type: "finite_number", msg: "Input should be a finite number" };
    case "string":
      return { type: "string_type", msg: "Input should be a valid string" };
    case "boolean":
      return { type: "bool_parsing", msg: "Input should be a valid boolean" };
    case "array":
      return { type: "list_type", msg: "Input should be a valid list" };
    case "object":
    case "strict_object":
    case "loose_object":
    case "record":
      if (issue.type === "strict_object" && issue.expected === "never")
        return { type: "extra_forbidden", msg: "Extra inputs are not permitted" };
      return { type: "dict_type", msg: "Input should be a valid dictionary or object" };
    case "min_value":
      return { type: "greater_than_equal", msg: `Input should be greater than or equal to ${req}`, ctx: { ge: req } };
    case "gt_value":
      return { type: "greater_than", msg: `Input should be greater than ${req}`, ctx: { gt: req } };
    case "max_value":
      return { type: "less_than_equal", msg: `Input should be less than or equal to ${req}`, ctx: { le: req } };
    case "min_length": {
      const isString = typeof issue.input === "string";
      return isString
        ? { type: "string_too_short", msg: `String should have at least ${req} character${req === 1 ? "" : "s"}`, ctx: { min_length: req } }
        : { type: "too_short", msg: `List should have at least ${req} item${req === 1 ? "" : "s"}`, ctx: { min_length: req } };
    }
    case "max_length": {
      const isString = typeof issue.input === "string";
      return isString
        ? { type: "string_too_long", msg: `String should have at most ${req} characters`, ctx: { max_length: req } }
        : { type: "too_long", msg: `List should have at most ${req} items`, ctx: { max_length: req } };
    }
    case "picklist":
    case "literal":
    case "enum":
      return { type: "enum", msg: `Input should be ${issue.expected}`, ctx: { expected: issue.expected } };
    case "uuid":
      return { type: "uuid_parsing", msg: "Input should be a valid UUID" };
    case "iso_timestamp":
      return { type: "datetime_parsing", msg: "Input should be a valid RFC 3339 date-time" };
    case "email":
      return { type: "value_error", msg: "Input should be a valid email address" };
    case "custom":
      if (issue.message.includes("dictionary")) return { type: "dict_type", msg: issue.message };
      return { type: "value_error", msg: issue.message };
    default:
      return { type: "value_error", msg: issue.message };
  }
}

/** JSON can carry only JSON: echo the input back only when it is small and serialisable. */
function safeInput(input: unknown): unknown {
  if (input === undefined) return undefined;
  if (typeof input === "number" && !Number.isFinite(input)) return String(input);
  if (typeof input === "string") return input.length > 200 ? `${input.slice(0, 200)}…` : input;
  if (typeof input === "object" && input !== null) {
    try {
      const text = JSON.stringify(input);
      return text.length > 1000 ? "[too large to echo]" : input;
    } catch {
      return "[not serialisable]";
    }
  }
  return input;
}

/** Fields whose values are secrets: a 422 names the problem but never echoes the value. */
const SECRET_KEYS = new Set(["notify_url", "password", "api_key", "secret", "token"]);

/**
 * What a 422 item echoes of the input at `loc`: nothing under a secret field, else the input if
 * small and serialisable.
 * @example echoedInput(["body", "password"], "hunter2"); // null
 */
export function echoedInput(loc: readonly (string | number)[], input: unknown): unknown {
  const secret = loc.some((part) => typeof part === "string" && SECRET_KEYS.has(part));
  return secret ? null : (safeInput(input) ?? null);
}

/** Map valibot issues to the SPEC's 422 items. */
export function toValidationIssues(where: Where, issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] {
  return issues.map((issue) => {
    const loc: (string | number)[] = [where];
    for (const item of issue.path ?? []) loc.push(item.key as string | number);
    const missing = issue.input === undefined && issue.path?.length && issue.kind === "schema";
    const d = missing ? { type: "missing", msg: "Field required", ctx: undefined } : describe(issue);
    const out: ValidationIssue = { loc, msg: d.msg, type: d.type, input: echoedInput(loc, issue.input) };
    if (d.ctx) out.ctx = d.ctx;
    return out;
  });
}

/** The 422 item for a body that is not JSON at all. */
export function jsonInvalid(error: string): ValidationIssue {
  return { loc: ["body"], msg: `JSON decode error: ${error}`, type: "json_invalid", input: null, ctx: { error } };
}

/** The 422 item of a body nested deeper than MAX_JSON_DEPTH. */
export function jsonTooDeep(): ValidationIssue {
  return { loc: ["body"], msg: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, type: "json_too_deep", input: null, ctx: { max_depth: MAX_JSON_DEPTH } };
}

/** Unwrap optional/nullable/pipe wrappers to the base schema type, to know how to coerce a query string. */
export function baseType(schema: v.GenericSchema): string {
  let s = schema as v.GenericSchema & { wrapped?: v.GenericSchema; pipe?: v.GenericSchema[] };
  for (let i = 0; i < 5; i++) {
    if (s.wrapped) s = s.wrapped as typeof s;
    else if (s.pipe && s.pipe[0] !== s) s = s.pipe[0] as typeof s;
    else break;
  }
  return s.type;
}

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/**
 * Query and path values arrive as strings: turn the ones whose schema wants a number or boolean
 * into that type, leaving anything unparseable as the original string so the 422 echoes it.
 */
export function coerceStrings(schema: v.ObjectSchema<v.ObjectEntries, undefined>, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const [key, entry] of Object.entries(schema.entries)) {
    const value = out[key];
    if (typeof value !== "string") continue;
    const type = baseType(entry as v.GenericSchema);
    if (type === "number" && NUMERIC.test(value)) out[key] = Number(value);
    else if (type === "boolean" && (value === "true" || value === "false")) out[key] = value === "true";
  }
  return out;
}
