import { resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export const ROOT = resolve(import.meta.dir, "../../..");
export const CLI = resolve(ROOT, "server/src/cli.ts");

/** The SDK's own client over Streamable HTTP, with an optional raw Authorization value. */
export async function httpClient(baseUrl: string, key?: string, authorization?: string): Promise<Client> {
  const headers: Record<string, string> = {};
  if (key) headers.Authorization = `Bearer ${key}`;
  if (authorization) headers.Authorization = authorization;
  const client = new Client({ name: "rackhunt-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

export interface StdioHandle {
  client: Client;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
}

/** The SDK's own client spawning `bun server/src/cli.ts mcp` over a database (`dbEnv`: RACKHUNT_DB or RACKHUNT_DATABASE_URL). */
export async function stdioClient(dbEnv: Record<string, string>, key?: string, extraEnv: Record<string, string> = {}): Promise<StdioHandle> {
  const env: Record<string, string> = { ...getDefaultEnvironment(), ...dbEnv, RACKHUNT_LOG_LEVEL: "info", ...extraEnv };
  if (key) env.RACKHUNT_API_KEY = key;
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, "mcp"], env, cwd: ROOT, stderr: "pipe" });
  let err = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const client = new Client({ name: "rackhunt-e2e", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => err };
}

/** Status and parsed REST error body out of a tool error's text (`HTTP 404 error: {...}`). */
export function toolError(result: CallToolResult): { status: number; body: any } {
  if (!result.isError) throw new Error(`expected a tool error, got ${JSON.stringify(result).slice(0, 300)}`);
  const first = result.content[0];
  const text = first?.type === "text" ? first.text : "";
  const m = /^HTTP (\d{3}) error(?: \([^)]*\))?: ([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`unexpected tool error text: ${text}`);
  return { status: Number(m[1]), body: JSON.parse(m[2]!) };
}

/** The structured result of a successful call. */
export function structured(result: CallToolResult): any {
  if (result.isError) throw new Error(`tool failed: ${JSON.stringify(result.content)}`);
  return result.structuredContent;
}
