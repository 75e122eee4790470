/**
 * A market learns how far its auctions rise, over HTTP on the demo's recorded marketplace: a scan
 * sees six auctions of a drive open two days before their end; later the sold search shows them
 * closed at 2.2× that price; a new auction two days out is then judged at 2.2× its bid, saying so,
 * where the public anchor alone said 1.5×.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Hunt } from "@rackhunt/core/schemas";
import { manualClock } from "../../../server/src/clock.ts";
import { withAccount } from "../../server/channels/helpers.ts";
import { startScanningServer } from "../hunts/helpers.ts";

const HOUR = 3_600_000;
const ACTIVE = "auction/ebay-srp-synthetic-homelab-active-drives.html";
const SOLD = "auction/ebay-srp-synthetic-homelab-sold-drives.html";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const clock = manualClock(Date.now());

type Row = { title: string; price: number; reasons: string[] };

/** One search result as the marketplace writes it: an open auction, or a sold one with its date. */
function item(id: string, title: string, price: number, extra: { bids: number; left?: string; sold?: number }): string {
  const d = extra.sold === undefined ? null : new Date(extra.sold);
  const caption = d ? `<div class="s-item__caption"><span class="s-item__caption--signal POSITIVE">Sold  ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}</span></div>` : "";
  const left = extra.left ? `<div class="s-item__detail s-item__detail--primary"><span class="s-item__time-left">${extra.left}</span></div>` : "";
  return `<li class="s-item s-item__pl-on-bottom" id="item${id}"><div class="s-item__wrapper clearfix"><div class="s-item__info clearfix">${caption}<a href="https://www.ebay.com/itm/${id}" class="s-item__link"><div class="s-item__title"><span role="heading" aria-level="3">${title}</span></div></a><div class="s-item__subtitle"><span class="SECONDARY_INFO">Pre-Owned</span></div><div class="s-item__details clearfix"><div class="s-item__detail s-item__detail--primary"><span class="s-item__price">$${price.toFixed(2)}</span></div><div class="s-item__detail s-item__detail--primary"><span class="s-item__bids s-item__bidCount">${extra.bids} bids</span></div>${left}</div></div></div></li>`;
}

/** The recorded page with `items` first in its result list. */
const withItems = (items: string[]) => (body: string) => body.replace('<ul class="srp-results srp-list clearfix">', `<ul class="srp-results srp-list clearfix">${items.join("")}`);

const SIX = Array.from({ length: 6 }, (_, i) => ({ id: `28690000000${i}`, title: `HGST Ultrastar He8 8TB SAS HUH728080AL5200 auction lot #${i + 1}` }));

let env: Awaited<ReturnType<typeof startScanningServer>>;
let key = "";
let huntId = "";

async function scanRows(): Promise<Row[]> {
  clock.advance(2 * HOUR); // past the manual-scan spacing and RACKHUNT_SOLD_COMPS_HOURS
  expect((await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key })).status).toBe(200);
  return ((await (await env.s.fetch(`/hunts/results?hunt_id=${huntId}&limit=200`, { key })).json()) as { items: Row[] }).items;
}

beforeAll(async () => {
  env = await startScanningServer(clock, { RACKHUNT_SOLD_COMPS_HOURS: "1" });
  key = (await withAccount(env.s, "lifetime")).key;
  env.sites.rewrite(ACTIVE, withItems(SIX.map((a) => item(a.id, a.title, 30, { bids: 0, left: "2d 5h left" }))));
  const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: "HGST He8 8TB SAS", config: {}, poll_interval_hours: 1 } })).json()) as Hunt;
  huntId = hunt.id;
}, 60_000);
afterAll(() => env.stop());

describe("a market learns how far its auctions rise", () => {
  test("before it holds closing records, an auction two days out is judged by the public anchor", async () => {
    const rows = await scanRows();
    const first = rows.find((r) => r.title === SIX[0]!.title)!;
    expect(first.reasons[0]).toBe("auction ends in 2 days with 0 bids: likely to close near $45.00");
  });

  test("after six of them are seen closed at 2.2× their first price, a new one two days out is judged at 2.2× its bid, saying so", async () => {
    env.sites.rewrite(SOLD, withItems(SIX.map((a) => item(a.id, a.title, 66, { bids: 9, sold: clock.now() }))));
    env.sites.rewrite(ACTIVE, withItems([item("286900000099", "HGST He8 8TB SAS HUH728080AL5200 no reserve", 25, { bids: 0, left: "2d 5h left" })]));
    const rows = await scanRows();
    const fresh = rows.find((r) => r.title === "HGST He8 8TB SAS HUH728080AL5200 no reserve")!;
    expect(fresh.reasons[0]).toBe("auction ends in 2 days with 0 bids: likely to close near $55.00 (as 6 of its market's auctions seen as long before their end closed)");
    // What it costs now is its bid; the judgement is of where it will likely close.
    expect(fresh.price).toBe(25);
  });
});
