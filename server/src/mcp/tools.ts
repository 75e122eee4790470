import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { AnyOperation } from "@rackhunt/core/api";
import { inputLayout } from "@rackhunt/core/client";
import { jsonSchemaOf } from "../json-schema.ts";

type JsonObject = Record<string, unknown>;
type ObjectSchema = { type: "object"; properties?: Record<string, JsonObject>; required?: string[]; [k: string]: unknown };

/**
 * How a success body becomes MCP `structuredContent`, which must be an object: object bodies
 * pass as they are, arrays become `{items: [...]}`, anything else `{value: ...}`; a 204 has none.
 * The result's text block is the REST body unwrapped, so it reads exactly as REST answers.
 */
export type OutputWrap = "object" | "items" | "value" | "none";

/** The operations published as tools: those whose row carries `agent`. */
export function agentOperations(ops: readonly AnyOperation[]): AnyOperation[] {
  return ops.filter((op) => op.agent !== undefined);
}

/** How an operation's success body is wrapped for `structuredContent`. */
export function outputWrapOf(op: AnyOperation): OutputWrap {
  if (!op.response || op.status === 204) return "none";
  const schema = jsonSchemaOf(op.response) as JsonObject;
  if (schema.type === "object") return "object";
  return schema.type === "array" ? "items" : "value";
}

/**
 * One JSON Schema object for the tool's arguments: path params, query and body fields side by
 * side (the body under `body` when `inputLayout` says it is nested). Each part's schema is the
 * valibot-derived one the REST route validates with, so the two cannot disagree.
 */
export function inputSchemaOf(op: AnyOperation): Tool["inputSchema"] {
  const layout = inputLayout(op);
  const properties: Record<string, JsonObject> = {};
  const required = new Set<string>();
  const merge = (schema: ObjectSchema) => {
    Object.assign(properties, schema.properties ?? {});
    for (const name of schema.required ?? []) required.add(name);
  };
  if (op.params) merge(jsonSchemaOf(op.params) as ObjectSchema);
  for (const name of layout.path) {
    properties[name] ??= { type: "string" };
    required.add(name);
  }
  if (op.query) merge(jsonSchemaOf(op.query) as ObjectSchema);
  const out: ObjectSchema = { type: "object", properties };
  if (layout.body === "flat") {
    const body = jsonSchemaOf(op.body!) as ObjectSchema;
    merge(body);
    if (body.additionalProperties === false) out.additionalProperties = false;
  } else if (layout.body === "nested") {
    properties.body = jsonSchemaOf(op.body!) as JsonObject;
    required.add("body");
  } else {
    // Nothing but path and query: an unknown name would be silently dropped, so say so up front.
    out.additionalProperties = false;
  }
  if (required.size) out.required = [...required];
  return out as Tool["inputSchema"];
}

/** The tool's output schema (always an object schema, see OutputWrap); undefined for 204 tools. */
export function outputSchemaOf(op: AnyOperation): Tool["outputSchema"] | undefined {
  const wrap = outputWrapOf(op);
  if (wrap === "none") return undefined;
  const schema = jsonSchemaOf(op.response!) as JsonObject;
  if (wrap === "object") return schema as Tool["outputSchema"];
  const key = wrap === "items" ? "items" : "value";
  return { type: "object", properties: { [key]: schema }, required: [key] } as Tool["outputSchema"];
}

const AUTH_NOTES: Record<AnyOperation["auth"], string> = {
  user: "Acts on the account of the API key this MCP connection was given; fails with 401 without a valid key.",
  public: "Public: works without an API key.",
  paid: "Paid per query: without a payment it fails with a 402 error carrying the payment instructions.",
};

/** The description a model reads: the operation's own, then how results come back and who may call it. */
export function toolDescriptionOf(op: AnyOperation): string {
  const parts = [op.description];
  const wrap = outputWrapOf(op);
  if (wrap === "items") parts.push("The result's text is the list as the REST API returns it; its structured content holds the list under `items`.");
  if (wrap === "none") parts.push("Returns no data on success.");
  if (inputLayout(op).body === "nested") parts.push("Pass the request body as the `body` argument.");
  parts.push(AUTH_NOTES[op.auth]);
  return parts.join(" ");
}

/**
 * The MCP tool generated from one operation row (which must have `agent`).
 * @example toolOf(operations.get_entitlements).annotations?.readOnlyHint; // true
 */
export function toolOf(op: AnyOperation): Tool {
  const agent = op.agent;
  if (!agent) throw new Error(`[mcp] operation ${op.name} is not exposed to agents`);
  const tool: Tool = {
    name: op.name,
    title: agent.title,
    description: toolDescriptionOf(op),
    inputSchema: inputSchemaOf(op),
    annotations: {
      title: agent.title,
      readOnlyHint: agent.readOnly,
      destructiveHint: agent.destructive,
      idempotentHint: agent.idempotent,
      openWorldHint: agent.openWorld,
    },
  };
  const output = outputSchemaOf(op);
  if (output) tool.outputSchema = output;
  return tool;
}

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const listCache = new WeakMap<readonly AnyOperation[], Tool[]>();

/**
 * Every tool of a table, in table order: exactly what `tools/list` answers and `/tools.json` serves.
 * @example toolsOf(Object.values(operations)).map((t) => t.name);
 */
export function toolsOf(ops: readonly AnyOperation[]): Tool[] {
  const hit = listCache.get(ops);
  if (hit) return hit;
  const tools = agentOperations(ops).map((op) => {
    if (!TOOL_NAME.test(op.name)) throw new Error(`[mcp] operation name ${op.name} is not a valid tool name`);
    return toolOf(op);
  });
  listCache.set(ops, tools);
  return tools;
}
