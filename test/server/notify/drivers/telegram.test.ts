import { describe, expect, test } from "bun:test";
import { deliver, parseDestination, testAlert } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { TG_CHAT, TG_TOKEN, targetFor } from "../helpers/http-targets.ts";
import { useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks the Bot API's shape for sendMessage: token in the path, ok/description in JSON. */
function botApi(options: { floodWait?: number } = {}) {
  const receiver = start((req) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.path);
    if (!match || match[1] !== TG_TOKEN) return Response.json({ ok: false, error_code: 401, description: "Unauthorized" }, { status: 401 });
    const body = JSON.parse(req.body);
    if (options.floodWait) {
      return Response.json(
        { ok: false, error_code: 429, description: "Too Many Requests", parameters: { retry_after: options.floodWait } },
        { status: 429 },
      );
    }
    if (body.chat_id !== TG_CHAT) return Response.json({ ok: false, error_code: 400, description: "Bad Request: chat not found" }, { status: 400 });
    return Response.json({ ok: true, result: { message_id: 1, chat: { id: Number(body.chat_id) }, text: body.text } });
  });
  return receiver;
}

describe("telegram driver", () => {
  test("calls sendMessage once with escaped HTML, the tracked link and the reasons", async () => {
    const receiver = botApi();
    const { target, ctx } = targetFor("telegram", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    expect(receiver.requests).toHaveLength(1);
    const body = JSON.parse(receiver.requests[0]!.body);
    expect(body.chat_id).toBe(TG_CHAT);
    expect(body.parse_mode).toBe("HTML");
    expect(body.link_preview_options).toEqual({ is_disabled: true });
    expect(body.text).toContain("<b>ALERT 92/100</b>");
    expect(body.text).toContain('<a href="https://rackhunt.example/r/tok_click_123">');
    expect(body.text).toContain("16-core SP3 &lt;tested&gt; &amp; boxed");
    expect(body.text).not.toContain("<tested>");
    expect(body.text).toContain("<b>$139.00 per unit</b> · Verdict BUY: p12, median $181.00 · Auction ends in 3 h");
    expect(body.text).toContain("• 23% under the 90-day median of $181");
    expect(body.text).toContain("Hunt: EPYC under $150");
  });

  test("chat not found is permanent, flood control is retryable with Telegram's wait", async () => {
    const receiver = botApi();
    const { target, ctx } = targetFor("telegram", receiver.base);
    const wrongChat = await deliver({ ...target, notify_url: `telegram://${TG_TOKEN}@-100999` }, sampleAlert(), ctx);
    expect(wrongChat).toMatchObject({ outcome: "permanent", status: 400 });
    expect(wrongChat.detail).toContain("chat not found");
    const flooded = botApi({ floodWait: 17 });
    expect(await deliver(target, sampleAlert(), { ...ctx, apiBase: { telegram: flooded.base } })).toMatchObject({
      outcome: "retryable",
      status: 429,
      retry_after_seconds: 17,
    });
  });

  test("a test message says so", async () => {
    const receiver = botApi();
    const { target, ctx } = targetFor("telegram", receiver.base);
    await deliver(target, testAlert({ huntName: "Homelab" }), ctx);
    expect(JSON.parse(receiver.requests[0]!.body).text).toContain("<b>TEST ALERT 100/100</b>");
  });

  test("notify_url form: telegram://<bot_token>@<chat_id or channel name>", () => {
    expect(parseDestination("telegram", `telegram://${TG_TOKEN}@${TG_CHAT}`)).toEqual({ type: "telegram", bot_token: TG_TOKEN, chat_id: TG_CHAT });
    expect(parseDestination("telegram", `telegram://${TG_TOKEN}@rackdeals`)).toMatchObject({ chat_id: "@rackdeals" });
    for (const bad of [`telegram://${TG_TOKEN}`, `telegram://notatoken@123`, `tg://${TG_TOKEN}@1`, `telegram://${TG_TOKEN}@1/x`]) {
      const error = (() => {
        try {
          parseDestination("telegram", bad);
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error?.message).toContain("telegram notify_url must look like");
      expect(error?.message).not.toContain(TG_TOKEN);
    }
  });
});
