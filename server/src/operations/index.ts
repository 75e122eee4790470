import { accountHandlers } from "./account.ts";
import { channelHandlers } from "./channels.ts";
import { componentHandlers } from "./components.ts";
import type { HandlerTable } from "./context.ts";
import { huntHandlers } from "./hunts.ts";
import { resultHandlers } from "./results.ts";
import { paidHandlers } from "./paid.ts";
import { publicHandlers } from "./public.ts";
import { qualityHandlers } from "./quality.ts";

/** Every operation's handler, bound by name to the core's operations table. */
export const handlers: HandlerTable = {
  ...accountHandlers,
  ...huntHandlers,
  ...resultHandlers,
  ...channelHandlers,
  ...componentHandlers,
  ...paidHandlers,
  ...publicHandlers,
  ...qualityHandlers,
};

export type { HandlerTable, RequestContext, Services } from "./context.ts";
