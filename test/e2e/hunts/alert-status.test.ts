import { afterAll, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { createDeliveryWorker } from "../../../server/src/notify/index.ts";
import { createChannel, LOOPBACK_ENV } from "../../server/channels/helpers.ts";
import { startReceiver } from "../../server/notify/helpers/receiver.ts";
import { EPYC_HUNT, startScanningServer } from "./helpers.ts";

const clock = manualClock(Date.now());
const env = await startScanningServer(clock, LOOPBACK_ENV);
const worker = createDeliveryWorker(env.s.app.services, { clock, publicUrl: env.s.url });
const ok = startReceiver();
const gone = startReceiver(() => new Response("gone", { status: 410 }));
afterAll(() => {
  env.stop();
  ok.stop();
  gone.stop();
});

/** A new account with the given webhook destinations, its EPYC hunt scanned once. */
async function huntScanned(destinations: string[]) {
  const key = await env.s.user(`status-${crypto.randomUUID().slice(0, 8)}@example.com`, { tier: "lifetime" });
  for (const url of destinations) await createChannel(env.s, key, { channel_type: "webhook", notify_url: url });
  const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: EPYC_HUNT })).json()) as { id: string };
  const scan = (await (await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).json()) as { alerts_fired: number };
  expect(scan.alerts_fired).toBeGreaterThan(0);
  const status = async () => ((await (await env.s.fetch(`/hunts/${hunt.id}`, { key })).json()) as { last_alert_status: string }).last_alert_status;
  return { status };
}

describe("last_alert_status follows delivery", () => {
  test("no_channels without a channel; queued, then delivered once a channel takes it", async () => {
    expect(await (await huntScanned([])).status()).toBe("no_channels");
    const hunt = await huntScanned([`${ok.base}/in`]);
    expect(await hunt.status()).toBe("queued");
    await worker.runOnce();
    expect(await hunt.status()).toBe("delivered");
  });

  test("failed once every channel gave up; delivered when at least one took it", async () => {
    const failing = await huntScanned([`${gone.base}/in`]);
    await worker.runOnce();
    expect(await failing.status()).toBe("failed");
    const mixed = await huntScanned([`${gone.base}/in`, `${ok.base}/in`]);
    await worker.runOnce();
    expect(await mixed.status()).toBe("delivered");
  });
});
