import { operations, type OperationName, type OperationOutput, type Operations } from "@rackhunt/core/api";
import { tierGuard } from "../caps/index.ts";
import { validateValues } from "../http/pipeline.ts";
import { handlers } from "../operations/index.ts";
import type { RequestContext } from "../operations/context.ts";
import type { WebContext } from "./context.ts";

/** What a page hands an operation: path and query values as the URL would carry them, the body parsed. */
export interface OperationCall {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Run an operation of the core's table for the signed-in account exactly as its REST route does:
 * the same schemas validate the input (422 issues come back as an ApiError for the form to show),
 * the same tier rule guards the write and the same handler runs. Public operations run unmetered:
 * a page view is metered once, by the page.
 * @example const hunt = await callOperation(ctx, "create_hunt", { body });
 */
export async function callOperation<N extends OperationName>(ctx: WebContext, name: N, call: OperationCall = {}): Promise<OperationOutput<Operations[N]>> {
  const op = operations[name];
  const input = validateValues(op, call);
  const s = ctx.session;
  const user = s ? { id: s.user_id, key_id: s.api_key_id, tier: s.tier, is_admin: s.is_admin } : null;
  const services = ctx.unmeteredServices;
  const rc: RequestContext = {
    user,
    ip: ctx.ip,
    request: ctx.request,
    requestId: ctx.requestId,
    version: "v2",
    services,
    capped: await tierGuard(op.tier, user, services, input as never),
    headers: new Headers(),
    webSessionId: s?.id,
  };
  const handler = handlers[name] as (input: unknown, ctx: RequestContext) => unknown;
  return (await handler(input, rc)) as OperationOutput<Operations[N]>;
}
