/**
 * The desktop-client configurations the READMEs print, run as written: the command and arguments
 * of each `mcpServers` block (with this checkout for /path/to/rackhunt) spawned by the MCP SDK's
 * stdio client with a bare PATH, as a desktop app starts it: no `bun` on PATH to lean on.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { startServer, type TestServer } from "../../support/server.ts";
import { ROOT } from "./helpers.ts";

interface StdioConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** Every stdio server configuration in a README's JSON blocks, with this checkout for /path/to/rackhunt. */
function documentedConfigs(readme: string): StdioConfig[] {
  const text = readFileSync(join(ROOT, readme), "utf8");
  return [...text.matchAll(/```json\n([\s\S]*?)```/g)]
    .map(([, block]) => JSON.parse(block!.replaceAll("/path/to/rackhunt", ROOT)) as { mcpServers?: Record<string, Partial<StdioConfig>> })
    .flatMap((doc) => Object.values(doc.mcpServers ?? {}))
    .filter((c): c is StdioConfig => typeof c.command === "string");
}

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

describe("the README's MCP client configurations", () => {
  for (const readme of ["README.md", "server/src/mcp/README.md"]) {
    test(`${readme}: the stdio configuration starts rackhunt mcp as written, without bun on PATH`, async () => {
      const configs = documentedConfigs(readme);
      expect(configs.length).toBeGreaterThan(0);
      const key = await s.user(`readme-${configs.length}-${readme.length}@example.com`);
      for (const config of configs) {
        expect(Object.keys(config.env).sort()).toEqual(["RACKHUNT_API_KEY", "RACKHUNT_DB"]);
        // The database and key are this test's; command and arguments are the README's.
        const env = { PATH: "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...s.db.env, RACKHUNT_API_KEY: key, RACKHUNT_LOG_LEVEL: "error" };
        const client = new Client({ name: "readme-config", version: "1.0.0" });
        await client.connect(new StdioClientTransport({ command: config.command, args: config.args, env, stderr: "pipe" }));
        try {
          const { tools } = await client.listTools();
          expect(tools.map((t) => t.name)).toContain("list_hunts");
          const hunts = await client.callTool({ name: "list_hunts", arguments: {} });
          expect(hunts.isError).toBeFalsy();
        } finally {
          await client.close();
        }
      }
    }, 30_000);
  }
});
