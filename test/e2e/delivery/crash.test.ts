import { afterEach, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { createApp } from "../../../server/src/app.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { createLogger } from "../../../server/src/http/logger.ts";
import { createDeliveryWorker, leaseFor } from "../../../server/src/notify/index.ts";
import type { TestServer } from "../../support/server.ts";
import { createChannel, LOOPBACK_ENV } from "../../server/channels/helpers.ts";
import { startReceiver, type Receiver } from "../../server/notify/helpers/receiver.ts";
import { alertingServer, until } from "./support.ts";

const TIMEOUT_MS = 5_000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

/**
 * A worker process on the server's database. It logs at debug level, so each run it finishes
 * shows as a "delivery run" line.
 */
function spawnWorker(s: TestServer) {
  const proc = Bun.spawn([process.execPath, new URL("./worker-process.ts", import.meta.url).pathname], {
    env: { ...process.env, ...LOOPBACK_ENV, ...s.db.env, RACKHUNT_DELIVERY_TIMEOUT_MS: String(TIMEOUT_MS), RACKHUNT_LOG_LEVEL: "debug" },
    stdout: "pipe",
    stderr: "ignore",
  });
  let out = "";
  void (async () => {
    const reader = proc.stdout.getReader();
    const decoder = new TextDecoder();
    for (let next = await reader.read(); !next.done; next = await reader.read()) out += decoder.decode(next.value, { stream: true });
  })();
  cleanups.push(() => proc.kill(9));
  /** Runs the worker finished whose log line is stamped later than `ms` (epoch milliseconds). */
  const runsFinishedAfter = (ms: number) =>
    out.split("\n").filter((line) => line.includes('"msg":"delivery run"') && Date.parse(JSON.parse(line).ts) > ms).length;
  return { proc, output: () => out, runsFinishedAfter };
}

/** A second app (its own connection) on the same database file, as a restarted process would open it. */
async function reopen(s: TestServer) {
  const config = loadConfig({ ...LOOPBACK_ENV, ...s.db.env, RACKHUNT_DELIVERY_TIMEOUT_MS: String(TIMEOUT_MS), RACKHUNT_LOG_LEVEL: "silent" });
  const app = await createApp({ config, logger: createLogger("silent", () => {}) });
  cleanups.push(() => app.database.close());
  return app;
}

/** Deliveries a receiver acknowledged with a 2xx, keyed by path and alert id. */
function ackCounts(acked: { path: string; id: string | null }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of acked) counts.set(`${a.path} ${a.id}`, (counts.get(`${a.path} ${a.id}`) ?? 0) + 1);
  return counts;
}

/** A scanning server with `channels` webhook channels to one receiver, and `alerts` alerts queued by as many scans. */
async function setupChannels(channels: number, alerts: number, respond: Parameters<typeof startReceiver>[0]) {
  const made = await alertingServer();
  const r: Receiver = startReceiver(respond);
  cleanups.push(made.stop, () => r.stop());
  for (let c = 0; c < channels; c++) await createChannel(made.s, made.key, { channel_type: "webhook", notify_url: `${r.base}/ch${c}` });
  const ids: string[] = [];
  for (let n = 0; n < alerts; n++) ids.push((await made.alertFromScan(n)).alert.id);
  return { ...made, r, ids };
}

describe("delivery across crashes and concurrent workers", () => {
  test("a worker killed mid-delivery: a new worker leaves its leases alone until they expire, then every alert is delivered exactly once", async () => {
    let phase: "hang" | "answer" = "hang";
    const hanging: (() => void)[] = [];
    const acked: { path: string; id: string | null }[] = [];
    const { s, r, ids } = await setupChannels(3, 4, (req) => {
      if (phase === "hang") return new Promise<Response>((resolve) => hanging.push(() => resolve(new Response("gone", { status: 503 }))));
      acked.push({ path: req.path, id: req.headers.get("rackhunt-delivery") });
      return new Response("ok");
    });
    cleanups.push(() => hanging.forEach((release) => release()));

    const first = spawnWorker(s);
    await until(() => r.requests.length === 3); // one send in flight per channel
    first.proc.kill(9);
    await first.proc.exited;
    phase = "answer";

    const repos = (await reopen(s)).services.repos;
    const inFlight = new Set(r.requests.map((q) => `${q.path} ${q.headers.get("rackhunt-delivery")}`));
    const sending = (await repos.outbox.all()).filter((row) => row.status === "sending");
    expect(sending).toHaveLength(9); // 3 leased per channel by the dead worker
    const restarted = await reopen(s);
    const before = createDeliveryWorker(restarted.services, { publicUrl: s.url });
    expect(await before.runOnce()).toMatchObject({ leased: 3, delivered: 3 });
    for (const key of inFlight) expect(acked.some((a) => `${a.path} ${a.id}` === key)).toBe(false);

    const clock = manualClock(Date.now() + leaseFor(TIMEOUT_MS) + 1_000);
    const after = createDeliveryWorker(restarted.services, { clock, publicUrl: s.url });
    for (let i = 0; i < 5 && (await repos.outbox.all()).some((row) => row.status !== "delivered"); i++) await after.runOnce();

    const rows = await repos.outbox.all();
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
    const counts = ackCounts(acked);
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const id of ids) expect(rows.filter((row) => row.alert_id === id)).toHaveLength(3);
    expect(rows.filter((row) => row.attempts === 2)).toHaveLength(9);
    expect((await repos.channels.list(rows[0]!.user_id)).map((c) => c.alerts_sent)).toEqual([4, 4, 4]);
  }, 30_000);

  test("two worker processes on one database file never send the same row twice", async () => {
    const acked: { path: string; id: string | null }[] = [];
    const { s, r, alertFromScan } = await setupChannels(5, 0, async (req) => {
      await Bun.sleep(Math.random() * 15);
      acked.push({ path: req.path, id: req.headers.get("rackhunt-delivery") });
      return new Response("ok");
    });
    const a = spawnWorker(s);
    const b = spawnWorker(s);
    await until(() => a.output().includes('"ready"') && b.output().includes('"ready"'));
    const repos = s.app.services.repos;
    for (let n = 0; n < 12; n++) await alertFromScan(n);
    await until(async () => (await repos.outbox.all()).every((row) => row.status === "delivered"), 20_000);
    // Every row is delivered. A straggling duplicate would come from a run in flight now or a later
    // one: wait until each worker has finished two runs after this moment (the second of them
    // began after it), so both have looked at the outbox since and found nothing to send.
    const allDelivered = Date.now();
    await until(() => a.runsFinishedAfter(allDelivered) >= 2 && b.runsFinishedAfter(allDelivered) >= 2);
    a.proc.kill(9);
    b.proc.kill(9);
    expect(r.requests).toHaveLength(60);
    const counts = ackCounts(acked);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const delivered = (out: string) => out.split("\n").filter((line) => line.includes('"outcome":"delivered"')).length;
    expect(delivered(a.output()) + delivered(b.output())).toBe(60);
    expect(delivered(a.output())).toBeGreaterThan(0);
    expect(delivered(b.output())).toBeGreaterThan(0);
  }, 30_000);
});
