import { describe, expect, test } from "bun:test";
import { deliver, parseDestination } from "../../../../server/src/notify/index.ts";
import { auctionAlert, sampleAlert } from "../helpers/alerts.ts";
import { DISCORD_ID, DISCORD_TOKEN, targetFor } from "../helpers/http-targets.ts";
import { useReceivers } from "../helpers/receiver.ts";

const start = useReceivers();

/** Speaks Discord's execute-webhook shape: 204 on success, 400 with a JSON error on a bad body. */
function discordApi() {
  const receiver = start((req) => {
    if (req.path !== `/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`) return Response.json({ message: "Unknown Webhook", code: 10015 }, { status: 404 });
    const body = JSON.parse(req.body);
    if (!body.content && !body.embeds?.length) return Response.json({ message: "Cannot send an empty message", code: 50006 }, { status: 400 });
    return new Response(null, { status: 204 });
  });
  return receiver;
}

describe("discord driver", () => {
  test("executes the webhook once with content and an embed linking the tracked URL", async () => {
    const receiver = discordApi();
    const { target, ctx } = targetFor("discord", receiver.base);
    const alert = auctionAlert();
    expect(await deliver(target, alert, ctx)).toMatchObject({ outcome: "delivered", status: 204 });
    expect(receiver.requests).toHaveLength(1);
    const body = JSON.parse(receiver.requests[0]!.body);
    expect(body.content).toBe("ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal — $139.00");
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const [embed] = body.embeds;
    expect(embed.title).toBe(alert.listing.title);
    expect(embed.url).toBe(alert.click_url);
    expect(embed.description).toBe(alert.reasons.map((r) => `• ${r}`).join("\n"));
    expect(embed.fields).toEqual([
      { name: "Price", value: "$139.00 per unit", inline: true },
      { name: "Score", value: "92/100 (ALERT)", inline: true },
      { name: "Source", value: "forum", inline: true },
      { name: "Verdict", value: "BUY: p12, median $181.00", inline: true },
      { name: "Time left", value: "ends in 3 h", inline: true },
      { name: "Was this a deal?", value: "[A deal](https://rackhunt.example/t/f/deal/tok_deal_123) · [Not a deal](https://rackhunt.example/t/f/noise/tok_noise_123)", inline: false },
    ]);
    expect(embed.footer.text).toBe("Hunt: EPYC under $150 · Source: forum");
    expect(embed.timestamp).toBe(alert.created_at);
  });

  test("long titles are cut to Discord's limits, and a missing link leaves url out", async () => {
    const receiver = discordApi();
    const { target, ctx } = targetFor("discord", receiver.base);
    const alert = sampleAlert({ click_url: null, listing: { ...sampleAlert().listing, title: "x".repeat(400), url: null } });
    await deliver(target, alert, ctx);
    const [embed] = JSON.parse(receiver.requests[0]!.body).embeds;
    expect(embed.title).toHaveLength(256);
    expect(embed.title.endsWith("…")).toBe(true);
    expect("url" in embed).toBe(false);
  });

  test("notify_url form: the webhook URL Discord shows", () => {
    const expected = { type: "discord", webhook_id: DISCORD_ID, webhook_token: DISCORD_TOKEN };
    for (const host of ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]) {
      expect(parseDestination("discord", `https://${host}/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`)).toEqual(expected as never);
    }
    for (const bad of [
      `http://discord.com/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`,
      `https://discord.com.evil.example/api/webhooks/${DISCORD_ID}/${DISCORD_TOKEN}`,
      `https://discord.com/api/webhooks/${DISCORD_ID}`,
      `https://discord.com/api/webhooks/abc/${DISCORD_TOKEN}`,
    ]) {
      expect(() => parseDestination("discord", bad)).toThrow("discord notify_url must look like");
    }
  });
});
