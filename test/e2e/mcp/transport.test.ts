import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { operations, type AnyOperation } from "@rackhunt/core/api";
import { createApp } from "../../../server/src/app.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { silentLogger } from "../../../server/src/http/logger.ts";
import { createMcpServer } from "../../../server/src/mcp/index.ts";
import { VERSION } from "../../../server/src/version.ts";
import { startServer, type TestServer } from "../../support/server.ts";

const INIT = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };
const ACCEPT = "application/json, text/event-stream";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: ACCEPT, ...headers }, body: JSON.stringify(INIT) });

describe("/mcp transport rules", () => {
  test("GET and DELETE answer 405 (stateless: no SSE stream, no session)", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await fetch(`${s.url}/mcp`, { method, headers: { Accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    }
  });

  test("POST initialize answers JSON without a session id", async () => {
    const res = await post(`${s.url}/mcp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("mcp-session-id")).toBeNull();
    const body = await res.json();
    expect(body.result.serverInfo).toEqual({ name: "rackhunt", title: "Rackhunt", version: VERSION });
    expect(body.result.capabilities.tools).toBeDefined();
  });

  test("the body reaches the transport unparsed, and a broken one is a JSON-RPC parse error", async () => {
    const res = await fetch(`${s.url}/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: ACCEPT }, body: "{not json" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32700);
  });

  test("Origin: absent and same-origin pass, a foreign one is refused with 403", async () => {
    expect((await post(`${s.url}/mcp`, { Origin: s.url })).status).toBe(200);
    const res = await post(`${s.url}/mcp`, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "Origin not allowed for /mcp", code: "forbidden" });
  });

  test("origins listed in the allow-list pass, with CORS headers and a preflight answer", async () => {
    const app = await createApp({ config: loadConfig({ RACKHUNT_DB: ":memory:", RACKHUNT_LOG_LEVEL: "silent" }), logger: silentLogger, mcpAllowedOrigins: ["https://app.example"] });
    const req = (origin: string, method = "POST") =>
      new Request("http://localhost/mcp", { method, headers: { Origin: origin, "Content-Type": "application/json", Accept: ACCEPT }, body: method === "POST" ? JSON.stringify(INIT) : undefined });
    const ok = await app.app.handle(req("https://app.example"));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const pre = await app.app.handle(req("https://app.example", "OPTIONS"));
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-headers")).toContain("Mcp-Protocol-Version");
    expect((await app.app.handle(req("https://other.example"))).status).toBe(403);
    await app.database.close();
  });
});

describe("generated from any table row", () => {
  test("a public operation marked for agents works without a key, through the same pipeline", async () => {
    // healthz is public and not a tool in the shipped table: publish it here to prove the rule.
    const table: AnyOperation[] = [{ ...operations.healthz, agent: { title: "Health", readOnly: true, destructive: false, idempotent: true, openWorld: false } }, operations.get_entitlements];
    const server = createMcpServer({ operations: table, version: VERSION, dispatch: (r) => s.app.app.handle(r) });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(a);
    const client = new Client({ name: "mem", version: "1" });
    await client.connect(b);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["healthz", "get_entitlements"]);
    const health = await client.callTool({ name: "healthz", arguments: {} });
    expect(health.isError).toBeFalsy();
    expect((health.structuredContent as { version: string }).version).toBe(VERSION);
    expect((await client.callTool({ name: "get_entitlements", arguments: {} })).isError).toBe(true);
    await client.close();
  });
});
