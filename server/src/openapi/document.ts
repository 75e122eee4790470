import type { AnyOperation } from "@rackhunt/core/api";
import { ProblemDetails, StandardError, ValidationError } from "@rackhunt/core/schemas";
import type * as v from "valibot";
import { jsonSchemaOf } from "../json-schema.ts";

const STATUS_TEXT: Record<number, string> = {
  400: "Unsupported API version",
  401: "Missing or invalid API key",
  402: "Payment required",
  403: "Insufficient permission or tier limit",
  404: "Not found",
  409: "Conflict",
  413: "Request body too large",
  422: "Validation error",
  429: "Rate limit exceeded (see Retry-After)",
  500: "Internal server error",
};

function parameters(op: AnyOperation) {
  const out: object[] = [];
  const add = (schema: v.GenericSchema | undefined, where: "path" | "query") => {
    if (!schema) return;
    const json = jsonSchemaOf(schema) as { properties?: Record<string, object & { description?: string }>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), schema: prop });
    }
  };
  add(op.params, "path");
  add(op.query, "query");
  out.push({ name: "X-API-Version", in: "header", required: false, schema: { type: "string", enum: ["v1", "v2"], default: "v2" }, description: "API version; v1 is deprecated (Deprecation and Sunset headers)." });
  return out;
}

function errorResponses(op: AnyOperation) {
  const out: Record<string, object> = {};
  for (const status of op.errors) {
    const schema = status === 422 ? ValidationError : StandardError;
    out[String(status)] = {
      description: STATUS_TEXT[status] ?? "Error",
      content: {
        "application/json": { schema: jsonSchemaOf(schema) },
        ...(status === 422 ? {} : { "application/problem+json": { schema: jsonSchemaOf(ProblemDetails) } }),
      },
    };
  }
  return out;
}

function operationObject(op: AnyOperation) {
  const success = op.response
    ? { description: op.summary, content: { "application/json": { schema: jsonSchemaOf(op.response) } } }
    : { description: "No content" };
  return {
    operationId: op.name,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    parameters: parameters(op),
    ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(op.body) } } } } : {}),
    responses: { [String(op.status)]: success, ...errorResponses(op) },
    security: op.auth === "user" ? [{ bearerAuth: [] }] : [],
  };
}

/**
 * The OpenAPI 3.1 document of a set of operations, generated from the operations table.
 * @example openApiDocument(Object.values(operations), { title: "Rackhunt API" })
 */
export function openApiDocument(ops: readonly AnyOperation[], info: { title: string; version: string; description: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of ops) {
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: "3.1.0",
    info: { title: info.title, version: info.version, description: info.description },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "Authorization: Bearer <API_KEY>" } } },
    tags: [...new Set(ops.map((o) => o.tag))].map((name) => ({ name })),
  };
}
