/**
 * What a listing really costs, over HTTP: prices read from trade-post titles never from a speed or a
 * part number; shipping landed on the price; an auction judged by where it will likely close, and
 * alerting only in its last hours; a drive whose part number the catalog lacks judged in its class.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Hunt, Listing } from "@rackhunt/core/schemas";
import { withAccount } from "../../server/channels/helpers.ts";
import { serve } from "../../plugins/helpers.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { startScanningServer } from "../hunts/helpers.ts";

type Row = { listing_id: string; title: string; price: number; action: string; reasons: string[]; reason_codes: string[] };

describe("shipping and auctions on the demo's recorded marketplace", () => {
  let env: Awaited<ReturnType<typeof startScanningServer>>;
  let key: string;
  let rows: Row[];
  beforeAll(async () => {
    env = await startScanningServer();
    key = (await withAccount(env.s, "lifetime")).key;
    // No target: only a trusted BUY (or a likely close that is one) alerts.
    const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: "HGST He8 8TB SAS", config: {} } })).json()) as Hunt;
    expect((await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
    rows = ((await (await env.s.fetch(`/hunts/results?hunt_id=${hunt.id}&limit=200`, { key })).json()) as { items: Row[] }).items;
  }, 60_000);
  afterAll(() => env.stop());
  const find = (title: string) => rows.find((r) => r.title === title)!;

  test("$40 + $35 shipping against a $64 median is judged at $75, and is no BUY", () => {
    const r = find("HGST Ultrastar He8 8TB SAS HUH728080AL5200 pulled from a NAS");
    expect(r.price).toBe(75);
    expect(r.action).not.toBe("ALERT");
    expect(r.reasons).toContain("landed $75.00: $40.00 + $35.00 shipping");
  });

  test("an auction at its opening bid two days before its end does not alert", () => {
    const r = find("HGST He8 8TB SAS HUH728080AL5200 no reserve auction");
    expect(r.action).not.toBe("ALERT");
    expect(r.reasons[0]).toBe("auction ends in 2 days with 0 bids: likely to close near $45.00");
    expect(r.reason_codes).toContain("AUCTION_NOT_ENDING");
  });

  test("one whose likely close is under p25 in its last hours alerts, saying where it will likely close", () => {
    const r = find("HGST Ultrastar He8 HUH728080AL5200 8TB SAS 3.5in tested");
    expect(r.action).toBe("ALERT");
    expect(r.reasons[0]).toMatch(/^auction ends in 2 h with 5 bids: likely to close near \$40\.\d\d$/);
    expect(r.reasons.some((x) => /^p\d+ of \d+ sold over 90 days/.test(x))).toBe(true);
  });
});

describe("prices from trade-post titles", () => {
  let s: TestServer;
  let forum: ReturnType<typeof serve>;
  // Titles as the issue quotes them from real posts: a speed and a part number before the price.
  const posts = [
    "[USA-CA] [H] Samsung 32GB M393A4K40CB1-CRC DDR4 RAM 2400 $149.99 [W] PayPal",
    "[USA-TX] [H] NetApp 4TB SAS, 58-100141-01 $29.99 [W] PayPal",
  ];
  beforeAll(async () => {
    const listing = { kind: "Listing", data: { after: null, children: posts.map((title, i) => ({ kind: "t3", data: { id: `p${i}`, name: `t3_p${i}`, title, selftext: "", permalink: `/r/homelabsales/comments/p${i}/x/`, author: "seller", created_utc: Math.floor(Date.now() / 1000) - 600, link_flair_text: "Selling" } })) } };
    forum = serve(() => ({ body: JSON.stringify(listing), type: "application/json" }));
    s = await startServer({ RACKHUNT_RATE_LIMITS: "off", RACKHUNT_FETCH_CACHE_SECONDS: "0", RACKHUNT_SOURCES: JSON.stringify({ aggregator: false, auction: false, forum: { base_url: forum.url, subreddit: "homelabsales", currency: "USD" } }) });
  });
  afterAll(async () => {
    await s.stop();
    forum.stop();
  });

  test("'DDR4 RAM 2400 $149.99' is $149.99 and '58-100141-01 $29.99' is $29.99", async () => {
    const key = await s.user("titles@example.com", { tier: "lifetime" });
    const prices: Record<string, number | null> = {};
    for (const name of ["32GB DDR4", "4TB SAS"]) {
      const hunt = (await (await s.fetch("/hunts", { method: "POST", key, json: { name, config: {} } })).json()) as Hunt;
      expect((await s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
      for (const l of (await (await s.fetch(`/hunts/${hunt.id}/listings`, { key })).json()) as Listing[]) prices[l.title!] = l.price;
    }
    expect(prices).toEqual({ [posts[0]!]: 149.99, [posts[1]!]: 29.99 });
  });
});
