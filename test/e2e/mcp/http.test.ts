import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";
import { httpClient } from "./helpers.ts";
import { agentOperationNames, everyToolAnswers, huntLifecycle } from "./scenario.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

describe("MCP over Streamable HTTP (/mcp, SDK client)", () => {
  test("lists one tool per operation marked for agents, with annotations from the table", async () => {
    const client = await httpClient(s.url);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(agentOperationNames().sort());
    const del = tools.find((t) => t.name === "delete_hunt")!;
    expect(del.annotations).toEqual({ title: "Delete hunt", readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false });
    expect(client.getServerVersion()?.name).toBe("rackhunt");
    await client.close();
  });

  test("runs the hunt lifecycle against the real database", async () => {
    const key = await s.user("http-life@example.com");
    const client = await httpClient(s.url, key);
    await huntLifecycle(client, s, key);
    await client.close();
  });

  test("every tool answers, as a result or a tool error, never a crash", async () => {
    const client = await httpClient(s.url, await s.user("http-every@example.com"));
    const called = await everyToolAnswers(client);
    expect(called).toContain("get_entitlements");
    await client.close();
  });

  test("an unknown tool is a protocol error, not a tool result", async () => {
    const client = await httpClient(s.url);
    await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(/Unknown tool/);
    await client.close();
  });

  test("tool calls run the REST pipeline: they are logged as REST requests of the operation", async () => {
    const key = await s.user("http-log@example.com");
    const client = await httpClient(s.url, key);
    await client.callTool({ name: "list_hunts", arguments: { limit: 3 } });
    await client.close();
    const entries = s.logs.map((l) => JSON.parse(l)).filter((e) => e.msg === "request" && e.op === "list_hunts");
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1).status).toBe(200);
  });
});
