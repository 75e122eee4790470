import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { MATRIX_ROOM, MATRIX_TOKEN, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, type Received, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();
const ALIAS = "#deals:matrix.example.org";

/**
 * Speaks the client-server API: GET /directory/room/{alias} → room_id, PUT
 * /rooms/{room}/send/m.room.message/{txn} → event_id (the same event for the same txn, as a
 * homeserver de-duplicates); 401 M_UNKNOWN_TOKEN for another token, 404 M_NOT_FOUND for another alias.
 */
function homeserver(answer?: (req: Received) => Response | null) {
  const events = new Map<string, string>();
  return start((req) => {
    const early = answer?.(req);
    if (early) return early;
    if (req.headers.get("authorization") !== `Bearer ${MATRIX_TOKEN}`) {
      return Response.json({ errcode: "M_UNKNOWN_TOKEN", error: "Invalid access token passed." }, { status: 401 });
    }
    const directory = /^\/_matrix\/client\/v3\/directory\/room\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && directory) {
      return decodeURIComponent(directory[1]!) === ALIAS
        ? Response.json({ room_id: MATRIX_ROOM, servers: ["matrix.example.org"] })
        : Response.json({ errcode: "M_NOT_FOUND", error: "Room alias not found" }, { status: 404 });
    }
    const send = /^\/_matrix\/client\/v3\/rooms\/([^/]+)\/send\/m\.room\.message\/([^/]+)$/.exec(req.path);
    if (req.method === "PUT" && send && decodeURIComponent(send[1]!) === MATRIX_ROOM) {
      const txn = send[2]!;
      if (!events.has(txn)) events.set(txn, `$event${events.size}`);
      return Response.json({ event_id: events.get(txn) });
    }
    return Response.json({ errcode: "M_FORBIDDEN", error: "You are not in this room." }, { status: 403 });
  });
}

describe("matrix driver", () => {
  test("PUT …/rooms/{room}/send/m.room.message/{txn} with a Bearer token, Markdown body and HTML formatted_body", async () => {
    const receiver = homeserver();
    const { target, ctx } = targetFor("matrix", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    const request = receiver.requests[0]!;
    expect(request.method).toBe("PUT");
    expect(request.path).toBe(`/_matrix/client/v3/rooms/${encodeURIComponent(MATRIX_ROOM)}/send/m.room.message/rackhunt-a1b2c3d4-0000-4000-8000-000000000001`);
    const content = JSON.parse(request.body);
    expect(content.msgtype).toBe("m.text");
    expect(content.format).toBe("org.matrix.custom.html");
    expect(content.body).toBe(
      [
        "**ALERT 92/100** · [\\[USA-TX\\] \\[H\\] AMD EPYC 7302P 16-core SP3 \\<tested\\> & boxed \\[W\\] PayPal](https://rackhunt.example/r/tok_click_123)",
        "",
        "$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h",
        "",
        "- 23% under the 90-day median of $181",
        "- seller has 40 positive trades",
        "",
        "_Hunt: EPYC under $150 · Source: forum_",
        "",
        "Was this a deal? [A deal](https://rackhunt.example/t/f/deal/tok_deal_123) · [Not a deal](https://rackhunt.example/t/f/noise/tok_noise_123)",
      ].join("\n"),
    );
    expect(content.formatted_body).toContain('<a href="https://rackhunt.example/r/tok_click_123">[USA-TX] [H] AMD EPYC 7302P 16-core SP3 &lt;tested&gt; &amp; boxed [W] PayPal</a>');
    expect(content.formatted_body).toContain("<p>$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h</p>");
    expect(content.formatted_body).toContain("<li>23% under the 90-day median of $181</li>");
    expect(content.formatted_body).toContain('<p>Was this a deal? <a href="https://rackhunt.example/t/f/deal/tok_deal_123">A deal</a> · <a href="https://rackhunt.example/t/f/noise/tok_noise_123">Not a deal</a></p>');
  });

  test("a listing titled @room pings nobody: m.mentions is empty", async () => {
    const receiver = homeserver();
    const { target, ctx } = targetFor("matrix", receiver.base);
    await deliver(target, sampleAlert({ listing: { ...sampleAlert().listing, title: "@room FREE EPYC" } }), ctx);
    const content = JSON.parse(receiver.requests[0]!.body);
    expect(content["m.mentions"]).toEqual({});
    expect(content.body).toContain("@room FREE EPYC");
  });

  test("a retried alert reuses its transaction id, so the homeserver posts it once", async () => {
    const receiver = homeserver();
    const { target, ctx } = targetFor("matrix", receiver.base);
    await deliver(target, sampleAlert(), ctx);
    await deliver(target, sampleAlert(), ctx);
    const [first, second] = receiver.requests;
    expect(second!.path).toBe(first!.path);
  });

  test("a room alias is resolved through the directory first, completed with the host when it names no server", async () => {
    const receiver = homeserver();
    const via = aliasHost("matrix.example.org", receiver, "93.184.216.34");
    const target = { type: "matrix" as const, notify_url: `matrixs://${MATRIX_TOKEN}@matrix.example.org/#deals` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "delivered" });
    expect(receiver.requests.map((r) => [r.method, r.path.split("/send/")[0]])).toEqual([
      ["GET", `/_matrix/client/v3/directory/room/${encodeURIComponent(ALIAS)}`],
      ["PUT", `/_matrix/client/v3/rooms/${encodeURIComponent(MATRIX_ROOM)}`],
    ]);
  });

  test("an unknown alias and a room the bot is not in are permanent; a wrong token is permanent and scrubbed", async () => {
    const receiver = homeserver();
    const { ctx } = targetFor("matrix", receiver.base);
    const host = receiver.base.slice(7);
    expect(await deliver({ type: "matrix", notify_url: `matrix://${MATRIX_TOKEN}@${host}/#nowhere:matrix.example.org` }, sampleAlert(), ctx)).toMatchObject({ outcome: "permanent", status: 404 });
    expect(await deliver({ type: "matrix", notify_url: `matrix://${MATRIX_TOKEN}@${host}/#!other:matrix.example.org` }, sampleAlert(), ctx)).toMatchObject({ outcome: "permanent", status: 403 });
    const wrong = "syt_d3JvbmdfdG9rZW5fZm9yX3Rlc3Rz";
    const result = await deliver({ type: "matrix", notify_url: `matrix://${wrong}@${host}/#${MATRIX_ROOM}` }, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 401 });
    expect(result.detail).not.toContain(wrong);
  });

  test("M_LIMIT_EXCEEDED: retryable after the body's retry_after_ms when there is no Retry-After", async () => {
    const receiver = homeserver(() => Response.json({ errcode: "M_LIMIT_EXCEEDED", error: "Too many requests", retry_after_ms: 12_500 }, { status: 429 }));
    const { target, ctx } = targetFor("matrix", receiver.base);
    expect(await deliver(target, sampleAlert(), ctx)).toMatchObject({ outcome: "retryable", status: 429, retry_after_seconds: 13 });
  });

  test("a homeserver name that resolves to a private address is refused before any request", async () => {
    const receiver = homeserver();
    const via = aliasHost("matrix.example.org", receiver, "192.168.1.20");
    const target = { type: "matrix" as const, notify_url: `matrixs://${MATRIX_TOKEN}@matrix.example.org/#deals` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url forms; a bad one names the form and not the token", () => {
    expect(parseDestination("matrix", `matrixs://${MATRIX_TOKEN}@matrix.org/#deals`)).toEqual({ type: "matrix", url: "https://matrix.org", access_token: MATRIX_TOKEN, room: "#deals:matrix.org" });
    expect(parseDestination("matrix", `matrixs://${MATRIX_TOKEN}@matrix.org:8448/#${MATRIX_ROOM}`)).toMatchObject({ url: "https://matrix.org:8448", room: MATRIX_ROOM });
    expect(parseDestination("matrix", `matrix://${MATRIX_TOKEN}@synapse.lan/#deals:example.org`)).toMatchObject({ url: "http://synapse.lan", room: "#deals:example.org" });
    for (const bad of [`matrixs://${MATRIX_TOKEN}@matrix.org/`, `matrixs://bob:${MATRIX_TOKEN}@matrix.org/#deals`, `https://matrix.org/#deals`, `matrixs://matrix.org/#deals`]) {
      let message = "";
      try {
        parseDestination("matrix", bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe("[notify] matrix notify_url must look like matrixs://access_token@host/#room (matrix:// for HTTP)");
    }
  });
});
