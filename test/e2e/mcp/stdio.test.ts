import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";
import { stdioClient, toolError } from "./helpers.ts";
import { agentOperationNames, everyToolAnswers, huntLifecycle } from "./scenario.ts";

// The REST server and the stdio MCP process share one SQLite file: REST checks what MCP did.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

describe("MCP over stdio (rackhunt mcp, SDK client)", () => {
  test("lists the tools and runs the hunt lifecycle with RACKHUNT_API_KEY", async () => {
    const key = await s.user("stdio-life@example.com");
    const { client, stderr } = await stdioClient(s.db.env, key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(agentOperationNames().sort());
    await huntLifecycle(client, s, key);
    await everyToolAnswers(client);
    await client.close();
    // Logs went to stderr (stdout carried only JSON-RPC, or the client would have failed).
    const lines = stderr().trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.some((l) => l.msg === "mcp stdio ready")).toBe(true);
    expect(lines.some((l) => l.msg === "request" && l.op === "create_hunt" && l.status === 201)).toBe(true);
  }, 30_000);

  test("without RACKHUNT_API_KEY account tools refuse with 401", async () => {
    const { client } = await stdioClient(s.db.env);
    const err = toolError((await client.callTool({ name: "list_hunts", arguments: {} })) as never);
    expect(err.status).toBe(401);
    expect(err.body.code).toBe("unauthorized");
    await client.close();
  }, 30_000);

  test("rackhunt mcp --help documents the command", async () => {
    const proc = Bun.spawnSync([process.execPath, "server/src/cli.ts", "mcp", "--help"], { cwd: `${import.meta.dir}/../../..` });
    const out = proc.stdout.toString();
    expect(proc.exitCode).toBe(0);
    expect(out).toContain("Usage: rackhunt mcp");
    expect(out).toContain("RACKHUNT_API_KEY");
    expect(Bun.spawnSync([process.execPath, "server/src/cli.ts", "--help"], { cwd: `${import.meta.dir}/../../..` }).stdout.toString()).toContain("mcp ");
  });
});
