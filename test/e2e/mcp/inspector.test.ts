import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer, type TestServer } from "../../support/server.ts";
import { CLI, ROOT } from "./helpers.ts";

// The official inspector CLI (pinned devDependency) as an outside client. It runs on Node and
// writes under $HOME, so HOME points at a temporary folder. It calls `evaluate_listing` (the
// issue's `evaluate`) and `get_entitlements` over both transports.
const INSPECTOR = resolve(ROOT, "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js");
const TOOL = "get_entitlements";

let s: TestServer;
let home: string;
let key: string;
beforeAll(async () => {
  s = await startServer();
  key = await s.user("inspector@example.com", { tier: "pro" });
  home = mkdtempSync(join(tmpdir(), "rackhunt-inspector-"));
});
afterAll(() => {
  s.stop();
  rmSync(home, { recursive: true, force: true });
});

async function inspector(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const proc = Bun.spawn(["node", INSPECTOR, "--cli", ...args], { env: { PATH: process.env.PATH ?? "", HOME: home }, stdout: "pipe", stderr: "pipe", cwd: ROOT });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, out, err };
}

const stdioTarget = (withKey: boolean) => [
  ...Object.entries(s.db.env).flatMap(([name, value]) => ["-e", `${name}=${value}`]),
  ...(withKey ? ["-e", `RACKHUNT_API_KEY=${key}`] : []),
  "-e",
  "RACKHUNT_LOG_LEVEL=error",
  "--",
  process.execPath,
  CLI,
  "mcp",
];

describe("MCP inspector CLI", () => {
  test("lists the tools in --strict mode with no warnings over HTTP", async () => {
    const r = await inspector([`${s.url}/mcp`, "--method", "tools/list", "--strict"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).tools.map((t: { name: string }) => t.name)).toContain(TOOL);
  }, 60_000);

  test("lists the tools in --strict mode with no warnings over stdio", async () => {
    const r = await inspector(["--method", "tools/list", "--strict", ...stdioTarget(false)]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).tools.length).toBeGreaterThan(0);
  }, 60_000);

  test(`calls ${TOOL} over HTTP with a Bearer header`, async () => {
    const r = await inspector([`${s.url}/mcp`, "--method", "tools/call", "--tool-name", TOOL, "--header", `Authorization: Bearer ${key}`]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(await (await s.fetch("/users/me/entitlements", { key })).json());
    expect(result.structuredContent.tier).toBe("pro");
  }, 60_000);

  test(`calls ${TOOL} over stdio with RACKHUNT_API_KEY`, async () => {
    const r = await inspector(["--method", "tools/call", "--tool-name", TOOL, ...stdioTarget(true)]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).structuredContent.tier).toBe("pro");
  }, 60_000);

  const EVALUATE = ["--method", "tools/call", "--tool-name", "evaluate_listing", "--tool-arg", "price=89", "--tool-arg", "title=AMD EPYC 7302P 16-Core 3.0GHz SP3 CPU"];

  test("calls evaluate_listing over HTTP: the same answer as REST", async () => {
    const r = await inspector([`${s.url}/mcp`, ...EVALUATE, "--header", `Authorization: Bearer ${key}`]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.isError).toBeFalsy();
    const rest = await (await s.fetch("/api/v2/evaluate", { method: "POST", key, json: { price: 89, title: "AMD EPYC 7302P 16-Core 3.0GHz SP3 CPU" } })).json();
    expect(result.structuredContent).toEqual(rest);
    expect(result.structuredContent.component.id).toContain("7302p");
  }, 60_000);

  test("calls evaluate_listing over stdio", async () => {
    const r = await inspector([...EVALUATE, ...stdioTarget(true)]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.isError).toBeFalsy();
    expect(["BUY", "WAIT", "SKIP", "INCONCLUSIVE"]).toContain(result.structuredContent.verdict);
  }, 60_000);

  test("a tool error is reported as one (non-zero exit), not as a crash", async () => {
    const r = await inspector([`${s.url}/mcp`, "--method", "tools/call", "--tool-name", TOOL]);
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBe(4);
    expect(r.out + r.err).toContain("isError");
  }, 60_000);
});
