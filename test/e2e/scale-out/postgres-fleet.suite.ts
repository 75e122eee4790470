/**
 * Scale-out on one PostgreSQL database, as issue 17 runs it: two `rackhunt serve` processes (the
 * API, scheduler off) and two `rackhunt worker` processes (scans and deliveries), all separate
 * processes on RACKHUNT_DATABASE_URL. 200 hunts are scanned against the recorded sites; one
 * worker is killed with SIGKILL while it holds a batch, and one server while requests are in
 * flight (then started again). Tier caps and rate limits are tried against both servers at once.
 * Once the dead worker's leases have run out (a scheduler on a clock moved past them, as in the
 * SQLite crash test), every hunt was scanned, no alert is missing or stored twice, and every
 * alert reached both webhooks (de-duplicated by Rackhunt-Delivery).
 */
import { afterAll, expect, test } from "bun:test";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";
import { DEFAULT_TIERS } from "../../../server/src/tiers.ts";
import { printedKey, rackhuntAsync } from "../../support/cli.ts";
import { testDatabase } from "../../support/database.ts";
import { PARALLEL, statusCounts } from "../caps/support.ts";
import { auditAlerts, deliveryReceiver, leftovers, settleAfterLeases } from "../proof/crash-checks.ts";
import { spawnServe, spawnWorker, type RackhuntProcess, type ServeProcess } from "../proof/serve-process.ts";

const HUNTS = 200;
/** The free tier's per-minute limit here: a burst of PARALLEL requests runs far past it. */
const FREE_PER_MINUTE = 20;
const PRO = DEFAULT_TIERS.pro!;
const TARGETS = [150, 220, 120, 300, 180];
const DELIVERY_TIMEOUT_MS = 2_000;

const db = await testDatabase({ dialect: "postgres" });
const sites = serveRecordedSites();
const receiver = deliveryReceiver(20, 60);
const ENV = {
  ...db.env,
  ...sites.sourcesEnv,
  RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on",
  RACKHUNT_SECRET_KEY: "fleet-secret-key-material-0123456789abcdef",
  RACKHUNT_MAX_PAGES: "1",
  RACKHUNT_DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
  RACKHUNT_PUBLIC_URL: "http://rackhunt.test",
  RACKHUNT_TIERS: JSON.stringify({ free: { requests_per_minute: FREE_PER_MINUTE } }),
};
/** The API servers leave scanning to the workers. */
const SERVER_ENV = { ...ENV, RACKHUNT_SCHEDULER: "off" };
const running: RackhuntProcess[] = [];
afterAll(async () => {
  for (const p of running) p.proc.kill("SIGKILL");
  receiver.stop();
  sites.stop();
  await db.drop();
});

async function account(email: string, ...flags: string[]): Promise<string> {
  return printedKey(await rackhuntAsync(["user", "create", "--email", email, ...flags], { env: ENV }));
}

const call = (server: ServeProcess, key: string, path: string, json?: unknown) =>
  fetch(server.url + path, { method: json === undefined ? "GET" : "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: json === undefined ? undefined : JSON.stringify(json) });

/** PARALLEL requests at once, alternating between the two servers; statuses counted. */
async function split(servers: ServeProcess[], key: string, path: string, json?: (i: number) => unknown) {
  return statusCounts(await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(servers[i % 2]!, key, path, json?.(i)))));
}

async function until(what: string, check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

const count = async (sql: string, ...params: (string | number)[]) => Number((await db.rows<{ n: number | string }>(sql, ...params))[0]!.n);

test(`two servers and two workers on one PostgreSQL: ${HUNTS} hunts scanned through a worker and a server killed, no alert lost or doubled, caps and rate limits shared`, async () => {
  const admin = await account("fleet@example.com", "--tier", "lifetime", "--admin");
  const pro = await account("fleet-pro@example.com", "--tier", "pro");
  const free = await account("fleet-free@example.com");
  const servers = [await spawnServe(SERVER_ENV), await spawnServe(SERVER_ENV)];
  running.push(...servers);
  for (const path of ["/a", "/b"]) {
    const channel = await call(servers[0]!, admin, "/users/me/channels", { label: path, channel_type: "webhook", notify_url: `http://127.0.0.1:${receiver.port}${path}` });
    expect(channel.status).toBe(201);
  }

  // 200 hunts, created through both servers.
  const hunts: string[] = [];
  for (let i = 0; i < HUNTS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, k) => call(servers[(i + k) % 2]!, admin, "/hunts", { name: `fleet ${i + k}`, config: { query: "epyc" }, target_price: TARGETS[(i + k) % TARGETS.length], ceiling_price: 700, poll_interval_hours: 1 })),
    );
    for (const r of batch) {
      expect(r.status).toBe(201);
      hunts.push(((await r.json()) as { id: string }).id);
    }
  }

  // The workers start; the first is killed while it holds a batch of leased hunts.
  const workers = [await spawnWorker(ENV), await spawnWorker(ENV)];
  running.push(...workers);
  let heldAtKill = 0;
  await until("the first worker to lease a batch", async () => (heldAtKill = (await leftovers(db, workers[0]!.owner)).leasedHunts) > 0, 60_000);
  expect(await workers[0]!.kill("SIGKILL")).not.toBe(0);

  // The second server is killed with manual scans and creates in flight, then started again.
  const inFlight = [
    ...hunts.slice(0, 10).map((id) => call(servers[1]!, admin, `/hunts/${id}/scan`, {})),
    ...Array.from({ length: 10 }, (_, k) => call(servers[1]!, admin, "/hunts", { name: `in flight ${k}`, config: { query: "epyc" }, target_price: 200, ceiling_price: 700, poll_interval_hours: 1 })),
  ].map((p) => p.then((r) => r.status).catch(() => "cut off"));
  await Bun.sleep(150);
  expect(await servers[1]!.kill("SIGKILL")).not.toBe(0);
  const outcomes = await Promise.all(inFlight);
  expect(outcomes).toContain("cut off");
  servers[1] = await spawnServe(SERVER_ENV);
  running.push(servers[1]);

  // Limits hold across both servers: the pro tier's hunt cap, the free tier's requests per minute.
  expect(await split(servers, pro, "/hunts", (i) => ({ name: `capped ${i}`, config: { query: "epyc" }, poll_interval_hours: PRO.poll_interval_hours }))).toEqual({
    201: PRO.max_active_hunts,
    403: PARALLEL - PRO.max_active_hunts,
  });
  expect(await split(servers, free, "/account/me")).toEqual({ 200: FREE_PER_MINUTE, 429: PARALLEL - FREE_PER_MINUTE });

  // The surviving worker scans every hunt but those the dead one still holds.
  await until("every hunt not held by the dead worker to be scanned", async () => (await count("SELECT count(*) AS n FROM hunts WHERE last_run_at IS NULL AND (lease_owner IS NULL OR lease_owner <> ? OR lease_until < ?)", workers[0]!.owner, Date.now())) === 0);
  const deadWorkersHunts = await count("SELECT count(*) AS n FROM hunts WHERE last_run_at IS NULL AND lease_owner = ?", workers[0]!.owner);
  for (const p of [workers[1]!, ...servers]) expect(await p.kill("SIGTERM")).toBe(0);

  await settleAfterLeases(ENV, DELIVERY_TIMEOUT_MS);

  const audit = await auditAlerts(db);
  const { distinct, repeats } = receiver.tally();
  const total = await count("SELECT count(*) AS n FROM hunts");
  console.log(`[fleet] ${total} hunts; worker killed holding ${heldAtKill} (${deadWorkersHunts} still unscanned when the others were done); server killed with ${outcomes.filter((o) => o === "cut off").length} of ${outcomes.length} requests cut off; ${audit.alerts.length} alerts; outbox ${JSON.stringify(audit.outbox)}; ${receiver.received.length} deliveries received, ${distinct.size} distinct, ${repeats} repeated`);

  expect(total).toBeGreaterThanOrEqual(HUNTS + PRO.max_active_hunts);
  expect(audit.huntsNeverScanned).toBe(0);
  expect(audit.alerts.length).toBeGreaterThan(0);
  expect(audit.duplicates).toEqual([]);
  expect(audit.lost).toEqual([]);
  const adminAlerts = await count("SELECT count(*) AS n FROM alerts a JOIN hunts h ON h.id = a.hunt_id JOIN users u ON u.id = h.user_id WHERE u.email = 'fleet@example.com'");
  expect(audit.outbox).toEqual({ delivered: adminAlerts * 2 });
  const expected = await db.rows<{ id: string }>("SELECT a.id FROM alerts a JOIN hunts h ON h.id = a.hunt_id JOIN users u ON u.id = h.user_id WHERE u.email = 'fleet@example.com'");
  expect(distinct).toEqual(new Set(expected.flatMap((a) => [`/a ${a.id}`, `/b ${a.id}`])));
  // A repeat needs a kill after the receiver took a request and before it was marked delivered.
  expect(repeats).toBeLessThanOrEqual(4);
}, 300_000);
