import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { APPRISE_KEY, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/**
 * Speaks the Apprise API's stateful notify: POST /notify/<key> with JSON (body required; type
 * info|success|warning|failure; format text|markdown|html), 200 when sent; 204 for a key with no
 * configuration; 424 when no service accepted it; 400 for a malformed request.
 */
function appriseServer() {
  return start((req) => {
    const key = /\/notify\/([A-Za-z0-9_-]+)$/.exec(req.path)?.[1];
    if (key !== APPRISE_KEY) return new Response(null, { status: 204 });
    const body = JSON.parse(req.body);
    const valid = typeof body.body === "string" && ["info", "success", "warning", "failure"].includes(body.type) && ["text", "markdown", "html"].includes(body.format);
    if (!valid) return Response.json({ error: "Bad FORM Payload provided" }, { status: 400 });
    if (body.tag === "nobody") return Response.json({ error: "One or more notification could not be sent" }, { status: 424 });
    return new Response("Notification(s) sent.");
  });
}

describe("apprise driver", () => {
  test("POST /notify/<key> with title, Markdown body, type success for an ALERT and format markdown", async () => {
    const receiver = appriseServer();
    const { target, ctx } = targetFor("apprise", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    const request = receiver.requests[0]!;
    expect([request.method, request.path]).toEqual(["POST", `/notify/${APPRISE_KEY}`]);
    expect(request.headers.get("content-type")).toBe("application/json");
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ title: "ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal", type: "success", format: "markdown" });
    expect(body).not.toHaveProperty("tag");
    expect(body.body).toContain("](https://rackhunt.example/r/tok_click_123)");
    expect(body.body).toContain("$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h");
    expect(body.body).toContain("- 23% under the 90-day median of $181");
  });

  test("?tags= picks the services of the configuration; a WATCH goes as info", async () => {
    const receiver = appriseServer();
    const { ctx } = targetFor("apprise", receiver.base);
    const target = { type: "apprise" as const, notify_url: `apprise://${receiver.base.slice(7)}/${APPRISE_KEY}?tags=deals,phone` };
    expect(await deliver(target, sampleAlert({ action: "WATCH" }), ctx)).toMatchObject({ outcome: "delivered" });
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ tag: "deals,phone", type: "info" });
  });

  test("the API server's own http(s) URL on a public name (dialled on loopback here)", async () => {
    const receiver = appriseServer();
    const via = aliasHost("apprise.example.net", receiver, "93.184.216.34");
    const target = { type: "apprise" as const, notify_url: `https://apprise.example.net/notify/${APPRISE_KEY}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "delivered" });
    expect(receiver.requests[0]!.headers.get("host")).toBe("apprise.example.net");
  });

  test("424 (no service took it) is a permanent failure that says why", async () => {
    const receiver = appriseServer();
    const { ctx } = targetFor("apprise", receiver.base);
    const target = { type: "apprise" as const, notify_url: `apprise://${receiver.base.slice(7)}/${APPRISE_KEY}?tags=nobody` };
    const result = await deliver(target, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 424 });
    expect(result.detail).toContain("could not be sent");
  });

  test("apprises:// to a name that resolves to a private address is refused before any request", async () => {
    const receiver = appriseServer();
    const via = aliasHost("apprise.example.net", receiver, "192.168.10.10");
    const target = { type: "apprise" as const, notify_url: `apprises://apprise.example.net/${APPRISE_KEY}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url forms; a bad one names the form and not the key", () => {
    expect(parseDestination("apprise", `apprise://apprise.lan:8000/${APPRISE_KEY}`)).toEqual({ type: "apprise", url: `http://apprise.lan:8000/notify/${APPRISE_KEY}`, key: APPRISE_KEY, tag: null });
    expect(parseDestination("apprise", `apprises://example.net/apprise/${APPRISE_KEY}`)).toMatchObject({ url: `https://example.net/apprise/notify/${APPRISE_KEY}` });
    expect(parseDestination("apprise", `http://10.0.0.2:8000/notify/${APPRISE_KEY}`)).toMatchObject({ url: `http://10.0.0.2:8000/notify/${APPRISE_KEY}` });
    for (const bad of ["apprise://apprise.lan/", `apprise://apprise.lan/${APPRISE_KEY}?urls=mailto://x`, `https://apprise.lan/${APPRISE_KEY}`, `apprise://u:p@apprise.lan/${APPRISE_KEY}`]) {
      let message = "";
      try {
        parseDestination("apprise", bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe("[notify] apprise notify_url must look like apprise://host/key (apprises:// for HTTPS) or http(s)://host/notify/<key>");
    }
  });
});
