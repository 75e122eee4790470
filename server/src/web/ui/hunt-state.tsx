import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Badge } from "./format.tsx";

/** Whether a hunt runs: active, paused until an instant, or stopped. */
export function HuntState(props: { active: boolean; paused_until: string | number | null; now: number }): SafeHtml {
  if (!props.active) return <Badge kind="stopped" text="stopped" />;
  const until = props.paused_until === null ? null : new Date(props.paused_until).getTime();
  if (until !== null && until > props.now) return <Badge kind="paused" text={`paused until ${new Date(until).toISOString().slice(0, 10)}`} />;
  return <Badge kind="active" text="active" />;
}

/** Short messages after a form redirected back (`?done=…`): only known codes are shown. */
export const DONE_MESSAGES: Record<string, string> = {
  created: "The hunt is saved. It was judged against the listings already known; the first scan runs now or at its interval.",
  saved: "Changes saved. Known listings were judged again against the new settings.",
  deleted: "The hunt was deleted, with its results and alerts.",
  paused: "The hunt is paused; it keeps its slot.",
  resumed: "The hunt runs again.",
  stopped: "The hunt is stopped; its slot is free.",
  feed: "The hunt has a new feed URL; the old one, if any, stopped working.",
  "feed-revoked": "The feed URL stopped working.",
  "channel-deleted": "The channel was deleted.",
  "channel-saved": "The channel was updated.",
};
