import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { PUSHOVER_TOKEN, PUSHOVER_USER, targetFor } from "../helpers/http-targets.ts";
import { useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks Pushover's POST /1/messages.json: status 1 and a request id; 400 with errors for a bad key or an over-long field. */
function pushoverServer() {
  return start((req) => {
    const body = JSON.parse(req.body);
    const errors: string[] = [];
    if (body.token !== PUSHOVER_TOKEN) errors.push("application token is invalid");
    if (body.user !== PUSHOVER_USER) errors.push("user identifier is not a valid user, group, or subscribed user key");
    if (typeof body.message !== "string" || body.message.length > 1024) errors.push("message cannot be longer than 1024 characters");
    if (typeof body.title === "string" && body.title.length > 250) errors.push("title is too long");
    if (errors.length) return Response.json({ token: "invalid", errors, status: 0, request: "r-400" }, { status: 400 });
    return Response.json({ status: 1, request: "647d2300-702c-4b38-8b2f-d56326ae460b" });
  });
}

describe("pushover driver", () => {
  test("POST /1/messages.json with token, user, title, plain message, tracked url and priority 1 for an ALERT", async () => {
    const receiver = pushoverServer();
    const { target, ctx } = targetFor("pushover", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    const request = receiver.requests[0]!;
    expect([request.method, request.path]).toEqual(["POST", "/1/messages.json"]);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      token: PUSHOVER_TOKEN,
      user: PUSHOVER_USER,
      title: "ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal",
      priority: 1,
      url: "https://rackhunt.example/r/tok_click_123",
      timestamp: Date.parse("2026-11-21T18:30:00.000Z") / 1000,
    });
    expect(body.url_title).toStartWith("Open: [USA-TX]");
    expect(body.message).toContain("$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h");
    expect(body.message).toContain("• 23% under the 90-day median of $181");
    expect(body).not.toHaveProperty("html");
  });

  test("WATCH is normal priority, SKIP quiet; a device is addressed when the URL names one", async () => {
    const receiver = pushoverServer();
    const { ctx } = targetFor("pushover", receiver.base);
    const target = { type: "pushover" as const, notify_url: `pover://${PUSHOVER_USER}@${PUSHOVER_TOKEN}/pixel-8` };
    await deliver(target, sampleAlert({ action: "WATCH" }), ctx);
    await deliver(target, sampleAlert({ action: "SKIP" }), ctx);
    expect(receiver.requests.map((r) => [JSON.parse(r.body).priority, JSON.parse(r.body).device])).toEqual([[0, "pixel-8"], [-1, "pixel-8"]]);
  });

  test("a long alert stays inside Pushover's limits", async () => {
    const receiver = pushoverServer();
    const { target, ctx } = targetFor("pushover", receiver.base);
    const long = sampleAlert({ listing: { ...sampleAlert().listing, title: "x".repeat(400) }, reasons: Array.from({ length: 20 }, (_, i) => `reason ${i} ${"y".repeat(200)}`) });
    expect(await deliver(target, long, ctx)).toMatchObject({ outcome: "delivered" });
  });

  test("a key Pushover refuses is a permanent 400 whose detail carries neither key", async () => {
    const receiver = pushoverServer();
    const { ctx } = targetFor("pushover", receiver.base);
    const wrongUser = "uZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ";
    const result = await deliver({ type: "pushover", notify_url: `pover://${wrongUser}@${PUSHOVER_TOKEN}` }, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 400 });
    expect(result.detail).toContain("user identifier is not a valid user");
    expect(result.detail).not.toContain(wrongUser);
    expect(result.detail).not.toContain(PUSHOVER_TOKEN);
  });

  test("notify_url forms; a bad one names the form and not the keys", () => {
    expect(parseDestination("pushover", `pover://${PUSHOVER_USER}@${PUSHOVER_TOKEN}`)).toEqual({ type: "pushover", user: PUSHOVER_USER, token: PUSHOVER_TOKEN, device: null });
    for (const bad of [`pover://${PUSHOVER_USER}`, `pover://${PUSHOVER_USER}@short`, `https://api.pushover.net/${PUSHOVER_TOKEN}`, `pover://${PUSHOVER_USER}@${PUSHOVER_TOKEN}/a/b`]) {
      let message = "";
      try {
        parseDestination("pushover", bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe("[notify] pushover notify_url must look like pover://user_key@app_token");
    }
  });
});
