import type { AnyElysia } from "elysia";
import type { SocketInfo } from "../http/client-ip.ts";
import type { McpHttpOptions } from "./http.ts";

/**
 * Mount /mcp on the app. The MCP SDK loads with the first /mcp request, not at start: a server
 * nobody points an agent at never pays for it. The body is left unparsed (`parse: "none"`): the
 * transport reads it.
 * @example mountMcp(app, { operations, version: VERSION, dispatch: (r) => app.handle(r), origins: { allowed: [] }, maxBodyBytes: 1 << 20 });
 */
export function mountMcp<A extends AnyElysia>(app: A, options: McpHttpOptions): A {
  let handler: Promise<(request: Request, clientIp?: string) => Promise<Response>> | null = null;
  const handle = async (request: Request, ip: string) => {
    handler ??= import("./http.ts").then((m) => m.mcpHttpHandler(options));
    return (await handler)(request, ip);
  };
  const clientIp = options.clientIp ?? ((request: Request, server: SocketInfo) => server?.requestIP(request)?.address ?? "local");
  for (const method of ["POST", "GET", "DELETE", "OPTIONS"]) app.route(method, "/mcp", ({ request, server }) => handle(request, clientIp(request, server as SocketInfo)), { parse: "none" });
  return app;
}
