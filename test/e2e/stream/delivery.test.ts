import { afterEach, describe, expect, test } from "bun:test";
import { rackhunt } from "../../support/cli.ts";
import { WebClient } from "../web/web-client.ts";
import { scrapeValue } from "../proof/serve-process.ts";
import { api, DRIVE_HUNT, drive, other, streamWorld, until } from "./helpers.ts";

let world: Awaited<ReturnType<typeof streamWorld>> | null = null;
afterEach(async () => {
  await world?.stop();
  world = null;
});

/** A lifetime account's hunt with a webhook, on a server started with its defaults plus the feed, once its first scheduled search has run. */
async function huntWithWebhook() {
  world = await streamWorld("lifetime");
  const s = await world.serve();
  const channel = await api(s.url, world.key, "/users/me/channels", { method: "POST", json: { label: "hook", channel_type: "webhook", notify_url: world.hook.url } });
  expect(channel.status).toBe(201);
  const hunt = await api(s.url, world.key, "/hunts", { method: "POST", json: DRIVE_HUNT });
  expect(hunt.status).toBe(201);
  const id = hunt.body.id as string;
  // The hunt's own deep search runs once at creation; after it, only the stream can find anything for an hour.
  await until(async () => (await api(s.url, world!.key, `/hunts/${id}`)).body.last_run_at !== null, 30_000, "the first scheduled search");
  const lastRun = (await api(s.url, world.key, `/hunts/${id}`)).body.last_run_at;
  return { s, id, lastRun, w: world };
}

describe("the stream delivers a new listing's alert to a webhook with no scan", () => {
  test("a matching item published on the feed arrives at the webhook; the hunt's own search did not run", async () => {
    const { s, id, lastRun, w } = await huntWithWebhook();
    const entitlements = await api(s.url, w.key, "/users/me/entitlements");
    expect(entitlements.body.stream).toBe(true);
    w.feed.publish(other("new-1"), drive("drive-1"));
    await until(() => w.hook.bodies.length > 0, 30_000, "the webhook");
    expect(w.hook.bodies).toHaveLength(1);
    expect(w.hook.bodies[0]!.hunt.id).toBe(id);
    expect(w.hook.bodies[0]!.listing.url).toBe("https://deals.example/d/drive-1");
    expect(w.hook.bodies[0]!.listing.source).toBe("aggregator");
    // No scan ran: not a manual one (none was asked for), not the scheduled one.
    expect((await api(s.url, w.key, `/hunts/${id}`)).body.last_run_at).toBe(lastRun);

    // Its latency, posted to delivered, is published: /metrics, the CLI, the hunt's web page.
    await until(async () => (await scrapeValue(s.url, "rackhunt_alert_latency_seconds_count", { source: "aggregator" })) === 1, 10_000, "the latency in /metrics");
    const metrics = await (await fetch(`${s.url}/metrics`)).text();
    expect(metrics).toMatch(/rackhunt_alert_latency_seconds\{source="aggregator",quantile="0.5"\} \d/);
    expect(metrics).toMatch(/rackhunt_alert_latency_seconds\{source="aggregator",quantile="0.95"\} \d/);
    expect(await scrapeValue(s.url, "rackhunt_stream_items_total", { source: "aggregator" })).toBeGreaterThanOrEqual(2);
    const cli = rackhunt(["stream"], { env: w.db.env });
    expect(cli.code).toBe(0);
    expect(cli.out).toMatch(/aggregator\s+ok/);
    expect(cli.out).toMatch(/aggregator\s+p50 [\d.]+ s\s+p95 [\d.]+ s\s+\(1 alerts\)/);
    const web = new WebClient(s.url);
    await web.page("/signin");
    await web.post("/signin/key", { api_key: w.key, next: `/my/hunts/${id}` });
    const page = await web.page(`/my/hunts/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/aggregator: p50 [\d.]+ s, p95 [\d.]+ s from posting to delivery \(1 alert,/);
    // And on the public quality record (issue 29), per source with its n.
    const quality = (await (await fetch(`${s.url}/api/public/quality`)).json()) as { by_source: { key: string; latency: { n: number; measured: boolean; p50_seconds: number | null } }[] };
    const row = quality.by_source.find((r) => r.key === "aggregator");
    expect(row?.latency).toMatchObject({ n: 1, measured: true });
    expect(row!.latency.p50_seconds).toBeGreaterThanOrEqual(0);
  }, 90_000);

  test("a burst of 120 new items between two reads: every one is judged, none lost", async () => {
    const { s, id, w } = await huntWithWebhook();
    // Published at once, so they all land between two reads; the feed pages them 50 at a time.
    const burst = Array.from({ length: 120 }, (_, i) => drive(`burst-${i}`, 40 + i));
    w.feed.publish(...burst);
    const urls = new Set(burst.map((b) => `https://deals.example/d/${b.id}`));
    let seen = new Set<string>();
    await until(async () => {
      const page = await api(s.url, w.key, `/hunts/${id}/listings?limit=200`);
      seen = new Set((page.body as unknown as { url: string }[]).map((l) => l.url).filter((u) => urls.has(u)));
      return seen.size === 120;
    }, 60_000, "all 120 listings judged for the hunt");
    expect(seen.size).toBe(120);
    // Those under the $60 target alerted, each once.
    await until(() => w.hook.bodies.length >= 20, 60_000, "the burst's alerts");
    const alerted = w.hook.bodies.map((b) => b.listing.url);
    expect(new Set(alerted).size).toBe(alerted.length);
  }, 90_000);
});
