import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { AnyOperation } from "@rackhunt/core/api";
import type { Dispatch } from "./call.ts";
import { createMcpServer } from "./server.ts";

export interface StdioOptions {
  operations: readonly AnyOperation[];
  version: string;
  dispatch: Dispatch;
  /** RACKHUNT_API_KEY: the account the account tools act on; public tools work without it. */
  apiKey?: string | null;
}

/**
 * Serve the tools on stdin/stdout (desktop MCP clients spawn `rackhunt mcp`). stdout carries
 * only the protocol: everything else must log to stderr. Resolves once connected.
 * @example await serveStdio({ operations, version: VERSION, dispatch: (r) => app.handle(r), apiKey: process.env.RACKHUNT_API_KEY });
 */
export async function serveStdio(options: StdioOptions): Promise<Server> {
  const { operations, version, dispatch, apiKey } = options;
  const server = createMcpServer({ operations, version, dispatch, apiKey });
  await server.connect(new StdioServerTransport());
  return server;
}
