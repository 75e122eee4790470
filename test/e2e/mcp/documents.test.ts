import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { operations } from "@rackhunt/core/api";
import { inputLayout } from "@rackhunt/core/client";
import { VERSION } from "../../../server/src/version.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { httpClient } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

const AGENT_OPS = Object.values(operations).filter((op) => op.agent);

describe("/tools.json and /.well-known/webmcp", () => {
  test("/tools.json equals the live tools/list", async () => {
    const client = await httpClient(s.url);
    const live = await client.listTools();
    await client.close();
    const res = await fetch(`${s.url}/tools.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toContain("max-age=");
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(live)));
  });

  test("every operation marked for agents has its tool, built from its row", async () => {
    const { tools } = await (await fetch(`${s.url}/tools.json`)).json();
    expect(tools.length).toBe(AGENT_OPS.length);
    for (const op of AGENT_OPS) {
      const tool = tools.find((t: { name: string }) => t.name === op.name);
      expect(tool).toBeDefined();
      expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(tool.title).toBe(op.agent!.title);
      expect(tool.description.startsWith(op.description)).toBe(true);
      expect(tool.annotations).toEqual({ title: op.agent!.title, readOnlyHint: op.agent!.readOnly, destructiveHint: op.agent!.destructive, idempotentHint: op.agent!.idempotent, openWorldHint: op.agent!.openWorld });
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.inputSchema.$schema).toBeUndefined();
      // Every path, query and body name is an argument; path parameters are required.
      const layout = inputLayout(op);
      const names = [...layout.path, ...layout.query, ...layout.bodyKeys, ...(layout.body === "nested" ? ["body"] : [])];
      expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual([...new Set(names)].sort());
      for (const p of layout.path) expect(tool.inputSchema.required).toContain(p);
      if (op.status === 204 || !op.response) expect(tool.outputSchema).toBeUndefined();
      else expect(tool.outputSchema.type).toBe("object");
    }
    const list = tools.find((t: { name: string }) => t.name === "list_hunts");
    expect(list.outputSchema.required).toEqual(["items"]);
    expect(list.outputSchema.properties.items.type).toBe("array");
  });

  test("?format=openai gives OpenAI function definitions of the same tools", async () => {
    const { tools } = await (await fetch(`${s.url}/tools.json`)).json();
    const openai = await (await fetch(`${s.url}/tools.json?format=openai`)).json();
    expect(openai).toEqual(tools.map((t: { name: string; description: string; inputSchema: unknown }) => ({ type: "function", function: { name: t.name, description: t.description, parameters: t.inputSchema } })));
  });

  test("/.well-known/webmcp is a server card with the remote, the tools URL and the tools", async () => {
    const res = await fetch(`${s.url}/.well-known/webmcp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toContain("max-age=");
    const doc = await res.json();
    const { tools } = await (await fetch(`${s.url}/tools.json`)).json();
    expect(doc.version).toBe(VERSION);
    expect(doc.remotes).toEqual([{ type: "streamable-http", url: `${s.url}/mcp` }]);
    expect(doc.toolsUrl).toBe(`${s.url}/tools.json`);
    expect(doc.tools).toEqual(tools.map(({ outputSchema: _o, ...t }: Record<string, unknown>) => t));
    // The advertised URLs work.
    expect((await fetch(doc.toolsUrl)).status).toBe(200);
  });

  test("RACKHUNT_PUBLIC_URL sets the absolute URLs", async () => {
    const pub = await startServer({ RACKHUNT_PUBLIC_URL: "https://rackhunt.example" });
    const doc = await (await fetch(`${pub.url}/.well-known/webmcp`)).json();
    pub.stop();
    expect(doc.remotes[0].url).toBe("https://rackhunt.example/mcp");
    expect(doc.websiteUrl).toBe("https://rackhunt.example");
  });

  test("preflight on the documents answers with CORS", async () => {
    for (const path of ["/tools.json", "/.well-known/webmcp"]) {
      const res = await fetch(`${s.url}${path}`, { method: "OPTIONS", headers: { Origin: "https://x.example", "Access-Control-Request-Method": "GET" } });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});
