import { describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";

const INIT = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };

/** POST initialize to /mcp with the given headers; the status. */
async function initialize(s: TestServer, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${s.url}/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify(INIT) });
  await res.body?.cancel();
  return res.status;
}

async function withServer(env: Record<string, string>, run: (s: TestServer, port: string) => Promise<void>) {
  const s = await startServer(env);
  try {
    await run(s, new URL(s.url).port);
  } finally {
    s.stop();
  }
}

describe("/mcp Origin check", () => {
  test("no public URL: a DNS-rebinding Origin/Host pair is refused; loopback origins and native clients pass", () =>
    withServer({}, async (s, port) => {
      // What a browser sends after evil.example's DNS answer moved to 127.0.0.1: both name evil.example.
      expect(await initialize(s, { Origin: `http://evil.example:${port}`, Host: `evil.example:${port}` })).toBe(403);
      expect(await initialize(s, { Origin: `http://127.0.0.1:${port}` })).toBe(200);
      expect(await initialize(s, { Origin: "http://localhost:5173" })).toBe(200);
      expect(await initialize(s, { Origin: "http://[::1]:8080" })).toBe(200);
      expect(await initialize(s, { Origin: "null" })).toBe(403);
      expect(await initialize(s, {})).toBe(200);
    }));

  test("with RACKHUNT_PUBLIC_URL: its origin and RACKHUNT_MCP_ALLOWED_ORIGINS only; the Host header is never the reference", () =>
    withServer({ RACKHUNT_PUBLIC_URL: "https://rackhunt.example/", RACKHUNT_MCP_ALLOWED_ORIGINS: "https://app.example, https://other.example/" }, async (s, port) => {
      expect(await initialize(s, { Origin: "https://rackhunt.example" })).toBe(200);
      expect(await initialize(s, { Origin: "https://app.example" })).toBe(200);
      expect(await initialize(s, { Origin: "https://other.example" })).toBe(200);
      expect(await initialize(s, { Origin: `http://127.0.0.1:${port}` })).toBe(403);
      expect(await initialize(s, { Origin: "https://evil.example", Host: "evil.example" })).toBe(403);
      expect(await initialize(s, { Origin: "http://rackhunt.example" })).toBe(403); // scheme is part of the origin
    }));

  test("RACKHUNT_MCP_ALLOWED_ORIGINS=* lets any origin in", () =>
    withServer({ RACKHUNT_MCP_ALLOWED_ORIGINS: "*" }, async (s, port) => {
      expect(await initialize(s, { Origin: `http://evil.example:${port}`, Host: `evil.example:${port}` })).toBe(200);
    }));
});
