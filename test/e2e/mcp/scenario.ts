import { expect } from "bun:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { operations } from "@rackhunt/core/api";
import type { TestServer } from "../../support/server.ts";
import { structured, toolError } from "./helpers.ts";

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

/**
 * Drive every hunt and account tool with real data, checking each answer against what REST
 * says about the same database. Used over both transports.
 */
export async function huntLifecycle(client: Client, server: TestServer, key: string): Promise<void> {
  const rest = async (path: string) => (await server.fetch(path, { key })).json();

  const ent = structured(await call(client, "get_entitlements"));
  expect(ent).toEqual(await rest("/users/me/entitlements"));
  const usedBefore = ent.active_hunt_count as number;

  const created = structured(await call(client, "create_hunt", { name: "SAS HDD 8TB", config: { query: "sas hdd 8tb" }, target_price: 60, criteria: { category: "hdd", capacity_min_gb: 8000 } }));
  expect(created.name).toBe("SAS HDD 8TB");
  expect(created.target_price).toBe(60);
  expect(created).toEqual(await rest(`/hunts/${created.id}`));
  expect(structured(await call(client, "get_entitlements")).active_hunt_count).toBe(usedBefore + 1);

  const listed = structured(await call(client, "list_hunts", { limit: 50 }));
  expect(listed.items.map((h: { id: string }) => h.id)).toContain(created.id);
  expect(listed.items).toEqual(await rest("/hunts?limit=50"));
  // Query arguments reach the route: an offset past the end gives an empty page.
  expect(structured(await call(client, "list_hunts", { limit: 1, offset: 1000 })).items).toEqual([]);

  expect(structured(await call(client, "get_hunt", { hunt_id: created.id }))).toEqual(created);

  const updated = structured(await call(client, "update_hunt", { hunt_id: created.id, name: "Renamed", active: false }));
  expect(updated.name).toBe("Renamed");
  expect(updated.active).toBe(false);
  expect((await rest(`/hunts/${created.id}`)).name).toBe("Renamed");

  // Validation, a missing path parameter and a bad one all come back as the REST 422 body.
  const bad = toolError(await call(client, "create_hunt", { name: "", config: {} }));
  expect(bad.status).toBe(422);
  expect(bad.body.detail.map((i: { loc: unknown[] }) => i.loc)).toContainEqual(["body", "name"]);
  const missing = toolError(await call(client, "get_hunt", {}));
  expect(missing.status).toBe(422);
  expect(missing.body.detail).toEqual([{ loc: ["path", "hunt_id"], msg: "Field required", type: "missing", input: null }]);
  expect(toolError(await call(client, "get_hunt", { hunt_id: "not-a-uuid" })).body.detail[0].type).toBe("uuid_parsing");

  const deleted = await call(client, "delete_hunt", { hunt_id: created.id });
  expect(deleted.isError).toBeFalsy();
  expect(deleted.structuredContent).toBeUndefined();
  expect((await server.fetch(`/hunts/${created.id}`, { key })).status).toBe(404);
  const gone = toolError(await call(client, "get_hunt", { hunt_id: created.id }));
  expect(gone).toEqual({ status: 404, body: { detail: "Hunt not found", code: "not_found" } });
  expect(toolError(await call(client, "delete_hunt", { hunt_id: created.id })).status).toBe(404);
}

/**
 * Every listed tool, whatever rows the table gains: tools with required arguments refuse `{}`
 * with a 422 tool error; safe ones (read-only, closed-world, nothing required) succeed with a
 * result the SDK client has checked against the tool's outputSchema. Nothing may throw.
 */
export async function everyToolAnswers(client: Client): Promise<string[]> {
  const { tools } = await client.listTools();
  const byName = new Map(Object.values(operations).map((op) => [op.name, op]));
  const called: string[] = [];
  for (const tool of tools) {
    const required = (tool.inputSchema.required ?? []) as string[];
    const safe = tool.annotations?.readOnlyHint === true && tool.annotations?.openWorldHint === false;
    if (required.length === 0 && !safe) continue;
    const result = await call(client, tool.name, {});
    // A paid operation may ask for payment before it looks at the arguments.
    const paid = byName.get(tool.name)?.auth === "paid";
    if (required.length) expect(paid ? [402, 422] : [422]).toContain(toolError(result).status);
    else if (!paid || !result.isError) expect(result.isError).toBeFalsy();
    else expect(toolError(result).status).toBe(402);
    if (tool.outputSchema && !result.isError) expect(result.structuredContent).toBeDefined();
    called.push(tool.name);
  }
  expect(called.length).toBeGreaterThan(0);
  return called;
}

/** Names of the operations the table publishes to agents. */
export const agentOperationNames = () =>
  Object.values(operations)
    .filter((op) => op.agent)
    .map((op) => op.name);
