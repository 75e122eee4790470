import type { SafeHtml } from "../jsx/jsx-runtime.ts";

/**
 * A hunt's `last_alert_status` in words. An alert is recorded whether or not a channel takes it,
 * so a count of alerts is never called "sent": the last one's delivery says what happened to it.
 */
const LAST_ALERT: Record<string, { long: string; short: string }> = {
  queued: { long: "the last is waiting to be sent", short: "last waiting to be sent" },
  delivered: { long: "the last was delivered", short: "last delivered" },
  failed: { long: "the last could not be delivered", short: "last not delivered" },
  no_channels: { long: "the last was not sent: you have no enabled channel", short: "last not sent: no channel" },
};

/** How many alerts a hunt raised and what became of the last one, with a way to a channel when it had none. */
export function AlertsSummary(props: { count: number; status: string | null }): SafeHtml {
  const words = props.status ? LAST_ALERT[props.status] : undefined;
  if (props.count === 0) return <>none yet</>;
  const count = `${props.count} alert${props.count === 1 ? "" : "s"}`;
  if (!words) return <>{count}</>;
  return (
    <>
      {`${count}; ${words.long}.`}
      {props.status === "no_channels" ? <> <a href="/my/channels">Add one</a></> : null}
    </>
  );
}

/** The same, short, for a table cell: the count, then the last one's delivery. */
export function AlertsCell(props: { count: number; status: string | null }): SafeHtml {
  const words = props.status ? LAST_ALERT[props.status] : undefined;
  return (
    <>
      {String(props.count)}
      {words ? <span class="muted small">{` (${words.short})`}</span> : null}
    </>
  );
}
