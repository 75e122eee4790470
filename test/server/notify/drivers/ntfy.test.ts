import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { decodeWords } from "../helpers/mime.ts";
import { NTFY_TOKEN, NTFY_TOPIC, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks ntfy's publish shape: POST /<topic>, JSON message back; 401/403 when auth is wrong. */
function ntfyServer(requiredAuth?: string) {
  const receiver = start((req) => {
    if (requiredAuth && req.headers.get("authorization") !== requiredAuth) {
      return Response.json({ code: 40301, http: 403, error: "forbidden" }, { status: 403 });
    }
    return Response.json({ id: "m1", time: 1, event: "message", topic: req.path.slice(1), message: req.body });
  });
  return receiver;
}

describe("ntfy driver", () => {
  test("publishes once to the topic with Title, Priority, Click and Tags headers", async () => {
    const receiver = ntfyServer();
    const { target, ctx } = targetFor("ntfy", receiver.base);
    expect(await deliver(target, sampleAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    expect(receiver.requests).toHaveLength(1);
    const request = receiver.requests[0]!;
    expect(request.path).toBe(`/${NTFY_TOPIC}`);
    expect(request.headers.get("title")).toBe("ALERT 92/100: [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal");
    expect(request.headers.get("priority")).toBe("4");
    expect(request.headers.get("click")).toBe("https://rackhunt.example/r/tok_click_123");
    expect(request.headers.get("tags")).toBe("moneybag");
    expect(request.body).toBe("$139.00 per unit · Verdict BUY: p12, median $181.00\nWas this a deal? A deal: https://rackhunt.example/t/f/deal/tok_deal_123 · Not a deal: https://rackhunt.example/t/f/noise/tok_noise_123\n• 23% under the 90-day median of $181\n• seller has 40 positive trades\nHunt: EPYC under $150 · Source: forum");
  });

  test("a non-ASCII title travels RFC 2047 encoded and decodes to the original", async () => {
    const receiver = ntfyServer();
    const { target, ctx } = targetFor("ntfy", receiver.base);
    const alert = sampleAlert({ action: "WATCH", listing: { ...sampleAlert().listing, title: "Disque dur 14 To – état neuf ✓" } });
    await deliver(target, alert, ctx);
    const title = receiver.requests[0]!.headers.get("title")!;
    expect(title.startsWith("=?UTF-8?B?")).toBe(true);
    expect(decodeWords(title)).toBe("WATCH 92/100: Disque dur 14 To – état neuf ✓");
    expect(receiver.requests[0]!.headers.get("priority")).toBe("3");
  });

  test("ntfy://:token@host/topic publishes over HTTPS to that host with a Bearer token", async () => {
    const receiver = ntfyServer(`Bearer ${NTFY_TOKEN}`);
    // ntfy:// is HTTPS on the named host; aliasHost dials the loopback receiver for it.
    const via = aliasHost("ntfy.home.example", receiver, "127.0.0.1");
    const target = { type: "ntfy" as const, notify_url: `ntfy://:${NTFY_TOKEN}@ntfy.home.example/${NTFY_TOPIC}` };
    expect(await deliver(target, sampleAlert(), { allowPrivate: true, ...via })).toMatchObject({ outcome: "delivered" });
    expect(receiver.requests).toHaveLength(1);
    const wrong = { ...target, notify_url: `ntfy://:tk_wrongtoken000@ntfy.home.example/${NTFY_TOPIC}` };
    expect(await deliver(wrong, sampleAlert(), { allowPrivate: true, ...via })).toMatchObject({ outcome: "permanent", status: 403 });
  });

  test("notify_url forms", () => {
    expect(parseDestination("ntfy", "ntfy://ntfy.sh/deals")).toEqual({ type: "ntfy", url: "https://ntfy.sh/deals", auth: null });
    expect(parseDestination("ntfy", "ntfy://bob:pw123@ntfy.example:8443/deals")).toEqual({
      type: "ntfy",
      url: "https://ntfy.example:8443/deals",
      auth: { user: "bob", password: "pw123" },
    });
    expect(parseDestination("ntfy", "ntfy://:tk_abc@ntfy.example/deals")).toMatchObject({ auth: { token: "tk_abc" } });
    expect(parseDestination("ntfy", "http://192.168.1.5:8080/deals")).toEqual({ type: "ntfy", url: "http://192.168.1.5:8080/deals", auth: null });
    for (const bad of ["ntfy://ntfy.sh/", "ntfy://ntfy.sh/a/b", "https://ntfy.sh/deals?x=1", "mailto:x@y.example"]) {
      expect(() => parseDestination("ntfy", bad)).toThrow("ntfy notify_url");
    }
  });
});
