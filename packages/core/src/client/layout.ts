import type { AnyOperation } from "../api/operation.ts";

/**
 * Where each argument of an operation's single input object goes. Path parameters, query
 * parameters and body fields share one flat object (the MCP tool arguments and the typed
 * client's input are the same object). The body is flattened into it when it is an object
 * schema whose field names do not clash with a path or query name; otherwise it travels whole
 * under the `body` key.
 */
export interface InputLayout {
  /** `{name}` placeholders of the path, in order. */
  path: readonly string[];
  /** Query parameter names. */
  query: readonly string[];
  /** `none`: no body; `flat`: body fields sit beside the others; `nested`: the body is `args.body`. */
  body: "none" | "flat" | "nested";
  /** Field names of a flat body (empty otherwise). */
  bodyKeys: readonly string[];
}

type WithEntries = { entries: Record<string, unknown> };

function hasEntries(schema: unknown): schema is WithEntries {
  const entries = (schema as { entries?: unknown } | undefined)?.entries;
  return typeof entries === "object" && entries !== null;
}

/** The object entries of a schema: a plain object schema, or the object inside a pipe. */
export function objectEntriesOf(schema: unknown): Record<string, unknown> | null {
  if (hasEntries(schema)) return schema.entries;
  const pipe = (schema as { pipe?: unknown[] } | undefined)?.pipe;
  if (Array.isArray(pipe)) for (const item of pipe) if (item !== schema && hasEntries(item)) return item.entries;
  return null;
}

const cache = new WeakMap<AnyOperation, InputLayout>();

/**
 * Compute (once per operation) how its one input object maps onto path, query and body.
 * @example
 * inputLayout(operations.update_hunt); // { path: ["hunt_id"], query: [], body: "flat", bodyKeys: ["name", ...] }
 */
export function inputLayout(op: AnyOperation): InputLayout {
  const hit = cache.get(op);
  if (hit) return hit;
  const path = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const query = Object.keys(objectEntriesOf(op.query) ?? {});
  let body: InputLayout["body"] = "none";
  let bodyKeys: string[] = [];
  if (op.body) {
    const entries = objectEntriesOf(op.body);
    const taken = new Set([...path, ...query]);
    if (entries && !Object.keys(entries).some((k) => taken.has(k))) {
      body = "flat";
      bodyKeys = Object.keys(entries);
    } else body = "nested";
  }
  const layout: InputLayout = { path, query, body, bodyKeys };
  cache.set(op, layout);
  return layout;
}
