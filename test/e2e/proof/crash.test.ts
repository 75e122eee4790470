/**
 * Crash test: `rackhunt serve` scanning the recorded sites and delivering to a webhook receiver
 * on loopback is killed with SIGKILL again and again — during scans and during deliveries — and
 * restarted. Once the leases of the dead processes have run out (a scheduler and a delivery
 * worker on a clock moved past them, as in test/e2e/delivery/crash.test.ts) every qualifying
 * listing has exactly one alert per hunt, every alert reached the receiver (de-duplicated by its
 * Rackhunt-Delivery id), and the database passes integrity_check after every kill.
 */
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../../server/src/app.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";
import { createLogger } from "../../../server/src/http/logger.ts";
import { newKey } from "../../../server/src/operations/account.ts";
import { databaseOf } from "../../support/database.ts";
import { auditAlerts, deliveryReceiver, integrity, leftovers, settleAfterLeases } from "./crash-checks.ts";
import { spawnServe } from "./serve-process.ts";

/**
 * Milliseconds after start-up at which each round is killed. A scan takes ~1.2 s (the polite
 * fetcher spaces requests to one host by 1 s); the delivery worker runs at start-up and every 5 s,
 * so 300 ms lands in the start-up delivery run, 900 ms mid-fetch, 1600 ms after the scans, 5400 ms
 * in the second delivery run.
 */
const KILL_AFTER_MS = (process.env.RACKHUNT_CRASH_KILLS ?? "2500,300,900,300,5400,1600,300").split(",").map(Number);
/** One query for every hunt keeps a scan to three fetches; prices differ so hunts alert differently. */
const TARGETS = [150, 220, 120, 300, 180];
const DELIVERY_TIMEOUT_MS = 2_000;

const dir = mkdtempSync(join(tmpdir(), "rackhunt-crash-"));
const dbPath = join(dir, "rackhunt.db");
const db = databaseOf({ RACKHUNT_DB: dbPath });
const sites = serveRecordedSites();
const receiver = deliveryReceiver(60, 100);
const received = receiver.received;
afterAll(() => {
  receiver.stop();
  sites.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ENV = {
  RACKHUNT_DB: dbPath,
  ...sites.sourcesEnv,
  RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on",
  RACKHUNT_SECRET_KEY: "crash-secret-key-material-0123456789abcdef",
  RACKHUNT_RATE_LIMITS: "off",
  RACKHUNT_MAX_PAGES: "1",
  RACKHUNT_DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
  RACKHUNT_PUBLIC_URL: "http://rackhunt.test",
};

const huntBody = (i: number) => ({ name: `crash ${i}`, config: { query: "epyc" }, target_price: TARGETS[i % TARGETS.length], ceiling_price: 700, poll_interval_hours: 1 });


test("SIGKILL during scans and deliveries: no alert lost or fired twice, every alert delivered, the database sound", async () => {
  // An admin account (manual scans are not rate limited), two webhook channels, six hunts.
  const seed = await createApp({ config: loadConfig({ ...ENV, RACKHUNT_LOG_LEVEL: "silent" }), logger: createLogger("silent", () => {}) });
  const { key, stored } = newKey();
  await seed.services.repos.users.create({ id: crypto.randomUUID(), email: "crash@example.com", tier: "lifetime", is_admin: true, now: Date.now() }, stored);
  await seed.database.close();
  let next = 0;
  const api = (url: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(url + path, { method: init.method ?? "GET", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: init.json === undefined ? undefined : JSON.stringify(init.json) });

  let interrupted = 0;
  let midDelivery = 0;
  const rounds: string[] = [];
  for (const [round, killAfter] of KILL_AFTER_MS.entries()) {
    const receivedBefore = received.length;
    const serve = await spawnServe(ENV);
    if (round === 0) {
      for (const path of ["/a", "/b"]) {
        const ch = await api(serve.url, "/users/me/channels", { method: "POST", json: { label: path, channel_type: "webhook", notify_url: `http://127.0.0.1:${receiver.port}${path}` } });
        expect(ch.status).toBe(201);
      }
    }
    // New hunts, scanned at once by hand (and one older hunt again), in flight when the kill lands.
    const created: string[] = [];
    for (let i = 0; i < (round === 0 ? 6 : 2); i++) {
      const r = await api(serve.url, "/hunts", { method: "POST", json: huntBody(next++) });
      expect(r.status).toBe(201);
      created.push(((await r.json()) as { id: string }).id);
    }
    const all = ((await (await api(serve.url, "/hunts?limit=200")).json()) as { id: string }[]).map((h) => h.id);
    for (const id of [...created, all[round % all.length]!]) void api(serve.url, `/hunts/${id}/scan`, { method: "POST" }).catch(() => null);
    await Bun.sleep(killAfter);
    expect(await serve.kill("SIGKILL")).not.toBe(0);
    const left = await leftovers(db);
    if (left.leasedHunts > 0 || left.sending > 0) interrupted++;
    if (left.sending > 0) midDelivery++;
    rounds.push(`kill@${killAfter}ms: ${left.leasedHunts} hunts leased, ${left.sending} deliveries sending, ${received.length - receivedBefore} received`);
    expect({ round, integrity: integrity(dbPath) }).toEqual({ round, integrity: "ok" });
  }

  // A clean run lets the last restart finish what it can, then stops gracefully.
  const last = await spawnServe({ ...ENV });
  await Bun.sleep(1_500);
  expect(await last.kill("SIGTERM")).toBe(0);
  expect(integrity(dbPath)).toBe("ok");

  // Time passes: leases held by the killed processes expire; whatever they held is done again.
  await settleAfterLeases(ENV, DELIVERY_TIMEOUT_MS);

  const audit = await auditAlerts(db);
  const { distinct, repeats } = receiver.tally();
  console.log(`[crash] ${rounds.join("; ")}`);
  console.log(`[crash] ${KILL_AFTER_MS.length} kills (${interrupted} left work in flight, ${midDelivery} mid-delivery); ${next} hunts; ${audit.alerts.length} alerts; outbox ${JSON.stringify(audit.outbox)}; ${received.length} deliveries received, ${distinct.size} distinct, ${repeats} repeated (receiver de-duplicates by Rackhunt-Delivery)`);

  expect(interrupted).toBeGreaterThan(0);
  expect(audit.alerts.length).toBeGreaterThan(0);
  expect(audit.duplicates).toEqual([]);
  expect(audit.lost).toEqual([]);
  expect(audit.huntsNeverScanned).toBe(0);
  expect(audit.outbox).toEqual({ delivered: audit.alerts.length * 2 });
  const expected = new Set(audit.alerts.flatMap((a) => [`/a ${a.id}`, `/b ${a.id}`]));
  expect(distinct).toEqual(expected);
  // A repeat needs a kill after the receiver took a request and before the worker settled it: at
  // most one send in flight per channel per kill. The receiver folds it by Rackhunt-Delivery.
  expect(repeats).toBeLessThanOrEqual(KILL_AFTER_MS.length * 2);
  expect(integrity(dbPath)).toBe("ok");
}, 120_000);
