export { callOperation, type CallContext, type Dispatch } from "./call.ts";
export { mcpHttpHandler, mountMcp, type McpHttpOptions } from "./http.ts";
export { originAllowed, parseAllowedOrigins, type OriginPolicy } from "./origin.ts";
export { createMcpServer, type McpServerOptions } from "./server.ts";
export { serveStdio, type StdioOptions } from "./stdio.ts";
export { agentOperations, inputSchemaOf, outputSchemaOf, outputWrapOf, toolDescriptionOf, toolOf, toolsOf, type OutputWrap } from "./tools.ts";
