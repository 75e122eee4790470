import type { AnyOperation } from "@rackhunt/core/api";
import { toolsOf } from "../mcp/tools.ts";

/** A tool as WebMCP's `registerTool` takes it, minus `execute`: a subset of MCP's Tool. */
export interface WebMcpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

/** The `/.well-known/webmcp` document: an MCP server card (SEP-2127) plus `toolsUrl` and `tools`. */
export interface WebMcpDocument {
  name: string;
  title: string;
  version: string;
  description: string;
  websiteUrl: string;
  remotes: { type: "streamable-http"; url: string }[];
  toolsUrl: string;
  tools: WebMcpTool[];
}

/**
 * Build the `/.well-known/webmcp` document for a server reachable at `baseUrl`.
 * @example webMcpDocument(Object.values(operations), { baseUrl: "https://rackhunt.example", version: "0.1.0" }).remotes[0].url;
 */
export function webMcpDocument(ops: readonly AnyOperation[], info: { baseUrl: string; version: string }): WebMcpDocument {
  const base = info.baseUrl.replace(/\/+$/, "");
  return {
    name: "dev.rackhunt/rackhunt",
    title: "Rackhunt",
    version: info.version,
    description: "Hardware deal alerts for homelab builders: hunts (saved searches with price targets), results, components, prices and listing evaluation.",
    websiteUrl: base,
    remotes: [{ type: "streamable-http", url: `${base}/mcp` }],
    toolsUrl: `${base}/tools.json`,
    tools: toolsOf(ops).map((t) => ({ name: t.name, title: t.title, description: t.description ?? "", inputSchema: t.inputSchema, annotations: t.annotations })),
  };
}
