import { describe, expect, test } from "bun:test";
import { backoffDelay } from "@rackhunt/core";
import { classifyResult, DELIVERY_BACKOFF, deliver, deliverDigest, nextRetryDelaySeconds } from "../../../server/src/notify/index.ts";
import { sampleAlert } from "./helpers/alerts.ts";
import { HTTP_TYPES, RECEIVER_METHODS, receiverPath, SECRETS, targetFor } from "./helpers/http-targets.ts";
import { deadPort, delayed, useReceivers } from "./helpers/receiver.ts";

const start = useReceivers();

/** What each vendor answers on success. */
const OK: Record<(typeof HTTP_TYPES)[number], () => Response> = {
  webhook: () => new Response(null, { status: 204 }),
  telegram: () => Response.json({ ok: true, result: { message_id: 7 } }),
  discord: () => new Response(null, { status: 204 }),
  slack: () => new Response("ok"),
  ntfy: () => Response.json({ id: "abc", event: "message" }),
  apprise: () => new Response("Notification(s) sent."),
  gotify: () => Response.json({ id: 25, appid: 5, message: "…", title: "…", priority: 8, date: "2026-11-21T18:30:00Z" }),
  pushover: () => Response.json({ status: 1, request: "647d2300-702c-4b38-8b2f-d56326ae460b" }),
  matrix: () => Response.json({ event_id: "$YUwRidLecu:example.com" }),
  homeassistant: () => Response.json([]),
  mattermost: () => new Response("ok"),
  msteams: () => new Response(null, { status: 202 }),
};

describe.each(HTTP_TYPES)("deliver through %s", (type) => {
  test("success: delivered, one request on the vendor's path", async () => {
    const receiver = start(OK[type]);
    const { target, ctx } = targetFor(type, receiver.base);
    const result = await deliver(target, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "delivered", ok: true, code: null });
    expect(receiver.requests.map((r) => [r.method, r.path])).toEqual([[RECEIVER_METHODS[type], receiverPath(type)]]);
    // Every channel carries both feedback links ("a deal", "not a deal"); a form body is read decoded.
    const body = receiver.requests[0]!.body;
    const readable = body.includes("=") && !body.trimStart().startsWith("{") ? decodeURIComponent(body.replace(/\+/g, " ")) : body;
    expect(readable).toContain(sampleAlert().feedback!.deal);
    expect(readable).toContain(sampleAlert().feedback!.not_deal);
  });

  test("destination down: retryable network error", async () => {
    const { target, ctx } = targetFor(type, `http://127.0.0.1:${deadPort()}`);
    const result = await deliver(target, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "retryable", ok: false, code: "network_error", status: null });
  });

  test("500 then 200: retryable, then delivered, two requests in all", async () => {
    const receiver = start((_, index) => (index === 0 ? new Response("upstream exploded", { status: 500 }) : OK[type]()));
    const { target, ctx } = targetFor(type, receiver.base);
    const first = await deliver(target, sampleAlert(), ctx);
    expect(first).toMatchObject({ outcome: "retryable", status: 500 });
    expect(first.detail).toContain("upstream exploded");
    const second = await deliver(target, sampleAlert(), ctx);
    expect(second).toMatchObject({ outcome: "delivered", ok: true });
    expect(receiver.requests).toHaveLength(2);
  });

  // The receiver would answer 200 after 1.5 s: a timeout outcome proves the 150 ms budget cut it off.
  test("slow past the timeout: retryable timeout", async () => {
    const receiver = start(() => delayed(1_500, OK[type]));
    const { target, ctx } = targetFor(type, receiver.base);
    const result = await deliver(target, sampleAlert(), { ...ctx, timeoutMs: 150 });
    expect(result).toMatchObject({ outcome: "retryable", code: "timeout" });
  });

  test("429 with Retry-After: retryable, with the wait", async () => {
    const receiver = start(() => new Response("slow down", { status: 429, headers: { "retry-after": "42" } }));
    const { target, ctx } = targetFor(type, receiver.base);
    expect(await deliver(target, sampleAlert(), ctx)).toMatchObject({ outcome: "retryable", status: 429, retry_after_seconds: 42 });
  });

  test("404 that echoes the URL: permanent, and the detail carries no secret", async () => {
    const receiver = start((req) => new Response(`no such hook: ${req.path}`, { status: 404 }));
    const { target, ctx } = targetFor(type, receiver.base);
    const result = await deliver(target, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 404 });
    expect(result.detail).toContain("no such hook");
    for (const secret of SECRETS[type]) expect(result.detail).not.toContain(secret);
  });

  test("private destinations off: refused before any request, permanent", async () => {
    const receiver = start(OK[type]);
    const { target, ctx } = targetFor(type, receiver.base);
    const result = await deliver(target, sampleAlert(), { ...ctx, allowPrivate: false });
    expect(result).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    expect(receiver.requests).toHaveLength(0);
  });
});

describe("deliver: destinations and classification", () => {
  test("a notify_url of the wrong form is permanent, without echoing it", async () => {
    const result = await deliver({ type: "slack", notify_url: "https://evil.example/services/leak-me" }, sampleAlert());
    expect(result).toMatchObject({ outcome: "permanent", code: "invalid_destination" });
    expect(result.detail).not.toContain("leak-me");
  });

  test("instant channels send a batch one by one and stop at the first failure", async () => {
    const receiver = start((_, index) => (index === 1 ? new Response("gone", { status: 410 }) : new Response("ok")));
    const { target, ctx } = targetFor("slack", receiver.base);
    const alerts = [sampleAlert({ id: "1" }), sampleAlert({ id: "2" }), sampleAlert({ id: "3" })];
    expect(await deliverDigest(target, alerts, ctx)).toMatchObject({ outcome: "permanent", status: 410 });
    expect(receiver.requests).toHaveLength(2);
  });

  test("classifyResult follows HTTP: 2xx delivered; 408, 429, 5xx retryable; other 4xx permanent", () => {
    const of = (ok: boolean, status: number | null) => classifyResult({ ok, status, detail: "" });
    expect([of(true, 200), of(true, 204)]).toEqual(["delivered", "delivered"]);
    expect([of(false, 408), of(false, 429), of(false, 500), of(false, 503), of(false, null)]).toEqual(Array(5).fill("retryable"));
    expect([of(false, 400), of(false, 401), of(false, 403), of(false, 404), of(false, 410)]).toEqual(Array(5).fill("permanent"));
  });

  test("retry delays follow the core's backoff: from 30 s doubling, capped at an hour, a fifth jitter, never before Retry-After", () => {
    const top = () => 1;
    expect([1, 2, 3, 4].map((n) => nextRetryDelaySeconds(n, null, top))).toEqual([30, 60, 120, 240]);
    expect(nextRetryDelaySeconds(20, null, top)).toBe(3600);
    // Jitter only takes off the top: never past the cap, never below four fifths of the step.
    expect(nextRetryDelaySeconds(20, null, () => 0)).toBe(2880);
    expect(nextRetryDelaySeconds(1, null, () => 0)).toBe(24);
    expect(nextRetryDelaySeconds(1, null, () => 0.5)).toBe(27);
    expect(nextRetryDelaySeconds(1, 600, top)).toBe(600);
    // The schedule is the core's, with the delivery policy's numbers.
    for (const n of [1, 3, 9]) expect(nextRetryDelaySeconds(n, null, () => 0.3)).toBe(Math.ceil(backoffDelay(n - 1, DELIVERY_BACKOFF, () => 0.3) / 1000));
  });

  test("Retry-After as seconds or an HTTP date, read by the core's parser; a wait past a day is held to a day", async () => {
    const weekAhead = new Date(Date.now() + 7 * 86_400_000).toUTCString();
    const answers = [String(7 * 86_400), weekAhead, "Thu, 01 Jan 2026 00:00:00 GMT", "whenever"];
    const receiver = start((_, index) => new Response("slow down", { status: 429, headers: { "retry-after": answers[index]! } }));
    const { target, ctx } = targetFor("webhook", receiver.base);
    const waits: (number | null)[] = [];
    for (const _ of answers) waits.push((await deliver(target, sampleAlert(), ctx)).retry_after_seconds);
    // A week in seconds, a week as a date (both capped), a date gone by (no wait), nonsense (none said).
    expect(waits).toEqual([86_400, 86_400, 0, null]);
  });
});
