import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";
import { DEFAULT_TIERS } from "../../../server/src/tiers.ts";
import { testDatabase } from "../../support/database.ts";
import { CLI, spawnServe, type ServeProcess } from "../proof/serve-process.ts";
import { PARALLEL, statusCounts, webhookBody } from "./support.ts";

// Two `rackhunt serve` processes on one database (a SQLite file, or PostgreSQL under
// RACKHUNT_TEST_DATABASE=postgres), as an operator scales out: the caps are checked in the
// database's write transaction, so they hold across processes too.
const db = await testDatabase();
const sites = serveRecordedSites();
const ENV = {
  ...db.env,
  RACKHUNT_SCHEDULER: "off",
  RACKHUNT_RATE_LIMITS: "off",
  RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on",
  RACKHUNT_SECRET_KEY: "two-servers-secret-key-material-0123456789",
  ...sites.sourcesEnv,
  RACKHUNT_MAX_PAGES: "1",
};
let servers: ServeProcess[] = [];

async function cli(...args: string[]) {
  const proc = Bun.spawn([process.execPath, CLI, ...args], { stdout: "pipe", stderr: "pipe", env: { ...process.env, ...ENV, RACKHUNT_LOG_LEVEL: "silent" } });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`rackhunt ${args.join(" ")}: ${err}`);
  return out;
}

/** An account made with the operator's CLI; its key as printed. */
async function account(email: string, tier: string): Promise<string> {
  const out = await cli("user", "create", "--email", email, "--tier", tier);
  return /API key \(shown once, store it now\): (\S+)/.exec(out)![1]!;
}

/** Fire PARALLEL requests at once, alternating between the two servers. */
async function split(key: string, path: string, json?: (i: number) => unknown): Promise<Record<number, number>> {
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      fetch(servers[i % 2]!.url + path, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: json ? JSON.stringify(json(i)) : undefined }),
    ),
  );
  return statusCounts(responses);
}

beforeAll(async () => {
  await cli("migrate");
  servers = await Promise.all([spawnServe(ENV), spawnServe(ENV)]);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill("SIGTERM")));
  sites.stop();
  await db.drop();
});

describe(`two serve processes on one database, ${PARALLEL} parallel creates split between them`, () => {
  for (const tier of ["free", "pro"] as const) {
    const limits = DEFAULT_TIERS[tier]!;

    test(`${tier}: hunts, channels and instant destinations stop exactly at the cap`, async () => {
      const key = await account(`two-${tier}@example.com`, tier);
      const hunts = await split(key, "/hunts", (i) => ({ name: `hunt ${i}`, config: { query: "epyc" }, poll_interval_hours: limits.poll_interval_hours }));
      if (hunts[500]) for (const s of servers) console.log(s.lines().filter((l) => l.includes("\"error\"")).slice(0, 2).join("\n"));
      expect(hunts).toEqual({ 201: limits.max_active_hunts, 403: PARALLEL - limits.max_active_hunts });
      const webhooks = await split(key, "/users/me/channels", (i) => webhookBody(i));
      const instant = limits.max_instant_destinations;
      expect(webhooks).toEqual(instant > 0 ? { 201: instant, 403: PARALLEL - instant } : { 403: PARALLEL });
      const mail = await split(key, "/users/me/channels", (i) => ({ label: `mail ${i}`, channel_type: "email", notify_url: `mailto:box${i}@example.com` }));
      expect(mail).toEqual({ 201: limits.max_channels - instant, 403: PARALLEL - (limits.max_channels - instant) });
      for (const s of servers) {
        const list = await (await fetch(`${s.url}/users/me/channels`, { headers: { Authorization: `Bearer ${key}` } })).json();
        expect(list.channels).toHaveLength(limits.max_channels);
        const ent = await (await fetch(`${s.url}/users/me/entitlements`, { headers: { Authorization: `Bearer ${key}` } })).json();
        expect(ent.active_hunt_count).toBe(limits.max_active_hunts);
      }
    }, 30_000);

    test(`${tier}: one manual scan of a hunt gets through`, async () => {
      const key = await account(`two-scan-${tier}@example.com`, tier);
      const created = await fetch(`${servers[0]!.url}/hunts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "epyc", config: { query: "epyc" }, poll_interval_hours: limits.poll_interval_hours }),
      });
      const hunt = await created.json();
      expect(await split(key, `/hunts/${hunt.id}/scan`)).toEqual({ 200: 1, 429: PARALLEL - 1 });
    }, 30_000);
  }
});
