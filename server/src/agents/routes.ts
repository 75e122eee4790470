import type { AnyOperation } from "@rackhunt/core/api";
import type { AnyElysia } from "elysia";
import { openAiTools, toolsJson } from "./tools-json.ts";
import { webMcpDocument } from "./webmcp.ts";

export interface AgentDocumentOptions {
  operations: readonly AnyOperation[];
  version: string;
  /** RACKHUNT_PUBLIC_URL; when absent, absolute URLs use the origin the request came to. */
  publicBaseUrl: string | null;
  /** CORS headers of public routes. */
  cors: Record<string, string>;
}

const CACHE = "public, max-age=300";

/**
 * Mount `/tools.json` (and `?format=openai`) and `/.well-known/webmcp`, public with CORS `*`.
 * @example mountAgentDocuments(app, { operations, version: VERSION, publicBaseUrl: null, cors: CORS_HEADERS });
 */
export function mountAgentDocuments<A extends AnyElysia>(app: A, options: AgentDocumentOptions): A {
  const { operations, version, publicBaseUrl, cors } = options;
  const headers = { "Content-Type": "application/json", "Cache-Control": CACHE, ...cors };
  // Built on first request: most servers are never asked, and start-up is shorter without them.
  let tools: string | null = null;
  let openai: string | null = null;
  const webmcp = new Map<string, string>();
  const documentFor = (origin: string) => {
    let text = webmcp.get(origin);
    if (!text) {
      text = JSON.stringify(webMcpDocument(operations, { baseUrl: origin, version }));
      if (webmcp.size < 16) webmcp.set(origin, text);
    }
    return text;
  };
  app.get("/tools.json", ({ request }) => {
    const format = new URL(request.url).searchParams.get("format");
    const text = format === "openai" ? (openai ??= JSON.stringify(openAiTools(operations))) : (tools ??= JSON.stringify(toolsJson(operations)));
    return new Response(text, { headers });
  });
  app.get("/.well-known/webmcp", ({ request }) => {
    const origin = publicBaseUrl ?? new URL(request.url).origin;
    return new Response(documentFor(origin), { headers: publicBaseUrl ? headers : { ...headers, Vary: "Host" } });
  });
  for (const path of ["/tools.json", "/.well-known/webmcp"]) app.options(path, () => new Response(null, { status: 204, headers: cors }));
  return app;
}
