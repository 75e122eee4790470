export { callOperation, type CallContext, type Dispatch } from "./call.ts";
export { mcpHttpHandler, type McpHttpOptions } from "./http.ts";
export { mountMcp } from "./mount.ts";
export { originAllowed, parseAllowedOrigins, type OriginPolicy } from "./origin.ts";
export { createMcpServer, type McpServerOptions } from "./server.ts";
export { serveStdio, type StdioOptions } from "./stdio.ts";
export { agentOperations, inputSchemaOf, outputSchemaOf, outputWrapOf, toolDescriptionOf, toolOf, toolsOf, type OutputWrap } from "./tools.ts";
