import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AnyOperation } from "@rackhunt/core/api";
import { buildRequest, RackhuntApiError } from "@rackhunt/core/client";
import { errorResponse, toApiError, validationFailed } from "../http/errors.ts";
import { IGNORED_KEYS_HEADER } from "../operations/hunt-rules.ts";
import { outputWrapOf } from "./tools.ts";

/** What the app should know about a request built in-process on a remote caller's behalf. */
export interface DispatchMeta {
  /** The address of the MCP caller (HTTP transport), for per-IP limits and metering. */
  clientIp?: string;
}

/** Hands a REST request to the app in-process (Elysia's `app.handle`), so it runs the full pipeline. */
export type Dispatch = (request: Request, meta: DispatchMeta) => Promise<Response>;

/** Who is calling, as the REST pipeline will see it. */
export interface CallContext {
  dispatch: Dispatch;
  /** API key (stdio: RACKHUNT_API_KEY). */
  apiKey?: string | null;
  /** Headers copied onto every REST request (HTTP: the caller's Authorization). */
  headers?: HeadersInit;
  /** The MCP caller's address, passed on to `dispatch`. */
  clientIp?: string;
}

/** `app.handle` resolves routes by path only, but other hosts can miss them: use localhost. */
const INTERNAL_ORIGIN = "http://localhost";

function text(value: string): CallToolResult["content"][number] {
  return { type: "text", text: value };
}

/**
 * A non-2xx answer as an MCP tool error: the REST error body verbatim in the text, so a model
 * sees the same detail, code and validation issues a REST caller would. No structuredContent:
 * SDK 1.32 clients check it against the tool's outputSchema even when isError is set.
 */
async function toolError(res: Response): Promise<CallToolResult> {
  const body = (await res.text()) || res.statusText;
  const retry = res.headers.get("retry-after");
  const note = retry ? ` (retry after ${retry} s)` : "";
  return { isError: true, content: [text(`HTTP ${res.status} error${note}: ${body}`)] };
}

async function toolSuccess(op: AnyOperation, res: Response): Promise<CallToolResult> {
  const raw = await res.text();
  const wrap = outputWrapOf(op);
  if (wrap === "none" || raw === "") return { content: [text(`OK (HTTP ${res.status}, no content)`)] };
  const body: unknown = JSON.parse(raw);
  const structured = (wrap === "object" ? body : wrap === "items" ? { items: body } : { value: body }) as Record<string, unknown>;
  // The text is the REST body as it is (a list stays a list); only the structured content, which
  // MCP requires to be an object, wraps it.
  const content = [text(JSON.stringify(body))];
  // What REST callers read in a header, a model reads in the result.
  const ignored = res.headers.get(IGNORED_KEYS_HEADER);
  if (ignored) content.push(text(`Rackhunt kept these keys as given but does not use them: ${ignored.split(", ").map(decodeURIComponent).join(", ")}`));
  return { structuredContent: structured, content };
}

/**
 * Run one tool call as the REST request of its operation through the app's own pipeline (auth,
 * rate and tier limits, validation, handler, error shapes), then turn the answer into a tool
 * result. Never throws: a failure of any kind comes back as `isError: true`.
 * @example
 * const result = await callOperation(operations.list_hunts, { limit: 5 }, { dispatch: (r) => app.handle(r), apiKey });
 */
export async function callOperation(op: AnyOperation, args: Record<string, unknown> | undefined, ctx: CallContext): Promise<CallToolResult> {
  let request: Request;
  try {
    request = buildRequest(op, args, { baseUrl: INTERNAL_ORIGIN, apiKey: ctx.apiKey, headers: ctx.headers });
  } catch (err) {
    if (!(err instanceof RackhuntApiError) || !err.issues) throw err;
    // A missing path parameter: answer with the pipeline's own 422 body.
    return toolError(errorResponse(validationFailed(err.issues), { problem: false }));
  }
  try {
    const res = await ctx.dispatch(request, { clientIp: ctx.clientIp });
    return res.ok ? await toolSuccess(op, res) : await toolError(res);
  } catch (err) {
    // The app answers its own failures; reaching here means dispatch itself broke. Reveal nothing.
    return toolError(errorResponse(toApiError(err), { problem: false }));
  }
}
