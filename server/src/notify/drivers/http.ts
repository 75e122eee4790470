import { parseRetryAfter } from "@rackhunt/core";
import { type SafeFetchOptions, type SafeResponse, safeFetch } from "../safe-fetch.ts";
import type { DriverContext, SendResult } from "../types.ts";

/** Sent on every delivery so destination operators can tell who calls them. */
export const USER_AGENT = "Rackhunt-Notify/0.1 (+https://github.com/rackhunt)";

/**
 * POST a JSON body through {@link safeFetch} with the context's guard and timeout.
 *
 * @example
 * const res = await postJson("https://hooks.slack.com/services/T/B/x", { text: "hi" }, ctx);
 */
export function postJson(url: string, body: unknown, ctx: DriverContext, headers: Record<string, string> = {}): Promise<SafeResponse> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return safeFetch(
    url,
    { method: "POST", body: text, headers: { "content-type": "application/json", "user-agent": USER_AGENT, ...headers } },
    fetchOptions(ctx),
  );
}

/**
 * Any method with an optional JSON body through {@link safeFetch} (Matrix PUTs its messages and
 * GETs room aliases).
 *
 * @example
 * const res = await requestJson("PUT", `${base}/_matrix/client/v3/rooms/${room}/send/m.room.message/${txn}`, body, ctx, { authorization });
 */
export function requestJson(method: string, url: string, body: unknown, ctx: DriverContext, headers: Record<string, string> = {}): Promise<SafeResponse> {
  const init: RequestInit = { method, headers: { "user-agent": USER_AGENT, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return safeFetch(url, init, fetchOptions(ctx));
}

/**
 * The safeFetch options a driver context implies.
 *
 * @example
 * await safeFetch(url, init, fetchOptions(ctx));
 */
export function fetchOptions(ctx: DriverContext): SafeFetchOptions {
  return { allowPrivate: ctx.allowPrivate, resolver: ctx.resolver, timeoutMs: ctx.timeoutMs, fetch: ctx.fetch };
}

/** Retry-After cap: a destination cannot park an alert for more than a day. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

/**
 * Turn an HTTP answer into a SendResult: 2xx is ok; otherwise a short detail from the body,
 * and the wait the destination asked for (its Retry-After, read by the core's parser, or a
 * driver's own `retryAfter` in seconds), at most a day.
 *
 * @example
 * httpResult(res, "delivered to Slack"); // { ok: true, status: 200, detail: "delivered to Slack", retry_after_seconds: null }
 */
export function httpResult(res: SafeResponse, okDetail: string, retryAfter: number | null = null): SendResult {
  const header = parseRetryAfter(res.headers.get("retry-after"), Date.now());
  const seconds = retryAfter ?? (header === null ? null : Math.ceil(header / 1000));
  return {
    ok: res.ok,
    status: res.status,
    detail: res.ok ? okDetail : `HTTP ${res.status}: ${oneLine(res.body) || "no body"}`,
    retry_after_seconds: seconds === null ? null : Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS),
  };
}

function oneLine(body: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
