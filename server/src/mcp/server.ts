import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { AnyOperation } from "@rackhunt/core/api";
import { callOperation, type CallContext } from "./call.ts";
import { agentOperations, toolsOf } from "./tools.ts";

export interface McpServerOptions extends CallContext {
  /** The operations table; rows with `agent` become tools. */
  operations: readonly AnyOperation[];
  /** Server version reported at initialize. */
  version: string;
}

const INSTRUCTIONS =
  "Rackhunt finds hardware deals for homelab builders. Hunts are saved searches with price targets; " +
  "account tools act on the account of the API key this connection was configured with. " +
  "Errors come back as tool errors whose text is the REST error body (detail, code, or a list of validation issues).";

/**
 * A low-level MCP Server serving the tools generated from the operations table. Tool schemas are
 * the valibot-derived JSON Schema served unchanged; calls go through `callOperation`.
 * @example
 * const server = createMcpServer({ operations: Object.values(operations), version: VERSION, dispatch: (r) => app.handle(r), apiKey });
 * await server.connect(new StdioServerTransport());
 */
export function createMcpServer(options: McpServerOptions): Server {
  const { operations, version, ...ctx } = options;
  const byName = new Map(agentOperations(operations).map((op) => [op.name, op]));
  const server = new Server({ name: "rackhunt", title: "Rackhunt", version }, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolsOf(operations) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const op = byName.get(request.params.name);
    if (!op) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return callOperation(op, request.params.arguments, ctx);
  });
  return server;
}
