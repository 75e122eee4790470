import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { GOTIFY_TOKEN, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks Gotify's POST /message: the app token in ?token=, JSON in, the stored message back; 401 for a wrong token. */
function gotifyServer() {
  return start((req) => {
    const url = new URL(req.path, "http://gotify");
    if (url.searchParams.get("token") !== GOTIFY_TOKEN) {
      return Response.json({ error: "Unauthorized", errorCode: 401, errorDescription: "you need to provide a valid access token or user credentials to access this api" }, { status: 401 });
    }
    if (!req.headers.get("content-type")?.startsWith("application/json")) return Response.json({ error: "Bad Request", errorCode: 400 }, { status: 400 });
    return Response.json({ id: 25, appid: 5, ...JSON.parse(req.body), date: "2026-11-21T18:30:00Z" });
  });
}

describe("gotify driver", () => {
  test("POST /message?token= with title, plain message, priority 8 for an ALERT and the tracked link as click URL", async () => {
    const receiver = gotifyServer();
    const { target, ctx } = targetFor("gotify", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    const request = receiver.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/message?token=${GOTIFY_TOKEN}`);
    const body = JSON.parse(request.body);
    expect(body.title).toBe("ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal");
    expect(body.priority).toBe(8);
    expect(body.message).toBe(
      [
        "$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h",
        "Was this a deal? A deal: https://rackhunt.example/t/f/deal/tok_deal_123 · Not a deal: https://rackhunt.example/t/f/noise/tok_noise_123",
        "• 23% under the 90-day median of $181",
        "• seller has 40 positive trades",
        "Hunt: EPYC under $150 · Source: forum",
        "https://rackhunt.example/r/tok_click_123",
      ].join("\n"),
    );
    expect(body.extras).toEqual({ "client::display": { contentType: "text/plain" }, "client::notification": { click: { url: "https://rackhunt.example/r/tok_click_123" } } });
  });

  test("WATCH and SKIP go at lower priorities", async () => {
    const receiver = gotifyServer();
    const { target, ctx } = targetFor("gotify", receiver.base);
    await deliver(target, sampleAlert({ action: "WATCH", score: 60 }), ctx);
    await deliver(target, sampleAlert({ action: "SKIP", score: 20 }), ctx);
    expect(receiver.requests.map((r) => JSON.parse(r.body).priority)).toEqual([5, 2]);
  });

  test("a wrong token is a permanent 401 whose detail carries no token", async () => {
    const receiver = gotifyServer();
    const target = { type: "gotify" as const, notify_url: `gotify://${receiver.base.slice(7)}/WrongTokenXyz12` };
    const result = await deliver(target, sampleAlert(), targetFor("gotify", receiver.base).ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 401 });
    expect(result.detail).not.toContain("WrongTokenXyz12");
  });

  test("gotifys:// is HTTPS to a public name (dialled on loopback here), with a path prefix", async () => {
    const receiver = gotifyServer();
    const via = aliasHost("push.example.net", receiver, "93.184.216.34");
    const target = { type: "gotify" as const, notify_url: `gotifys://push.example.net/gotify/${GOTIFY_TOKEN}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "delivered" });
    expect(receiver.requests[0]!.path).toBe(`/gotify/message?token=${GOTIFY_TOKEN}`);
    expect(receiver.requests[0]!.headers.get("host")).toBe("push.example.net");
  });

  test("a name that resolves to a private or metadata address is refused before any request", async () => {
    const receiver = gotifyServer();
    for (const address of ["10.0.0.7", "169.254.169.254"]) {
      const via = aliasHost("push.example.net", receiver, address);
      const target = { type: "gotify" as const, notify_url: `gotifys://push.example.net/${GOTIFY_TOKEN}` };
      expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    }
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url forms; a bad one names the form and not the token", () => {
    expect(parseDestination("gotify", `gotify://gotify.lan:8080/${GOTIFY_TOKEN}`)).toEqual({ type: "gotify", url: "http://gotify.lan:8080/message", token: GOTIFY_TOKEN });
    expect(parseDestination("gotify", `gotifys://push.example.net/${GOTIFY_TOKEN}`)).toMatchObject({ url: "https://push.example.net/message" });
    for (const bad of ["gotify://push.example.net/", "gotify://user:pw@push.example.net/AqLq0m3PvYxkT.Z", "https://push.example.net/AqLq0m3PvYxkT.Z", "gotify://push.example.net/short"]) {
      expect(() => parseDestination("gotify", bad)).toThrow("gotify notify_url must look like gotify://host/token (gotifys:// for HTTPS)");
      try {
        parseDestination("gotify", bad);
      } catch (error) {
        expect((error as Error).message).not.toContain("AqLq0m3PvYxkT");
      }
    }
  });
});
