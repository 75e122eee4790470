import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { SLACK_PATH, targetFor } from "../helpers/http-targets.ts";
import { useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks Slack's incoming-webhook shape: plain-text `ok`, or an error word with a 4xx. */
function slackApi() {
  const receiver = start((req) => {
    if (req.path !== SLACK_PATH) return new Response("no_service", { status: 404 });
    const body = JSON.parse(req.body);
    if (!body.text && !body.blocks) return new Response("no_text", { status: 400 });
    return new Response("ok");
  });
  return receiver;
}

describe("slack driver", () => {
  test("posts text and blocks once, with mrkdwn escaped and the tracked link", async () => {
    const receiver = slackApi();
    const { target, ctx } = targetFor("slack", receiver.base);
    expect(await deliver(target, auctionAlert(), ctx)).toMatchObject({ outcome: "delivered", status: 200 });
    expect(receiver.requests).toHaveLength(1);
    const body = JSON.parse(receiver.requests[0]!.body);
    expect(body.text).toBe("ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal — $139.00");
    const [section, context] = body.blocks;
    expect(section.type).toBe("section");
    expect(section.text.type).toBe("mrkdwn");
    expect(section.text.text).toContain(
      "*ALERT 92/100* · <https://rackhunt.example/r/tok_click_123|[USA-TX] [H] AMD EPYC 7302P 16-core SP3 &lt;tested&gt; &amp; boxed [W] PayPal>",
    );
    expect(section.text.text).toContain("\n*$139.00 per unit* · Verdict BUY: p12, median $181.00 · Auction ends in 3 h\n");
    expect(section.text.text).toContain("• seller has 40 positive trades");
    expect(context).toEqual({ type: "context", elements: [{ type: "mrkdwn", text: "Hunt: EPYC under $150 · Source: forum" }] });
  });

  test("a removed webhook (404 no_service) is permanent", async () => {
    const receiver = slackApi();
    const { target, ctx } = targetFor("slack", receiver.base);
    const result = await deliver({ ...target, notify_url: "https://hooks.slack.com/services/T0ABCDEF/B0GHIJKL/Revoked1234567890" }, sampleAlert(), ctx);
    expect(result).toMatchObject({ outcome: "permanent", status: 404 });
    expect(result.detail).toContain("no_service");
  });

  test("notify_url form: https://hooks.slack.com/services/T…/B…/secret only", () => {
    expect(parseDestination("slack", `https://hooks.slack.com${SLACK_PATH}`)).toEqual({ type: "slack", path: SLACK_PATH });
    for (const bad of [`http://hooks.slack.com${SLACK_PATH}`, `https://hooks.slack.com.evil.example${SLACK_PATH}`, "https://hooks.slack.com/services/T0/B0"]) {
      expect(() => parseDestination("slack", bad)).toThrow("slack notify_url must look like");
    }
  });
});
