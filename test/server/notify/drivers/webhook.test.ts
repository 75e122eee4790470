import { describe, expect, test } from "bun:test";
import { AlertMessage, deliver, parseDestination, SIGNATURE_HEADER, verifyWebhookSignature } from "../../../../server/src/notify/index.ts";
import * as v from "valibot";
import { sampleAlert } from "../helpers/alerts.ts";
import { targetFor, WEBHOOK_SECRET } from "../helpers/http-targets.ts";
import { useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** A receiver written the way our docs tell users to: verify the raw body, then parse. */
function verifyingReceiver(secret: string, nowSeconds?: () => number) {
  const receiver = start(async (req) => {
    const ok = await verifyWebhookSignature(req.body, req.headers.get(SIGNATURE_HEADER), secret, 300, nowSeconds?.());
    return ok ? new Response(null, { status: 204 }) : new Response("bad signature", { status: 400 });
  });
  return receiver;
}

describe("webhook driver", () => {
  test("posts the alert as JSON, once, with a signature the receiver verifies", async () => {
    const receiver = verifyingReceiver(WEBHOOK_SECRET);
    const { target, ctx } = targetFor("webhook", receiver.base);
    const alert = sampleAlert();
    const result = await deliver(target, alert, ctx);
    expect(result).toMatchObject({ outcome: "delivered", status: 204 });
    expect(receiver.requests).toHaveLength(1);
    const request = receiver.requests[0]!;
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("rackhunt-event")).toBe("alert");
    expect(request.headers.get("rackhunt-delivery")).toBe(alert.id);
    const payload = JSON.parse(request.body);
    expect(payload).toEqual(alert);
    expect(v.safeParse(AlertMessage, payload).success).toBe(true);
  });

  test("a captured delivery replayed later, or tampered, is rejected by the receiver", async () => {
    const receiver = verifyingReceiver(WEBHOOK_SECRET);
    const { target, ctx } = targetFor("webhook", receiver.base);
    await deliver(target, sampleAlert(), ctx);
    const captured = receiver.requests[0]!;
    const header = captured.headers.get(SIGNATURE_HEADER)!;
    const sentAt = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(Math.abs(sentAt - Date.now() / 1000)).toBeLessThan(5);
    expect(await verifyWebhookSignature(captured.body, header, WEBHOOK_SECRET, 300, sentAt + 10)).toBe(true);
    expect(await verifyWebhookSignature(captured.body, header, WEBHOOK_SECRET, 300, sentAt + 3_600)).toBe(false);
    const tampered = captured.body.replace('"price":139', '"price":1');
    expect(tampered).not.toBe(captured.body);
    expect(await verifyWebhookSignature(tampered, header, WEBHOOK_SECRET, 300, sentAt)).toBe(false);
  });

  test("a sender with the wrong secret is refused by the receiver: permanent", async () => {
    const receiver = verifyingReceiver("whsec_the_receivers_real_secret");
    const { target, ctx } = targetFor("webhook", receiver.base);
    expect(await deliver(target, sampleAlert(), ctx)).toMatchObject({ outcome: "permanent", status: 400 });
  });

  test("a channel without a signing secret is not sent", async () => {
    const receiver = verifyingReceiver(WEBHOOK_SECRET);
    const { target, ctx } = targetFor("webhook", receiver.base);
    const result = await deliver({ ...target, webhook_secret: null }, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", code: "not_configured" });
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url form: http(s) without credentials or fragment, at most 500 characters", () => {
    expect(parseDestination("webhook", "https://hooks.example.net/in/x?y=1")).toEqual({ type: "webhook", url: "https://hooks.example.net/in/x?y=1" });
    for (const bad of ["ftp://x.example/", "https://u:p@x.example/", "https://x.example/#f", "nope", "", `https://x.example/${"a".repeat(500)}`]) {
      expect(() => parseDestination("webhook", bad)).toThrow("[notify] webhook notify_url");
    }
  });
});
