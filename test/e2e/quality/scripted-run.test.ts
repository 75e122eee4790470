/**
 * A scripted run of the quality record over HTTP: a scan of the recorded sites alerts on a drive
 * auction in its last hours, the alert reaches a webhook, its "a deal" link is followed, and a later
 * scan sees the same item sold among the sold comparables. Then /api/public/quality, the /quality
 * page and `rackhunt quality` show alert precision and price error with their n, and latency as
 * not measured yet.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { QualityReport } from "@rackhunt/core/schemas";
import { manualClock } from "../../../server/src/clock.ts";
import { createDeliveryWorker } from "../../../server/src/notify/index.ts";
import { rackhunt } from "../../support/cli.ts";
import { createChannel, LOOPBACK_ENV, withAccount } from "../../server/channels/helpers.ts";
import { useReceivers } from "../../server/notify/helpers/receiver.ts";
import { startScanningServer } from "../hunts/helpers.ts";

const HOUR = 3_600_000;
const ACTIVE = "auction/ebay-srp-synthetic-homelab-active-drives.html";
const SOLD = "auction/ebay-srp-synthetic-homelab-sold-drives.html";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ITEM = { id: "286900000777", title: "HGST Ultrastar He8 8TB SAS HUH728080AL5200 tested drive" };
const SOLD_PRICE = 66;
const receiver = useReceivers();
const clock = manualClock(Date.now());

/** One search result as the marketplace writes it: an open auction, or a sold one with its date. */
function item(price: number, extra: { bids: number; left?: string; sold?: number }): string {
  const d = extra.sold === undefined ? null : new Date(extra.sold);
  const caption = d ? `<div class="s-item__caption"><span class="s-item__caption--signal POSITIVE">Sold  ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}</span></div>` : "";
  const left = extra.left ? `<div class="s-item__detail s-item__detail--primary"><span class="s-item__time-left">${extra.left}</span></div>` : "";
  return `<li class="s-item s-item__pl-on-bottom" id="item${ITEM.id}"><div class="s-item__wrapper clearfix"><div class="s-item__info clearfix">${caption}<a href="https://www.ebay.com/itm/${ITEM.id}" class="s-item__link"><div class="s-item__title"><span role="heading" aria-level="3">${ITEM.title}</span></div></a><div class="s-item__subtitle"><span class="SECONDARY_INFO">Pre-Owned</span></div><div class="s-item__details clearfix"><div class="s-item__detail s-item__detail--primary"><span class="s-item__price">$${price.toFixed(2)}</span></div><div class="s-item__detail s-item__detail--primary"><span class="s-item__bids s-item__bidCount">${extra.bids} bids</span></div>${left}</div></div></div></li>`;
}
const first = (html: string) => (body: string) => body.replace('<ul class="srp-results srp-list clearfix">', `<ul class="srp-results srp-list clearfix">${html}`);

let env: Awaited<ReturnType<typeof startScanningServer>>;
let key = "";
let huntId = "";
let median = 0;
let alertId = "";
let report: QualityReport;

async function scan(): Promise<void> {
  clock.advance(2 * HOUR); // past the manual-scan spacing and RACKHUNT_SOLD_COMPS_HOURS
  expect((await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key })).status).toBe(200);
}

beforeAll(async () => {
  env = await startScanningServer(clock, { ...LOOPBACK_ENV, RACKHUNT_SOLD_COMPS_HOURS: "1" });
  key = (await withAccount(env.s, "lifetime")).key;
  const hook = receiver();
  await createChannel(env.s, key, { channel_type: "webhook", notify_url: `${hook.base}/in` });
  env.sites.rewrite(ACTIVE, first(item(52, { bids: 6, left: "3h 10m left" })));
  const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: "HGST He8 8TB SAS", config: {}, target_price: 100, poll_interval_hours: 1 } })).json()) as { id: string };
  huntId = hunt.id;
  await scan();
  // Delivered to the webhook: the message carries the median the listing is judged against and the feedback links.
  const worker = createDeliveryWorker(env.s.app.services, { clock, publicUrl: env.s.url });
  while ((await worker.runOnce()).leased > 0); // a channel's rows go out a few per run
  const message = hook.requests.map((r) => JSON.parse(r.body)).find((m) => m.listing.title === ITEM.title);
  expect(message).toBeDefined();
  median = message.market.median;
  alertId = message.id;
  expect(median).toBeGreaterThan(0);
  expect((await fetch(message.feedback.deal)).status).toBe(200);
  // Later the sold comparables show the same item sold.
  env.sites.rewrite(SOLD, first(item(SOLD_PRICE, { bids: 9, sold: clock.now() })));
  env.sites.rewrite(ACTIVE, null);
  await scan();
  clock.advance(2 * 60_000); // past the once-a-minute cache of the record
  const res = await env.s.fetch("/api/public/quality");
  expect(res.status).toBe(200);
  report = (await res.json()) as QualityReport;
}, 90_000);
afterAll(() => env?.stop());

describe("the quality record after a scripted run", () => {
  test("/api/public/quality: precision 1 of n 1, price error of the one sale against the median it was judged at, latency of the alerts delivered", () => {
    const error = Math.round((Math.abs(median - SOLD_PRICE) / SOLD_PRICE) * 1000) / 10;
    expect(report.overall.precision).toEqual({ value: 1, n: 1, deal: 1, edge: 0, noise: 0 });
    expect(report.overall.price_error).toEqual({ median_ape_pct: error, n: 1 });
    // The scan's alerts went out to the webhook: their latency is measured, per source; categories have none.
    expect(report.overall.latency).toMatchObject({ measured: true });
    expect(report.overall.latency.n).toBeGreaterThan(0);
    expect(report.by_source.reduce((n, r) => n + r.latency.n, 0)).toBe(report.overall.latency.n);
    expect(report.by_category.every((r) => !r.latency.measured)).toBe(true);
    expect(report.by_category[0]).toMatchObject({ key: "hdd", precision: report.overall.precision, price_error: report.overall.price_error });
    expect(report.by_source[0]).toMatchObject({ key: "auction", precision: report.overall.precision, price_error: report.overall.price_error });
    expect(report.by_source.slice(1).every((r) => r.precision.n === 0 && r.price_error.n === 0)).toBe(true);
    expect(report.price_error_by_condition).toEqual([{ category: "hdd", condition: "used", median_ape_pct: error, n: 1 }]);
    expect(report.window_days).toBe(90);
    // The recorded sold pages give the benchmarks days of sales to be graded against as a 7-day forecast.
    expect(report.overall.forecast.n).toBeGreaterThan(0);
    expect(report.overall.forecast.median_ape_pct).not.toBeNull();
    const sum = (rows: { forecast: { n: number } }[]) => rows.reduce((n, r) => n + r.forecast.n, 0);
    expect(sum(report.by_category)).toBe(report.overall.forecast.n);
    expect(sum(report.by_source)).toBe(report.overall.forecast.n);
    expect(report.method.precision).toContain("deal ÷ labelled");
  });

  test("a second sighting of the sold item adds nothing: a sale counts once", async () => {
    await scan();
    clock.advance(2 * 60_000);
    const again = (await (await env.s.fetch("/api/public/quality")).json()) as QualityReport;
    expect(again.overall.price_error.n).toBe(1);
  });

  test("/quality shows the same figures with their n, and the method in words", async () => {
    const res = await env.s.fetch("/quality");
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const cells = (r: QualityReport["overall"]) =>
      `${r.key} 100% 1 ±${r.price_error.median_ape_pct!.toFixed(1)}% 1 ±${r.forecast.median_ape_pct!.toFixed(1)}% ${r.forecast.n} ` +
      (r.latency.measured ? `${r.latency.p50_seconds} s / ${r.latency.p95_seconds} s ${r.latency.n}` : "not measured yet 0");
    expect(text).toContain(cells(report.by_category[0]!));
    expect(text).toContain(cells(report.by_source[0]!));
    expect(text).toContain("How each figure is computed");
  });

  test("`rackhunt quality` prints the same figures for the operator", () => {
    const run = rackhunt(["quality"], { env: env.s.db.env });
    expect(run.code).toBe(0);
    expect(run.out).toContain("precision 100% (n 1)");
    expect(run.out).toContain(`price error ±${report.overall.price_error.median_ape_pct!.toFixed(1)}% (n 1)`);
    // The forecast's days follow the CLI's own clock (the server's is a test clock hours ahead): its form only.
    expect(run.out).toMatch(/overall: .*7-day forecast error ±\d+\.\d% \(n [1-9]\d*\)/);
    expect(run.out).toMatch(new RegExp(`overall: .*latency p50 [\\d.]+ s, p95 [\\d.]+ s \\(n ${report.overall.latency.n}\\)`));
  });
});

describe("caching", () => {
  test("the record is recomputed at most once a minute: a label changed now shows after the minute", async () => {
    expect((await env.s.fetch(`/hunts/${huntId}/alerts/${alertId}/feedback`, { method: "POST", key, json: { label: "noise" } })).status).toBe(200);
    const within = (await (await env.s.fetch("/api/public/quality")).json()) as QualityReport;
    expect(within.overall.precision.value).toBe(1);
    clock.advance(61_000);
    const after = (await (await env.s.fetch("/api/public/quality")).json()) as QualityReport;
    expect(after.overall.precision).toMatchObject({ value: 0, n: 1, noise: 1 });
    expect(Date.parse(after.generated_at)).toBeGreaterThan(Date.parse(within.generated_at));
  });
});
