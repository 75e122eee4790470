import type { OperationOutput, Operations } from "@rackhunt/core/api";
import { CHANNEL_TYPES, type ChannelTestResult } from "@rackhunt/core/schemas";
import { ApiError } from "../../http/errors.ts";
import { callOperation } from "../call-operation.ts";
import { field, type WebContext } from "../context.ts";
import { htmlResponse, redirect } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { confirmDeletePage } from "../ui/confirm-delete.tsx";
import { Badge, When } from "../ui/format.tsx";
import { CsrfField, ErrorSummary, Field, fieldErrors, Notice, Select, type FieldErrors } from "../ui/form.tsx";
import { DONE_MESSAGES } from "../ui/hunt-state.tsx";
import { Layout } from "../ui/layout.tsx";

/** A channel as the list operation answers it. */
type Channel = OperationOutput<Operations["list_channels"]>["channels"][number];

/** The destination each channel type takes (README "Alerts and channels"; notify/README.md). */
const DESTINATION_FORMS: Record<(typeof CHANNEL_TYPES)[number], string> = {
  webhook: "https://your-host/path: a signed JSON POST (Rackhunt-Signature: t=…,v1=…)",
  telegram: "telegram://BOT_TOKEN@CHAT_ID",
  discord: "the channel's incoming webhook URL, https://discord.com/api/webhooks/…",
  slack: "the incoming webhook URL, https://hooks.slack.com/services/…",
  ntfy: "ntfy://host/topic",
  email: "mailto:you@example.com (a digest)",
  apprise: "apprise://host:8000/KEY (apprises:// for HTTPS) or http://host:8000/notify/KEY: your Apprise API server, which reaches 100+ services",
  gotify: "gotify://host/APP_TOKEN (gotifys:// for HTTPS); ALERTs go at priority 8",
  pushover: "pover://USER_KEY@APP_TOKEN (add /DEVICE to pick one device); ALERTs go at high priority",
  matrix: "matrixs://ACCESS_TOKEN@matrix.example.org/#room (a room alias, or !roomid:server)",
  homeassistant: "a webhook trigger, https://ha.local:8123/api/webhook/ID, or hassio://ha.local/LONG_LIVED_TOKEN[/notify_service] (hassios:// for HTTPS)",
  mattermost: "mmosts://host/HOOK_ID (mmost:// for HTTP) or the incoming webhook URL, https://host/hooks/…",
  msteams: "the incoming webhook URL Teams gives the channel (Workflows, or …webhook.office.com/webhookb2/…)",
};

interface ChannelsState {
  notice?: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  /** A webhook's signing secret, just made: shown once. */
  secret?: { label: string; value: string };
  /** A test just sent through one channel. */
  test?: { id: string; label: string; result: ChannelTestResult };
}

/** `/my/channels`: the channels with their counters, test, enable/disable, default, delete, and the add form. */
export async function channelsPage(ctx: WebContext, state: ChannelsState = {}): Promise<Response> {
  const list = await callOperation(ctx, "list_channels");
  const errors = state.errors ?? new Map();
  const v = state.values ?? {};
  const done = DONE_MESSAGES[ctx.url.searchParams.get("done") ?? ""];
  return htmlResponse(
    <Layout ctx={ctx} title="Channels">
      <h1>Alert channels</h1>
      {state.notice || done ? <Notice>{state.notice ?? done}</Notice> : null}
      {state.secret ? (
        <div class="notice" role="status">
          <p><strong>{`The signing secret of “${state.secret.label}”, shown this once:`}</strong> your receiver checks each delivery's Rackhunt-Signature with it.</p>
          <code class="secret" id="webhook-secret">{state.secret.value}</code>
        </div>
      ) : null}
      <div id="test-result" aria-live="polite">{state.test ? <TestResult test={state.test} /> : null}</div>
      <p>{`${list.channels.length} of ${list.max_channels} channels used on the ${list.tier} tier; instant destinations allowed: ${list.max_instant_destinations}. Alerts go to every enabled channel. Destinations are stored encrypted and only ever shown redacted.`}</p>
      {list.channels.length ? <ChannelsTable ctx={ctx} channels={list.channels} /> : <p class="muted">No channels yet: alerts are recorded but not sent anywhere.</p>}
      <h2 id="add">Add a channel</h2>
      <ErrorSummary errors={errors} />
      <form method="post" action="/my/channels">
        <CsrfField ctx={ctx} />
        <div class="form-grid">
          <Select name="channel_type" label="Type" value={v.channel_type ?? "webhook"} options={list.allowed_notification_types} errors={errors} hint="what your tier allows" />
          <Field name="label" label="Label" value={v.label} errors={errors} required />
          <Field name="notify_url" label="Destination" errors={errors} required hint="see the forms below" autocomplete="off" />
        </div>
        <div class="checks"><label><input type="checkbox" name="is_default" value="true" checked={v.is_default === "true"} /> Make it the default channel</label></div>
        <button type="submit">Add channel</button>
      </form>
      <h3>Destination forms</h3>
      <dl class="facts">{CHANNEL_TYPES.map((t) => <><dt>{t}</dt><dd class="small">{DESTINATION_FORMS[t]}</dd></>)}</dl>
    </Layout>,
    200,
    { private: true },
  );
}

function ChannelsTable(props: { ctx: WebContext; channels: readonly Channel[] }): SafeHtml {
  const { ctx } = props;
  return (
    <div class="table-wrap">
      <table>
        <caption>Your channels, oldest first</caption>
        <thead><tr><th scope="col">Channel</th><th scope="col">State</th><th scope="col" class="num">Sent</th><th scope="col" class="num">Opened</th><th scope="col" class="num">Clicked</th><th scope="col">Actions</th></tr></thead>
        <tbody>
          {props.channels.map((c) => {
            const base = `/my/channels/${c.id}`;
            return (
              <tr>
                <td><strong>{c.label}</strong> <span class="muted small">{c.channel_type}</span><br /><span class="mono small">{c.redacted_url}</span><br /><span class="muted small">added <When at={c.created_at} /></span></td>
                <td><Badge kind={c.enabled ? "active" : "off"} text={c.enabled ? "enabled" : "disabled"} />{c.is_default ? <> <Badge kind="ok" text="default" /></> : null}</td>
                <td class="num">{c.alerts_sent ?? 0}</td>
                <td class="num">{c.alerts_opened ?? 0}</td>
                <td class="num">{c.alerts_clicked ?? 0}</td>
                <td>
                  <div class="actions">
                    <form method="post" action={`${base}/test`} hx-post={`${base}/test`} hx-select="#test-result" hx-target="#test-result" hx-swap="outerHTML">
                      <CsrfField ctx={ctx} /><button type="submit" class="secondary">Test<span class="visually-hidden">{` ${c.label}`}</span></button>
                    </form>
                    <form method="post" action={base}>
                      <CsrfField ctx={ctx} /><input type="hidden" name="enabled" value={c.enabled ? "false" : "true"} />
                      <button type="submit" class="secondary">{c.enabled ? "Disable" : "Enable"}<span class="visually-hidden">{` ${c.label}`}</span></button>
                    </form>
                    {c.is_default ? null : (
                      <form method="post" action={base}>
                        <CsrfField ctx={ctx} /><input type="hidden" name="is_default" value="true" />
                        <button type="submit" class="secondary">Make default<span class="visually-hidden">{`: ${c.label}`}</span></button>
                      </form>
                    )}
                    <a href={`${base}/delete`}>Delete…<span class="visually-hidden">{` ${c.label}`}</span></a>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TestResult(props: { test: NonNullable<ChannelsState["test"]> }): SafeHtml {
  const { result, label } = props.test;
  return (
    <div class={result.ok ? "notice" : "problem"} role="status" id="test-outcome">
      {`Test through “${label}”: ${result.ok ? "delivered" : "failed"}${result.status ? ` (HTTP ${result.status})` : ""}${result.detail ? `: ${result.detail}` : ""}`}
    </div>
  );
}

/** POST /my/channels: create through the API's operation (its checks, caps and SSRF guard). */
export async function createChannel(ctx: WebContext): Promise<Response> {
  const values = { channel_type: field(ctx, "channel_type"), label: field(ctx, "label"), is_default: field(ctx, "is_default") };
  const body = { channel_type: values.channel_type, label: values.label, notify_url: field(ctx, "notify_url"), is_default: values.is_default === "true" };
  try {
    const created = (await callOperation(ctx, "create_channel", { body })) as Channel & { webhook_secret?: string };
    return channelsPage(ctx, { notice: `Channel “${created.label}” added.`, secret: created.webhook_secret ? { label: created.label, value: created.webhook_secret } : undefined });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    return channelsPage(ctx, { errors: err.issues ? fieldErrors(err.issues) : new Map([["form", err.detail]]), values });
  }
}

/** POST /my/channels/{id}: enable, disable or make default through the API's update. */
export async function updateChannel(ctx: WebContext): Promise<Response> {
  const body: Record<string, boolean> = {};
  if (field(ctx, "enabled")) body.enabled = field(ctx, "enabled") === "true";
  if (field(ctx, "is_default") === "true") body.is_default = true;
  await callOperation(ctx, "update_channel", { params: { channel_id: ctx.params.channel_id ?? "" }, body });
  return redirect("/my/channels?done=channel-saved");
}

/** POST /my/channels/{id}/test: a test alert through the channel, its answer shown. */
export async function testChannel(ctx: WebContext): Promise<Response> {
  const id = ctx.params.channel_id ?? "";
  const result = await callOperation(ctx, "test_channel", { params: { channel_id: id } });
  const label = (await callOperation(ctx, "list_channels")).channels.find((c) => c.id === id)?.label ?? "channel";
  return channelsPage(ctx, { test: { id, label, result } });
}

/** GET /my/channels/{id}/delete: ask first. */
export async function confirmDeleteChannel(ctx: WebContext): Promise<Response> {
  const id = ctx.params.channel_id ?? "";
  const channel = (await callOperation(ctx, "list_channels")).channels.find((c) => c.id === id);
  if (!channel) throw new ApiError(404, "not_found", "Channel not found");
  return confirmDeletePage(ctx, {
    name: channel.label,
    consequence: `Alerts stop going to ${channel.redacted_url}. Disabling it instead keeps it for later.`,
    action: `/my/channels/${id}/delete`,
    button: "Delete the channel",
    keepHref: "/my/channels",
  });
}

/** POST /my/channels/{id}/delete: the API's delete. */
export async function deleteChannel(ctx: WebContext): Promise<Response> {
  await callOperation(ctx, "delete_channel", { params: { channel_id: ctx.params.channel_id ?? "" } });
  return redirect("/my/channels?done=channel-deleted");
}
