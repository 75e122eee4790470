import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { MATTERMOST_HOOK, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks Mattermost's incoming webhook: POST /hooks/<id> with JSON `text`, 200 "ok"; 400 for an unknown hook or no text. */
function mattermostServer() {
  return start((req) => {
    const id = /\/hooks\/([a-z0-9]+)$/.exec(req.path)?.[1];
    if (id !== MATTERMOST_HOOK) return Response.json({ id: "web.incoming_webhook.invalid.app_error", message: "Invalid webhook.", status_code: 400 }, { status: 400 });
    const body = JSON.parse(req.body);
    if (typeof body.text !== "string" || !body.text) return Response.json({ id: "web.incoming_webhook.text.app_error", message: "No text specified.", status_code: 400 }, { status: 400 });
    return new Response("ok");
  });
}

describe("mattermost driver", () => {
  test("POST /hooks/<id> with the message as Markdown text", async () => {
    const receiver = mattermostServer();
    const { target, ctx } = targetFor("mattermost", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    const request = receiver.requests[0]!;
    expect([request.method, request.path]).toEqual(["POST", `/hooks/${MATTERMOST_HOOK}`]);
    const { text } = JSON.parse(request.body);
    expect(text).toStartWith("**ALERT 92/100** · [\\[USA-TX\\] \\[H\\] AMD EPYC 7302P 16-core SP3 \\<tested\\> & boxed \\[W\\] PayPal](https://rackhunt.example/r/tok_click_123)");
    expect(text).toContain("\n$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h\n");
    expect(text).toContain("\n- 23% under the 90-day median of $181\n");
    expect(text).toEndWith("_Hunt: EPYC under $150 · Source: forum_\n\nWas this a deal? [A deal](https://rackhunt.example/t/f/deal/tok_deal_123) · [Not a deal](https://rackhunt.example/t/f/noise/tok_noise_123)");
  });

  test("@channel, @all and @here in a listing cannot page the channel", async () => {
    const receiver = mattermostServer();
    const { target, ctx } = targetFor("mattermost", receiver.base);
    await deliver(target, sampleAlert({ listing: { ...sampleAlert().listing, title: "@channel @ALL @here deal" } }), ctx);
    const { text } = JSON.parse(receiver.requests[0]!.body);
    expect(text).not.toMatch(/@(channel|all|here)\b/i);
    expect(text).toContain("@\u200Bchannel @\u200BALL @\u200Bhere deal");
  });

  test("the webhook URL Mattermost shows, on a public name with a path prefix (dialled on loopback here)", async () => {
    const receiver = mattermostServer();
    const via = aliasHost("chat.example.net", receiver, "93.184.216.34");
    const target = { type: "mattermost" as const, notify_url: `https://chat.example.net/mm/hooks/${MATTERMOST_HOOK}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "delivered" });
    expect(receiver.requests[0]!.path).toBe(`/mm/hooks/${MATTERMOST_HOOK}`);
  });

  test("an unknown hook is a permanent 400 whose detail carries no hook id", async () => {
    const receiver = mattermostServer();
    const { ctx } = targetFor("mattermost", receiver.base);
    const other = "zz8sq4ghs3ddtqxjwe5mhu5g1r";
    const result = await deliver({ type: "mattermost", notify_url: `mmost://${receiver.base.slice(7)}/${other}` }, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 400 });
    expect(result.detail).toContain("Invalid webhook");
    expect(result.detail).not.toContain(other);
  });

  test("a name that resolves to a private address is refused before any request", async () => {
    const receiver = mattermostServer();
    const via = aliasHost("chat.example.net", receiver, "172.16.4.2");
    const target = { type: "mattermost" as const, notify_url: `mmosts://chat.example.net/${MATTERMOST_HOOK}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url forms; a bad one names the form and not the hook id", () => {
    expect(parseDestination("mattermost", `mmosts://chat.example.net/${MATTERMOST_HOOK}`)).toEqual({ type: "mattermost", url: `https://chat.example.net/hooks/${MATTERMOST_HOOK}`, token: MATTERMOST_HOOK });
    expect(parseDestination("mattermost", `mmost://mm.lan:8065/${MATTERMOST_HOOK}`)).toMatchObject({ url: `http://mm.lan:8065/hooks/${MATTERMOST_HOOK}` });
    for (const bad of ["mmost://chat.example.net/", `https://chat.example.net/api/v4/${MATTERMOST_HOOK}`, `mmost://bob:pw@chat.example.net/${MATTERMOST_HOOK}`, `https://chat.example.net/hooks/${MATTERMOST_HOOK}?x=1`]) {
      let message = "";
      try {
        parseDestination("mattermost", bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe("[notify] mattermost notify_url must look like mmosts://host/token (mmost:// for HTTP) or https://host/hooks/<token>");
    }
  });
});
