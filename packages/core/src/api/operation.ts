import type * as v from "valibot";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Who may call an operation: an account key, anyone, or anyone who pays per query. */
export type AuthRule = "user" | "public" | "paid";

/**
 * The tier caps an operation is subject to beyond the per-minute request limit, declared here
 * once; the server enforces each with the check and the write in one transaction:
 * - `active_hunts`: the active-hunt cap and the minimum poll interval;
 * - `channels`: the channel cap, the instant-destination cap and the channel types a tier has;
 * - `manual_scan`: one manual scan per hunt per tier interval.
 */
export type TierRule = "none" | "active_hunts" | "channels" | "manual_scan";

/** How an operation is published to agents as an MCP tool (absent: not a tool). */
export interface AgentExposure {
  /** Short human title. */
  title: string;
  /** True when the tool changes nothing. */
  readOnly: boolean;
  /** True when it may delete or overwrite user data. */
  destructive: boolean;
  /** True when repeating the call has no further effect. */
  idempotent: boolean;
  /** True when it reaches outside Rackhunt (source sites, destinations). */
  openWorld: boolean;
}

/** The exposure of a tool that reads only Rackhunt's own data. */
export const READ_ONLY = { readOnly: true, destructive: false, idempotent: true, openWorld: false } as const;

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * One API operation, declared once. REST routes, OpenAPI, MCP tools, tools.json, webmcp and the
 * typed client are all generated from these declarations, so they cannot drift apart.
 */
export interface Operation<
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  R extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  /** Stable snake_case name: the OpenAPI operationId and the MCP tool name. */
  name: string;
  method: HttpMethod;
  /** OpenAPI-style path with `{param}` placeholders. */
  path: string;
  summary: string;
  /** Written for both people and models: what it does, when to use it, what comes back. */
  description: string;
  tag: string;
  auth: AuthRule;
  tier: TierRule;
  params: P;
  query: Q;
  body: B;
  /** Success status and its body schema (undefined for 204). */
  status: 200 | 201 | 204;
  response: R;
  /** Error statuses this operation documents. */
  errors: readonly number[];
  /** Listed in the public OpenAPI subset. */
  publicSpec: boolean;
  /** Not counted against rate limits (health checks that probes call often). */
  unmetered?: boolean;
  agent?: AgentExposure;
}

/** Any operation, with its schema types erased. */
export type AnyOperation = Operation<ObjectSchema | undefined, ObjectSchema | undefined, v.GenericSchema | undefined, v.GenericSchema | undefined>;

type Defaults = "tier" | "params" | "query" | "body" | "errors" | "publicSpec" | "status" | "response";

/**
 * Declare an operation with sensible defaults (no params, query or body; 200; no tier rule).
 * @example
 * const getAccount = defineOperation({ name: "get_account", method: "GET", path: "/account/me",
 *   summary: "Your account", description: "...", tag: "account", auth: "user", response: Account });
 */
export function defineOperation<
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  R extends v.GenericSchema | undefined = undefined,
>(op: Omit<Operation<P, Q, B, R>, Defaults> & Partial<Pick<Operation<P, Q, B, R>, Defaults>>): Operation<P, Q, B, R> {
  const base = op.auth === "user" ? [401, 403, 422, 429, 500] : [422, 429, 500];
  return {
    tier: "none",
    params: undefined as P,
    query: undefined as Q,
    body: undefined as B,
    response: undefined as R,
    status: 200,
    publicSpec: false,
    ...op,
    errors: [...new Set([...(op.errors ?? []), ...base])].sort(),
  };
}

/** The input an operation's handler receives, typed from its schemas. */
export type OperationInput<O extends AnyOperation> = {
  params: O["params"] extends v.GenericSchema ? v.InferOutput<O["params"]> : Record<string, never>;
  query: O["query"] extends v.GenericSchema ? v.InferOutput<O["query"]> : Record<string, never>;
  body: O["body"] extends v.GenericSchema ? v.InferOutput<O["body"]> : undefined;
};

/** The success body an operation returns. */
export type OperationOutput<O extends AnyOperation> = O["response"] extends v.GenericSchema
  ? v.InferInput<O["response"]>
  : undefined;
