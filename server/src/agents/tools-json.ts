import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { AnyOperation } from "@rackhunt/core/api";
import { toolsOf } from "../mcp/tools.ts";

/**
 * `/tools.json`: exactly the MCP `tools/list` result (no standard exists for this document, so
 * it is the one a client already knows how to read).
 * @example toolsJson(Object.values(operations)).tools[0].name;
 */
export function toolsJson(ops: readonly AnyOperation[]): { tools: Tool[] } {
  return { tools: toolsOf(ops) };
}

/** An OpenAI function-calling tool. */
export interface OpenAiTool {
  type: "function";
  function: { name: string; description: string; parameters: Tool["inputSchema"] };
}

/**
 * `/tools.json?format=openai`: the same tools as OpenAI function definitions.
 * @example openAiTools(Object.values(operations))[0].function.parameters.type; // "object"
 */
export function openAiTools(ops: readonly AnyOperation[]): OpenAiTool[] {
  return toolsOf(ops).map((t) => ({ type: "function", function: { name: t.name, description: t.description ?? "", parameters: t.inputSchema } }));
}
