import { toJsonSchema, type JsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";

const cache = new WeakMap<object, JsonSchema>();

/**
 * JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1 and MCP) of a valibot schema, without
 * `$schema`. Transformations such as trim are skipped so the bounds after them still show.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const hit = cache.get(schema);
  if (hit) return hit;
  const { $schema: _drop, ...out } = toJsonSchema(schema, { target: "draft-2020-12", errorMode: "ignore", typeMode: "ignore" }) as JsonSchema & { $schema?: string };
  cache.set(schema, out);
  return out;
}
