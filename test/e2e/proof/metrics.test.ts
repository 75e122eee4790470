import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createDeliveryWorker } from "../../../server/src/notify/index.ts";
import { operations } from "@rackhunt/core/api";
import { startServer } from "../../support/server.ts";
import { mppClient, x402Clients } from "../../server/payments/harness.ts";
import { pickComponents, seedObservations, startPaidRackhunt } from "../payments/support.ts";
import { LOOPBACK_ENV } from "../../server/channels/helpers.ts";
import { startReceiver, type Receiver } from "../../server/notify/helpers/receiver.ts";
import { EPYC_HUNT, startScanningServer } from "../hunts/helpers.ts";
import { parsePrometheusText, total } from "./prometheus-text.ts";

let env: Awaited<ReturnType<typeof startScanningServer>>;
let receiver: Receiver;
let key: string;

beforeAll(async () => {
  env = await startScanningServer(undefined, LOOPBACK_ENV);
  receiver = startReceiver();
  key = await env.s.user("metrics@example.com", { tier: "lifetime" });
});
afterAll(() => {
  env.stop();
  receiver.stop();
});

async function scrape(s = env.s, headers: Record<string, string> = {}) {
  const r = await s.fetch("/metrics", { headers });
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
  return parsePrometheusText(await r.text());
}

describe("GET /metrics", () => {
  test("is valid Prometheus text with the documented families", async () => {
    const { types } = await scrape();
    // Exactly these: the library's default collectors are not registered.
    expect(Object.fromEntries(types)).toEqual({
      rackhunt_http_requests_total: "counter",
      rackhunt_http_request_duration_seconds: "histogram",
      rackhunt_scan_hunts_total: "counter",
      rackhunt_scan_duration_seconds: "histogram",
      rackhunt_source_fetches_total: "counter",
      rackhunt_source_listings_total: "counter",
      rackhunt_alerts_total: "counter",
      rackhunt_deliveries_total: "counter",
      rackhunt_payments_total: "counter",
      process_resident_memory_bytes: "gauge",
      process_heap_bytes: "gauge",
      process_uptime_seconds: "gauge",
      rackhunt_stream_reads_total: "counter",
      rackhunt_stream_items_total: "counter",
      rackhunt_stream_malformed_total: "counter",
      rackhunt_alert_latency_seconds: "gauge",
      rackhunt_alert_latency_seconds_count: "gauge",
    });
  });

  test("request counters and latency histograms move by operation and status", async () => {
    const before = (await scrape()).samples;
    for (let i = 0; i < 3; i++) expect((await env.s.fetch("/hunts", { key })).status).toBe(200);
    expect((await env.s.fetch("/hunts")).status).toBe(401);
    expect((await env.s.fetch("/hunts", { method: "POST", key, json: { name: "" } })).status).toBe(422);
    const after = (await scrape()).samples;
    const delta = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(delta("rackhunt_http_requests_total", { operation: "list_hunts", status: "200" })).toBe(3);
    expect(delta("rackhunt_http_requests_total", { operation: "list_hunts", status: "401" })).toBe(1);
    expect(delta("rackhunt_http_requests_total", { operation: "create_hunt", status: "422" })).toBe(1);
    expect(delta("rackhunt_http_request_duration_seconds_count", { operation: "list_hunts" })).toBe(4);
    expect(total(after, "rackhunt_http_request_duration_seconds_bucket", { operation: "list_hunts", le: "+Inf" })).toBe(total(after, "rackhunt_http_request_duration_seconds_count", { operation: "list_hunts" }));
  });

  test("a scan moves scans, per-source outcomes and alerts; the worker moves deliveries", async () => {
    const ch = await env.s.fetch("/users/me/channels", { method: "POST", key, json: { label: "hook", channel_type: "webhook", notify_url: `${receiver.base}/hook` } });
    expect(ch.status).toBe(201);
    const hunt = await env.s.fetch("/hunts", { method: "POST", key, json: EPYC_HUNT });
    const huntId = (await hunt.json()).id;
    const scanned = await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key });
    expect(scanned.status).toBe(200);
    const scan = await scanned.json();
    const m = (await scrape()).samples;
    expect(total(m, "rackhunt_scan_hunts_total", { trigger: "manual" })).toBe(1);
    for (const src of scan.sources) expect(total(m, "rackhunt_source_fetches_total", { source: src.source, outcome: src.ok ? "ok" : "error" })).toBe(1);
    expect(total(m, "rackhunt_source_listings_total")).toBeGreaterThanOrEqual(scan.listings_seen);
    expect(scan.alerts_fired).toBeGreaterThan(0);
    expect(total(m, "rackhunt_alerts_total", { action: "ALERT" })).toBe(scan.alerts_fired);

    const worker = createDeliveryWorker(env.s.app.services, { publicUrl: env.s.url });
    for (let i = 0; i < 5 && receiver.requests.length < scan.alerts_fired; i++) await worker.runOnce();
    const d = (await scrape()).samples;
    expect(total(d, "rackhunt_deliveries_total", { channel_type: "webhook", outcome: "delivered" })).toBe(scan.alerts_fired);
    expect(receiver.requests.length).toBe(scan.alerts_fired);
  });

  test("a paid request moves the payments counter by rail and outcome", async () => {
    const s = await startPaidRackhunt();
    try {
      const { trusted } = pickComponents(s);
      await seedObservations(s, trusted.id, 12, 100);
      const paidOp = Object.values(operations).find((o) => o.auth === "paid")!;
      const url = s.url + paidOp.path.replace("{component_id}", trusted.id);
      expect((await fetch(url)).status).toBe(402);
      expect((await x402Clients().fetch(url)).status).toBe(200);
      expect((await mppClient().fetch(url)).status).toBe(200);
      const p = (await scrape(s)).samples;
      expect(total(p, "rackhunt_payments_total", { rail: "x402", outcome: "settled" })).toBe(1);
      expect(total(p, "rackhunt_payments_total", { rail: "mpp_base", outcome: "settled" })).toBe(1);
      expect(total(p, "rackhunt_payments_total")).toBe(2);
      // The bare call and each client's first try are challenged; each retry with payment succeeds.
      expect(total(p, "rackhunt_http_requests_total", { operation: paidOp.name, status: "402" })).toBe(3);
      expect(total(p, "rackhunt_http_requests_total", { operation: paidOp.name, status: "200" })).toBe(2);
    } finally {
      s.stop();
    }
  });
});

describe("access to /metrics", () => {
  test("with RACKHUNT_METRICS_TOKEN set, only the matching bearer token scrapes", async () => {
    const s = await startServer({}, undefined, { metricsToken: "scrape-token-123" });
    try {
      expect((await s.fetch("/metrics")).status).toBe(401);
      const wrong = await s.fetch("/metrics", { headers: { Authorization: "Bearer scrape-token-12" } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ code: "unauthorized" });
      await scrape(s, { Authorization: "Bearer scrape-token-123" });
    } finally {
      s.stop();
    }
  });

  test("without a token, a caller that is not on loopback is refused", async () => {
    const s = await startServer({ RACKHUNT_TRUST_PROXY: "on" }, undefined, { metricsToken: null });
    try {
      const r = await s.fetch("/metrics", { headers: { "X-Forwarded-For": "203.0.113.7" } });
      expect(r.status).toBe(403);
      expect(await r.json()).toMatchObject({ code: "forbidden" });
      await scrape(s, { "X-Forwarded-For": "127.0.0.1" });
    } finally {
      s.stop();
    }
  });
});
