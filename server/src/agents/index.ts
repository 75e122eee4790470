export { mountAgentDocuments, type AgentDocumentOptions } from "./routes.ts";
export { openAiTools, toolsJson, type OpenAiTool } from "./tools-json.ts";
export { webMcpDocument, type WebMcpDocument, type WebMcpTool } from "./webmcp.ts";
export { toolsOf } from "../mcp/tools.ts";
