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
/** The object entries of a schema: a plain object schema, or the object inside a pipe. */
export declare function objectEntriesOf(schema: unknown): Record<string, unknown> | null;
/**
 * Compute (once per operation) how its one input object maps onto path, query and body.
 * @example
 * inputLayout(operations.update_hunt); // { path: ["hunt_id"], query: [], body: "flat", bodyKeys: ["name", ...] }
 */
export declare function inputLayout(op: AnyOperation): InputLayout;
