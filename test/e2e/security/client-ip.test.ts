import { describe, expect, test } from "bun:test";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { startServer, type TestServer } from "../../support/server.ts";
import { toolError } from "../mcp/helpers.ts";
import { CLI } from "../proof/serve-process.ts";

// The test process is the reverse proxy: its socket is loopback, and it writes X-Forwarded-For.
// A client behind it controls everything left of what the proxy appends.

async function withServer(env: Record<string, string>, run: (s: TestServer) => Promise<void>) {
  const s = await startServer(env, undefined, { metricsToken: null });
  try {
    await run(s);
  } finally {
    s.stop();
  }
}

const xff = (value: string) => ({ headers: { "X-Forwarded-For": value } });

// RACKHUNT_TRUST_PROXY=on, the older switch, means the same single hop.
for (const proxy of [{ RACKHUNT_TRUSTED_PROXIES: "1" }, { RACKHUNT_TRUST_PROXY: "on" }] as Record<string, string>[]) {
  describe(`behind one trusted proxy (${Object.entries(proxy)[0]!.join("=")})`, () => {
    test("a forged first hop does not make a remote client loopback for /metrics", () =>
      withServer(proxy, async (s) => {
        const forged = await s.fetch("/metrics", xff("127.0.0.1, 203.0.113.7"));
        expect(forged.status).toBe(403);
        expect(await forged.json()).toMatchObject({ code: "forbidden" });
        expect((await s.fetch("/metrics", xff("203.0.113.7, 127.0.0.1"))).status).toBe(200); // the proxy says: loopback client
      }));

    test("rotating the first hop does not escape the per-IP rate limit", () =>
      withServer({ ...proxy, RACKHUNT_IP_RATE_LIMIT: "3" }, async (s) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await s.fetch("/api/public/deals", xff(`10.9.${i}.1, 198.51.100.20`))).status);
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        // Another client behind the same proxy has its own allowance.
        expect((await s.fetch("/api/public/deals", xff("198.51.100.21"))).status).toBe(200);
      }));

    test("rotating the first hop does not escape the registration limit", () =>
      withServer({ ...proxy, RACKHUNT_REGISTRATIONS_PER_HOUR: "2" }, async (s) => {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await s.fetch("/account/register", { method: "POST", json: { email: `r${i}@example.com` }, ...xff(`10.8.${i}.1, 198.51.100.30`) })).status);
        expect(statuses).toEqual([201, 201, 429]);
      }));

    test("rotating the first hop does not escape the free public quota (payments on)", () =>
      withServer({ ...proxy, RACKHUNT_PAYMENTS: "local", RACKHUNT_PUBLIC_FREE_PER_DAY: "2" }, async (s) => {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await s.fetch("/api/public/deals", xff(`10.7.${i}.1, 198.51.100.40`))).status);
        expect(statuses).toEqual([200, 200, 402]);
      }));
  });

  describe(`MCP tool calls are judged by the same address (${Object.entries(proxy)[0]!.join("=")})`, () => {
    test("behind one trusted proxy, rotating the first hop on /mcp does not escape the per-IP limit", () =>
      withServer({ ...proxy, RACKHUNT_IP_RATE_LIMIT: "2" }, async (s) => {
        const call = async (first: string, client = "198.51.100.50") => {
          const res = await s.fetch("/mcp", {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "X-Forwarded-For": `${first}, ${client}` },
            body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_public_deals", arguments: {} } }),
          });
          const body = (await res.json()) as { result: CallToolResult };
          return body.result.isError ? toolError(body.result).body.code : "ok";
        };
        expect([await call("10.1.0.1"), await call("10.1.0.2"), await call("10.1.0.3")]).toEqual(["ok", "ok", "rate_limited"]);
        expect(await call("10.1.0.4", "198.51.100.51")).toBe("ok"); // another client behind the proxy: its own allowance
      }));
  });
}

describe("RACKHUNT_TRUSTED_PROXIES as ranges", () => {
  test("trusted hops are skipped from the right; the first untrusted address is the client", () =>
    withServer({ RACKHUNT_TRUSTED_PROXIES: "loopback, 10.0.0.0/8", RACKHUNT_IP_RATE_LIMIT: "2" }, async (s) => {
      // 127.0.0.1 (socket) and 10.0.0.5 are proxies; 198.51.100.9 is the client; the rest is forged.
      const through = (first: string) => s.fetch("/api/public/deals", xff(`${first}, 198.51.100.9, 10.0.0.5`));
      expect([(await through("1.1.1.1")).status, (await through("2.2.2.2")).status, (await through("3.3.3.3")).status]).toEqual([200, 200, 429]);
      expect((await s.fetch("/metrics", xff("127.0.0.1, 198.51.100.9, 10.0.0.5"))).status).toBe(403);
      // All hops trusted: the left-most is the client.
      expect((await s.fetch("/metrics", xff("127.0.0.1, 10.0.0.5"))).status).toBe(200);
    }));
});

describe("without trusted proxies", () => {
  test("X-Forwarded-For is ignored: the socket decides", () =>
    withServer({ RACKHUNT_IP_RATE_LIMIT: "2" }, async (s) => {
      expect((await s.fetch("/metrics", xff("203.0.113.7"))).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await s.fetch("/api/public/deals", xff(`198.51.100.${i}`))).status);
      expect(statuses).toEqual([200, 200, 429]);
    }));
});

describe("the setting is checked at start", () => {
  for (const [env, message] of [
    [{ RACKHUNT_TRUSTED_PROXIES: "proxy.example" }, "RACKHUNT_TRUSTED_PROXIES: \"proxy.example\" is not a hop count, an IP address or a CIDR range"],
    [{ RACKHUNT_TRUSTED_PROXIES: "10.0.0.0/33" }, "RACKHUNT_TRUSTED_PROXIES: \"10.0.0.0/33\" is not a hop count"],
    [{ RACKHUNT_TRUSTED_PROXIES: "1", RACKHUNT_TRUST_PROXY: "on" }, "set RACKHUNT_TRUSTED_PROXIES or RACKHUNT_TRUST_PROXY, not both"],
  ] as const) {
    test(`rackhunt serve refuses ${JSON.stringify(env)}`, async () => {
      const proc = Bun.spawn([process.execPath, CLI, "serve", "--port", "0", "--db", ":memory:"], { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
      const [err, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
      expect(code).not.toBe(0);
      expect(err).toContain(message);
    });
  }
});
