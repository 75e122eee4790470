import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { AnyOperation } from "@rackhunt/core/api";
import { errorResponse, forbidden } from "../http/errors.ts";
import type { SocketInfo } from "../http/client-ip.ts";
import type { Dispatch } from "./call.ts";
import { originAllowed, type OriginPolicy } from "./origin.ts";
import { createMcpServer } from "./server.ts";

export interface McpHttpOptions {
  operations: readonly AnyOperation[];
  version: string;
  dispatch: Dispatch;
  origins: OriginPolicy;
  /** Cap on a JSON-RPC POST body. */
  maxBodyBytes: number;
  /** The caller's address as the API resolves it (trusted proxies included); the socket's when absent. */
  clientIp?: (request: Request, server: SocketInfo) => string;
}

/**
 * Request headers a tool call's REST request inherits from the /mcp request. Not
 * X-Forwarded-For: the caller's address, resolved once here, travels as `clientIp`.
 */
const FORWARDED = ["authorization", "x-api-version", "x-request-id"];

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    Vary: "Origin",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID",
    "Access-Control-Expose-Headers": "Mcp-Session-Id, WWW-Authenticate",
    "Access-Control-Max-Age": "600",
  };
}

function methodNotAllowed(): Response {
  const body = { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this server is stateless, POST JSON-RPC messages to /mcp" }, id: null };
  return new Response(JSON.stringify(body), { status: 405, headers: { Allow: "POST, OPTIONS", "Content-Type": "application/json" } });
}

/**
 * The Streamable HTTP endpoint in stateless mode: every POST gets a fresh Server and transport
 * bound to the caller's headers (its Bearer key reaches only the tools it calls), answered as
 * plain JSON. GET (a standalone SSE stream) and DELETE (session end) have nothing to serve: 405.
 * @example const handle = mcpHttpHandler({ ... }); const res = await handle(request);
 */
export function mcpHttpHandler(options: McpHttpOptions): (request: Request, clientIp?: string) => Promise<Response> {
  return async (request, clientIp) => {
    if (!originAllowed(request, options.origins)) return errorResponse(forbidden("Origin not allowed for /mcp"), { problem: false });
    const cors = corsHeaders(request);
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: cors });
    if (request.method !== "POST") return methodNotAllowed();
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const server = createMcpServer({ operations: options.operations, version: options.version, dispatch: options.dispatch, headers, clientIp });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: options.maxBodyBytes });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(request);
      for (const [k, val] of Object.entries(cors)) response.headers.set(k, val);
      return response;
    } finally {
      await server.close();
    }
  };
}
