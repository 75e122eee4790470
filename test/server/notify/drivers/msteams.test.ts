import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { TEAMS_PATH, targetFor } from "../helpers/http-targets.ts";
import { aliasHost, useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks a Teams incoming webhook: POST of a message with one Adaptive Card attachment, 202 Accepted; 400 for anything else. */
function teamsServer() {
  return start((req) => {
    const body = JSON.parse(req.body);
    const card = body?.attachments?.[0];
    const valid = body.type === "message" && card?.contentType === "application/vnd.microsoft.card.adaptive" && card.content?.type === "AdaptiveCard";
    return valid ? new Response(null, { status: 202 }) : new Response("Bad payload", { status: 400 });
  });
}

describe("msteams driver", () => {
  test("POST of one Adaptive Card: title, price per unit, verdict, time left, reasons, context, Open listing", async () => {
    const receiver = teamsServer();
    const { target, ctx } = targetFor("msteams", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 202 });
    const request = receiver.requests[0]!;
    expect([request.method, request.path]).toEqual(["POST", TEAMS_PATH]);
    const card = JSON.parse(request.body).attachments[0].content;
    expect(card.version).toBe("1.4");
    expect(card.body.map((block: { text: string }) => block.text)).toEqual([
      "ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal",
      "$139.00 per unit",
      "Verdict BUY: p12, median $181.00",
      "Auction ends in 3 h",
      "• 23% under the 90-day median of $181",
      "• seller has 40 positive trades",
      "Hunt: EPYC under $150 · Source: forum",
    ]);
    expect(card.actions).toEqual([
      { type: "Action.OpenUrl", title: "Open listing", url: "https://rackhunt.example/r/tok_click_123" },
      { type: "Action.OpenUrl", title: "A deal", url: "https://rackhunt.example/t/f/deal/tok_deal_123" },
      { type: "Action.OpenUrl", title: "Not a deal", url: "https://rackhunt.example/t/f/noise/tok_noise_123" },
    ]);
  });

  test("a stranger's [text](url) in a title or reason is not a link: the Open listing button is the only one", async () => {
    const receiver = teamsServer();
    const { target, ctx } = targetFor("msteams", receiver.base);
    await deliver(target, sampleAlert({ listing: { ...sampleAlert().listing, title: "[Click me](https://evil.example/)" }, reasons: ["see [here](https://evil.example/x)"] }), ctx);
    const card = JSON.parse(receiver.requests[0]!.body).attachments[0].content;
    const texts = card.body.map((block: { text: string }) => block.text).join("\n");
    expect(texts).not.toContain("](");
    expect(texts).toContain("[Click me] (https://evil.example/)");
  });

  test("a public webhook host is reached by its name (dialled on loopback here); 4xx is permanent and scrubbed", async () => {
    const receiver = start((_, index) => (index === 0 ? new Response(null, { status: 202 }) : new Response(`Webhook not found: ${TEAMS_PATH}`, { status: 404 })));
    const via = aliasHost("contoso.webhook.office.com", receiver, "52.96.0.10");
    const target = { type: "msteams" as const, notify_url: `https://contoso.webhook.office.com${TEAMS_PATH}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "delivered" });
    expect(receiver.requests[0]!.headers.get("host")).toBe("contoso.webhook.office.com");
    const gone = await deliver(target, sampleAlert(), { ...via, allowPrivate: false });
    expect(gone).toMatchObject({ outcome: "permanent", status: 404 });
    expect(gone.detail).not.toContain("7f3c0e12d4a94b6c");
  });

  test("a name that resolves to a private address is refused before any request", async () => {
    const receiver = teamsServer();
    const via = aliasHost("contoso.webhook.office.com", receiver, "10.1.2.3");
    const target = { type: "msteams" as const, notify_url: `https://contoso.webhook.office.com${TEAMS_PATH}` };
    expect(await deliver(target, sampleAlert(), { ...via, allowPrivate: false })).toMatchObject({ outcome: "permanent", code: "blocked_destination" });
    expect(receiver.requests).toHaveLength(0);
  });

  test("notify_url forms: HTTPS only", () => {
    expect(parseDestination("msteams", `https://contoso.webhook.office.com${TEAMS_PATH}`)).toEqual({ type: "msteams", url: `https://contoso.webhook.office.com${TEAMS_PATH}` });
    for (const bad of [`http://contoso.webhook.office.com${TEAMS_PATH}`, "https://contoso.webhook.office.com/", "msteams://a/b/c"]) {
      expect(() => parseDestination("msteams", bad)).toThrow(/^\[notify\] msteams notify_url must/);
    }
  });
});
