import { afterEach, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { createDeliveryWorker, MAX_DELIVERY_ATTEMPTS, verifyWebhookSignature } from "../../../server/src/notify/index.ts";
import { createChannel, PUBLIC_TEST_ADDRESS } from "../../server/channels/helpers.ts";
import { targetFor } from "../../server/notify/helpers/http-targets.ts";
import { parseMail } from "../../server/notify/helpers/mime.ts";
import { deadPort, delayed, type Responder, useReceivers } from "../../server/notify/helpers/receiver.ts";
import { startSmtp } from "../../server/notify/helpers/smtp.ts";
import { alertingServer, until } from "./support.ts";

const receiver = useReceivers();
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

const HOUR = 3_600_000;

/** A scanning server and a delivery worker on one manual clock: alerts are queued when a scan fires them, at that clock's time. */
async function setup(env: Record<string, string> = {}) {
  const clock = manualClock(Date.now());
  const made = await alertingServer(clock, env);
  cleanups.push(made.stop);
  const worker = createDeliveryWorker(made.s.app.services, { clock, publicUrl: made.s.url });
  const channel = async (id: string) =>
    ((await (await made.s.fetch("/users/me/channels", { key: made.key })).json()) as { channels: { id: string; alerts_sent: number; alerts_clicked: number; alerts_opened: number }[] }).channels.find((c) => c.id === id)!;
  const outbox = (alertId: string) => made.s.app.services.repos.outbox.forAlert(alertId);
  return { ...made, clock, worker, channel, outbox };
}

describe("the delivery outbox", () => {
  test("a scanned alert reaches a Gotify channel with its market figures: price per unit, verdict with percentile and median", async () => {
    const t = await setup();
    const gotify = receiver(() => Response.json({ id: 1 }));
    await createChannel(t.s, t.key, { channel_type: "gotify", notify_url: `gotify://${gotify.base.slice("http://".length)}/AqLq0m3PvYxkT.Z` });
    const { alert, listing } = await t.alertFromScan(0);
    const [row] = await t.outbox(alert.id);
    const market = row!.payload.market!;
    // The judgement's own figures travel with the alert.
    expect(market.unit_price).toBeGreaterThan(0);
    expect(market.unit_price).toBeLessThanOrEqual(listing.price);
    // The recorded market of the first demo hunt is trusted: the alert knows where its price sits.
    expect(market.verdict).toBe("BUY");
    expect(market.percentile).not.toBeNull();
    expect(market.median).toBeGreaterThan(market.unit_price!);
    expect(await t.worker.runOnce()).toMatchObject({ delivered: 1 });
    const sent = JSON.parse(gotify.requests[0]!.body);
    expect(gotify.requests[0]!.path).toBe("/message?token=AqLq0m3PvYxkT.Z");
    expect(sent.priority).toBe(8);
    const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(sent.message).toContain(`${usd(market.unit_price!)} per unit`);
    expect(sent.message).toContain(`Verdict BUY: p${market.percentile}, median ${usd(market.median!)}`);
    expect(sent.message).toContain(`/t/c/`);
  });

  test("an alert arrives once per channel with the right content, counted and tracked", async () => {
    const t = await setup();
    const hook = receiver();
    const ntfy = receiver();
    const wh = await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `${hook.base}/in` });
    const nt = await createChannel(t.s, t.key, { channel_type: "ntfy", notify_url: `${ntfy.base}/deals_topic` });
    const off = await createChannel(t.s, t.key, { channel_type: "ntfy", notify_url: `${ntfy.base}/muted` });
    await t.s.fetch(`/users/me/channels/${off.id}`, { method: "PATCH", key: t.key, json: { enabled: false } });

    const { alert, listing, huntId, huntName } = await t.alertFromScan(0);
    const alertId = alert.id;
    const queued = await t.outbox(alertId);
    expect(queued.map((row) => row.channel_id).sort()).toEqual([wh.id, nt.id].sort());
    expect(await t.worker.runOnce()).toEqual({ leased: 2, delivered: 2, retried: 0, failed: 0 });
    expect(await t.worker.runOnce()).toEqual({ leased: 0, delivered: 0, retried: 0, failed: 0 });

    expect(hook.requests).toHaveLength(1);
    const body = JSON.parse(hook.requests[0]!.body);
    expect(body).toEqual({
      ...queued[0]!.payload,
      click_url: expect.stringMatching(new RegExp(`^${t.s.url}/t/c/`)),
      feedback: { deal: expect.stringMatching(new RegExp(`^${t.s.url}/t/f/deal/`)), not_deal: expect.stringMatching(new RegExp(`^${t.s.url}/t/f/noise/`)) },
    });
    // What was queued is the alert the scan fired, on the listing the API shows.
    expect(body).toMatchObject({
      id: alertId,
      kind: "alert",
      hunt: { id: huntId, name: huntName },
      listing: { id: listing.id, title: listing.title, url: listing.url, price: listing.price, source: listing.source },
      score: alert.score,
      action: "ALERT",
    });
    expect(body.reasons.length).toBeGreaterThan(0);
    expect(hook.requests[0]!.headers.get("rackhunt-delivery")).toBe(alertId);
    expect(await verifyWebhookSignature(hook.requests[0]!.body, hook.requests[0]!.headers.get("rackhunt-signature"), wh.webhook_secret!)).toBe(true);
    expect(ntfy.requests.map((r) => r.path)).toEqual(["/deals_topic"]);
    expect(ntfy.requests[0]!.body).toContain(`Hunt: ${huntName}`);
    expect(ntfy.requests[0]!.body).toContain(body.reasons[0]);

    expect((await t.channel(wh.id)).alerts_sent).toBe(1);
    expect((await t.channel(nt.id)).alerts_sent).toBe(1);
    expect((await t.channel(off.id)).alerts_sent).toBe(0);
    expect(["webhook", "ntfy"]).toContain((await t.s.app.services.repos.outbox.alertChannel(alertId))!);

    const click = await fetch(body.click_url, { redirect: "manual" });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe(listing.url);
    expect((await t.channel(wh.id)).alerts_clicked).toBe(1);
    const forged = `${body.click_url.slice(0, -1)}${body.click_url.endsWith("A") ? "B" : "A"}`;
    expect((await fetch(forged, { redirect: "manual" })).status).toBe(404);
    const asOpen = body.click_url.replace("/t/c/", "/t/o/") + ".gif";
    expect((await fetch(asOpen)).status).toBe(404);
    expect((await t.channel(wh.id)).alerts_clicked).toBe(1);
  });

  test("destination down: retried with backoff, marked failed after the bound; the healthy channel is not held up", async () => {
    const t = await setup({ RACKHUNT_DELIVERY_TIMEOUT_MS: "500" });
    const ok = receiver();
    const dead = await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `http://127.0.0.1:${deadPort()}/in` });
    const live = await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `${ok.base}/in` });
    const alertId = (await t.alertFromScan(0)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ leased: 2, delivered: 1, retried: 1 });
    expect(ok.requests).toHaveLength(1);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i++) {
      t.clock.advance(2 * HOUR);
      expect(await t.worker.runOnce()).toMatchObject({ leased: 1 });
    }
    const rows = await t.outbox(alertId);
    const deadRow = rows.find((r) => r.channel_id === dead.id)!;
    expect(deadRow).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, lease_owner: null });
    expect(deadRow.last_error).toContain("unreachable");
    expect(rows.find((r) => r.channel_id === live.id)!.status).toBe("delivered");
    t.clock.advance(2 * HOUR);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
    expect(ok.requests).toHaveLength(1);
    expect((await t.channel(dead.id)).alerts_sent).toBe(0);
  });

  test("500 then 200: one retry after the backoff, same delivery id", async () => {
    const t = await setup();
    const flaky = receiver((_r, i) => new Response(i === 0 ? "busy" : "ok", { status: i === 0 ? 500 : 200 }));
    await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `${flaky.base}/in` });
    const alertId = (await t.alertFromScan(0)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ retried: 1 });
    const [row] = await t.outbox(alertId);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_status: 500 });
    expect(row!.next_attempt_at).toBeGreaterThan(t.clock.now());
    expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
    t.clock.set(row!.next_attempt_at);
    expect(await t.worker.runOnce()).toMatchObject({ delivered: 1 });
    expect(flaky.requests.map((r) => r.headers.get("rackhunt-delivery"))).toEqual([alertId, alertId]);
    expect((await t.outbox(alertId))[0]).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
  });

  /** One channel of each homelab type, each on its own receiver answering `respond`; Teams (HTTPS only) reached through a public name. */
  async function homelabChannels(t: Awaited<ReturnType<typeof setup>>, respond: Responder) {
    const types = ["apprise", "gotify", "pushover", "matrix", "homeassistant", "mattermost", "msteams"] as const;
    const receivers = Object.fromEntries(types.map((type) => [type, receiver(respond)]));
    t.s.app.services.notify.apiBase = { pushover: receivers.pushover!.base };
    const teamsPort = String(receivers.msteams!.port);
    t.s.app.services.notify.fetch = ((input: URL, init?: RequestInit) => {
      const url = new URL(input);
      if (url.hostname !== PUBLIC_TEST_ADDRESS && url.hostname !== "127.0.0.1") throw new TypeError("test network: not loopback");
      if (url.hostname === PUBLIC_TEST_ADDRESS) Object.assign(url, { protocol: "http:", hostname: "127.0.0.1", port: teamsPort });
      return fetch(url, init);
    }) as typeof fetch;
    const channels = new Map<string, string>();
    for (const type of types) {
      const { target } = targetFor(type, receivers[type]!.base);
      channels.set((await createChannel(t.s, t.key, { channel_type: type, notify_url: target.notify_url, label: type })).id, type);
    }
    return { receivers, channels };
  }

  test("every homelab type: a 429 is retried no sooner than its Retry-After, then delivered", async () => {
    const t = await setup();
    const { receivers, channels } = await homelabChannels(t, (_r, i) => (i === 0 ? new Response("slow down", { status: 429, headers: { "retry-after": "900" } }) : Response.json({ event_id: "$e", status: 1 })));
    const alertId = (await t.alertFromScan(0)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ leased: 7, retried: 7 });
    for (const row of await t.outbox(alertId)) {
      expect({ type: channels.get(row.channel_id), status: row.status, last_status: row.last_status }).toEqual({ type: channels.get(row.channel_id), status: "pending", last_status: 429 });
      expect(row.next_attempt_at - t.clock.now()).toBeGreaterThanOrEqual(900_000);
    }
    // Past the backoff's first step (30 s) but inside the destination's 900 s: nothing is sent.
    t.clock.advance(120_000);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
    t.clock.advance(900_000);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 7, delivered: 7 });
    for (const [type, r] of Object.entries(receivers)) expect({ type, requests: r.requests.length }).toEqual({ type, requests: 2 });
  });

  test("every homelab type: a 5xx is retried after the backoff; a 4xx fails at once, never retried", async () => {
    const t = await setup();
    const { channels } = await homelabChannels(t, (_r, i) => new Response(i === 0 ? "bad request" : "busy", { status: i === 0 ? 400 : 503 }));
    const alertId = (await t.alertFromScan(0)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ leased: 7, failed: 7 });
    for (const row of await t.outbox(alertId)) {
      expect({ type: channels.get(row.channel_id), status: row.status, attempts: row.attempts, last_status: row.last_status }).toEqual({ type: channels.get(row.channel_id), status: "failed", attempts: 1, last_status: 400 });
    }
    t.clock.advance(2 * HOUR);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
    const second = (await t.alertFromScan(1)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ leased: 7, retried: 7 });
    expect((await t.outbox(second)).map((row) => [row.status, row.last_status])).toEqual(Array(7).fill(["pending", 503]));
    t.clock.advance(2 * HOUR);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 7, retried: 7 });
  });

  test("slow past the timeout: the attempt is abandoned and retried, then delivered", async () => {
    const t = await setup({ RACKHUNT_DELIVERY_TIMEOUT_MS: "300" });
    const slow = receiver((_r, i) => (i === 0 ? delayed(1_000, () => new Response("late")) : new Response("ok")));
    await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `${slow.base}/in` });
    const alertId = (await t.alertFromScan(0)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ retried: 1 });
    expect((await t.outbox(alertId))[0]!.last_error).toContain("within 300 ms");
    t.clock.advance(2 * HOUR);
    expect(await t.worker.runOnce()).toMatchObject({ delivered: 1 });
    expect((await t.outbox(alertId))[0]!.status).toBe("delivered");
  });

  test("email is a digest: alerts wait for the window, then go in one mail with tracked links and an open pixel", async () => {
    const smtp = await startSmtp({ user: "mailer", pass: "mailpass" });
    try {
      const t = await setup({ RACKHUNT_SMTP_URL: `smtp://mailer:mailpass@127.0.0.1:${smtp.port}`, RACKHUNT_DIGEST_MINUTES: "60" });
      const ch = await createChannel(t.s, t.key, { channel_type: "email", notify_url: "mailto:alice@example.com" });
      const t0 = t.clock.now();
      const scanned = [];
      for (const [n, min] of [0, 10, 20].entries()) {
        t.clock.set(t0 + min * 60_000);
        scanned.push(await t.alertFromScan(n));
      }
      const ids = scanned.map((a) => a.alert.id);
      t.clock.set(t0 + 30 * 60_000);
      expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
      t.clock.set(t0 + 60 * 60_000);
      expect(await t.worker.runOnce()).toMatchObject({ leased: 3, delivered: 3 });
      expect(smtp.mails).toHaveLength(1);
      const mail = parseMail(smtp.mails[0]!.raw);
      expect(mail.headers.get("x-rackhunt-alerts")!.split(",").sort()).toEqual([...ids].sort());
      for (const { listing } of scanned) expect(mail.text).toContain(listing.title);
      const pixel = /src="([^"]+\/t\/o\/[^"]+\.gif)"/.exec(mail.html)?.[1];
      expect(pixel).toStartWith(t.s.url);
      const gif = await fetch(pixel!);
      expect(gif.headers.get("content-type")).toBe("image/gif");
      const bytes = new Uint8Array(await gif.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe("GIF89a");
      const links = [...mail.html.matchAll(/href="([^"]+\/t\/c\/[^"]+)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect((await fetch(links[0]!, { redirect: "manual" })).status).toBe(302);
      expect(await t.channel(ch.id)).toMatchObject({ alerts_sent: 3, alerts_opened: 1, alerts_clicked: 1 });
      expect(await t.worker.runOnce()).toMatchObject({ leased: 0 });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  test("a vendor that echoes its token: neither the outbox row, the log nor an API response carries it", async () => {
    const t = await setup();
    const token = "444555666:AAHdeliveryEchoSecret_0123456789abc";
    const tg = receiver((req) => Response.json({ ok: false, error_code: 400, description: `bad request at ${req.path}` }, { status: 400 }));
    t.s.app.services.notify.apiBase = { telegram: tg.base };
    const ch = await createChannel(t.s, t.key, { channel_type: "telegram", notify_url: `telegram://${token}@-100777` });
    const alertId = (await t.alertFromScan(0)).alert.id;
    expect(await t.worker.runOnce()).toMatchObject({ failed: 1 });
    expect(tg.requests[0]!.path).toBe(`/bot${token}/sendMessage`);
    const row = (await t.outbox(alertId))[0]!;
    expect(row.last_status).toBe(400);
    const secret = token.split(":")[1]!;
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(t.s.logs.join("")).toContain('"outcome":"failed"');
    expect(t.s.logs.join("")).not.toContain(secret);
    expect(JSON.stringify(await t.channel(ch.id))).not.toContain(secret);
  });

  test("start() polls until stop(); a channel disabled after queueing gets its rows failed, not sent", async () => {
    const t = await setup();
    const hook = receiver();
    const ch = await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `${hook.base}/in` });
    const loop = createDeliveryWorker(t.s.app.services, { intervalMs: 20, publicUrl: t.s.url });
    loop.start();
    await t.alertFromScan(0);
    await until(() => hook.requests.length === 1, 5_000);
    // Two more finished runs: the loop kept polling and did not send the delivered row again.
    const polled = loop.runs;
    await until(() => loop.runs >= polled + 2, 5_000);
    expect(hook.requests).toHaveLength(1);
    await loop.stop();
    const runsAtStop = loop.runs;

    const later = (await t.alertFromScan(1)).alert;
    // A witness on the same interval, an hour behind so nothing is due for it: timers of equal
    // delay fire in order, so by its third run a loop still polling would have run too.
    const witness = createDeliveryWorker(t.s.app.services, { intervalMs: 20, clock: manualClock(t.clock.now() - HOUR), publicUrl: t.s.url });
    witness.start();
    await until(() => witness.runs >= 3, 5_000);
    await witness.stop();
    expect(loop.runs).toBe(runsAtStop);
    expect(hook.requests).toHaveLength(1);
    expect((await t.outbox(later.id))[0]!.status).toBe("pending");

    await t.s.fetch(`/users/me/channels/${ch.id}`, { method: "PATCH", key: t.key, json: { enabled: false } });
    t.clock.advance(1_000);
    expect(await t.worker.runOnce()).toMatchObject({ leased: 1, failed: 1 });
    expect((await t.outbox(later.id))[0]).toMatchObject({ status: "failed", last_error: "[notify] channel disabled" });
    expect(hook.requests).toHaveLength(1);
  });
});
