import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { HA_TOKEN, HA_WEBHOOK_ID, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/**
 * Speaks Home Assistant's REST API: POST /api/services/<domain>/<service> with a Bearer
 * long-lived token (401 without), answering the changed states; POST /api/webhook/<id> without
 * auth, answering 200 with an empty body.
 */
function homeAssistant() {
  return start((req) => {
    if (req.path === `/api/webhook/${HA_WEBHOOK_ID}`) return new Response(null, { status: 200 });
    if (!req.path.startsWith("/api/services/")) return new Response("404: Not Found", { status: 404 });
    if (req.headers.get("authorization") !== `Bearer ${HA_TOKEN}`) return new Response("401: Unauthorized", { status: 401 });
    if (req.path === "/api/services/notify/mobile_app_pixel" || req.path === "/api/services/persistent_notification/create") return Response.json([]);
    return Response.json({ message: `Service ${req.path.split("/").slice(3).join(".")} not found.` }, { status: 400 });
  });
}

describe("homeassistant driver", () => {
  test("hassio://host/token: a persistent notification in Markdown, with the Bearer token", async () => {
    const receiver = homeAssistant();
    const { target, ctx } = targetFor("homeassistant", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    const request = receiver.requests[0]!;
    expect([request.method, request.path]).toEqual(["POST", "/api/services/persistent_notification/create"]);
    expect(request.headers.get("content-type")).toBe("application/json");
    const body = JSON.parse(request.body);
    expect(body.title).toBe("ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal");
    expect(body.notification_id).toBe("rackhunt_a1b2c3d4_0000_4000_8000_000000000001");
    expect(body.message).toContain("(https://rackhunt.example/r/tok_click_123)");
    expect(body.message).toContain("$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h");
    expect(body.message).toContain("- 23% under the 90-day median of $181");
  });

  test("hassio://host/token/<service>: the notify service, the link as tap action, high priority for an ALERT", async () => {
    const receiver = homeAssistant();
    const { ctx } = targetFor("homeassistant", receiver.base);
    const target = { type: "homeassistant" as const, notify_url: `hassio://${receiver.base.slice(7)}/${HA_TOKEN}/mobile_app_pixel` };
    expect(await deliver(target, sampleAlert(), ctx)).toMatchObject({ outcome: "delivered" });
    await deliver(target, sampleAlert({ action: "WATCH" }), ctx);
    const [alert, watch] = receiver.requests.map((r) => JSON.parse(r.body));
    expect(receiver.requests[0]!.path).toBe("/api/services/notify/mobile_app_pixel");
    expect(alert.data).toEqual({ url: "https://rackhunt.example/r/tok_click_123", clickAction: "https://rackhunt.example/r/tok_click_123", priority: "high", ttl: 0 });
    expect(alert.message).toStartWith("$139.00 per unit · Verdict BUY: p12, median $181.00\nWas this a deal? A deal: https://rackhunt.example/t/f/deal/tok_deal_123 · Not a deal: https://rackhunt.example/t/f/noise/tok_noise_123\n• 23% under");
    expect(watch.data.priority).toBe("normal");
  });

  test("a webhook trigger gets the alert as flat JSON for trigger.json, without a token", async () => {
    const receiver = homeAssistant();
    const via = aliasHost("ha.example.net", receiver, "93.184.216.34");
    const target = { type: "homeassistant" as const, notify_url: `https://ha.example.net/api/webhook/${HA_WEBHOOK_ID}` };
    expect(await deliver(target, auctionAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "delivered" });
    const request = receiver.requests[0]!;
    expect(request.path).toBe(`/api/webhook/${HA_WEBHOOK_ID}`);
    expect(request.headers.get("authorization")).toBeNull();
    expect(JSON.parse(request.body)).toMatchObject({
      kind: "alert",
      action: "ALERT",
      score: 92,
      link: "https://rackhunt.example/r/tok_click_123",
      unit_price: 139,
      verdict: "BUY",
      percentile: 12,
      median: 181,
      ends_at: "2026-11-21T21:30:00.000Z",
      hunt: "EPYC under $150",
      reasons: ["23% under the 90-day median of $181", "seller has 40 positive trades"],
    });
  });

  test("a wrong token and an unknown service are permanent; the token is never in the detail", async () => {
    const receiver = homeAssistant();
    const { ctx } = targetFor("homeassistant", receiver.base);
    const host = receiver.base.slice(7);
    const wrong = `${HA_TOKEN.slice(0, -6)}WRONG0`;
    const result = await deliver({ type: "homeassistant", notify_url: `hassio://${host}/${wrong}` }, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 401 });
    expect(result.detail).not.toContain(wrong);
    expect(await deliver({ type: "homeassistant", notify_url: `hassio://${host}/${HA_TOKEN}/mobile_app_gone` }, sampleAlert(), ctx)).toMatchObject({ outcome: "permanent", status: 400 });
  });

  test("a name that resolves to the cloud metadata address is refused even with private destinations on", async () => {
    const receiver = homeAssistant();
    const via = aliasHost("ha.example.net", receiver, "169.254.169.254");
    const target = { type: "homeassistant" as const, notify_url: `hassios://ha.example.net/${HA_TOKEN}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: true })).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url forms: hassio(s) default to port 8123; a bad one names the form and not the token", () => {
    expect(parseDestination("homeassistant", `hassio://homeassistant.local/${HA_TOKEN}`)).toEqual({
      type: "homeassistant",
      url: "http://homeassistant.local:8123/api/services/persistent_notification/create",
      access_token: HA_TOKEN,
      mode: "persistent",
    });
    expect(parseDestination("homeassistant", `hassios://ha.example.net:443/${HA_TOKEN}/mobile_app_pixel`)).toMatchObject({ url: "https://ha.example.net/api/services/notify/mobile_app_pixel", mode: "notify" });
    expect(parseDestination("homeassistant", `http://192.168.1.4:8123/api/webhook/${HA_WEBHOOK_ID}`)).toEqual({ type: "homeassistant", url: `http://192.168.1.4:8123/api/webhook/${HA_WEBHOOK_ID}`, access_token: null, mode: "webhook" });
    for (const bad of [`hassio://ha.local/not-a-jwt`, `https://ha.local/api/states/${HA_WEBHOOK_ID}`, `hassio://ha.local/${HA_TOKEN}/Bad-Service`, `hassio://ha.local/${HA_TOKEN}/a/b`]) {
      let message = "";
      try {
        parseDestination("homeassistant", bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toStartWith("[notify] homeassistant notify_url must look like https://host:8123/api/webhook/<id> or hassio://host/long_lived_token");
      expect(message).not.toContain(HA_TOKEN);
    }
  });
});
