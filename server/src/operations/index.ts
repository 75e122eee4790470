import { accountHandlers } from "./account.ts";
import type { HandlerTable } from "./context.ts";

/** Every operation's handler, bound by name to the core's operations table. */
export const handlers: HandlerTable = {
  ...accountHandlers,
};

export type { HandlerTable, RequestContext, Services } from "./context.ts";
