/**
 * Limits on SQLite hold across processes and restarts: the windows are in the database file,
 * as on PostgreSQL, not in one server's memory. Two `rackhunt serve` processes on one file, as an
 * operator runs them behind a load balancer, then a restart.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rackhunt } from "../../support/cli.ts";
import { WebClient } from "../web/web-client.ts";
import { spawnServe, type ServeProcess } from "./serve-process.ts";

const dir = mkdtempSync(join(tmpdir(), "rackhunt-shared-limits-"));
const running: ServeProcess[] = [];
afterAll(async () => {
  for (const p of running.splice(0)) await p.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

async function serve(env: Record<string, string>): Promise<ServeProcess> {
  const p = await spawnServe({ ...env, RACKHUNT_SCHEDULER: "off" });
  running.push(p);
  return p;
}

async function stop(p: ServeProcess): Promise<void> {
  running.splice(running.indexOf(p), 1);
  await p.kill("SIGTERM");
}

const PASSWORD = "a passphrase long enough";

describe("rate limits in the SQLite file", () => {
  test("an account locked after 10 wrong passwords on one server is refused by a second server on the file, and after a restart", async () => {
    const env = { RACKHUNT_DB: join(dir, "signin.db") };
    expect(rackhunt(["migrate"], { env }).code).toBe(0);
    expect(rackhunt(["user", "create", "--email", "dave@example.com"], { env: { ...env, RACKHUNT_LOG_LEVEL: "warn" } }).code).toBe(0);
    expect(rackhunt(["user", "set-password", "dave@example.com"], { env, stdin: `${PASSWORD}\n` }).code).toBe(0);
    const [a, b] = [await serve(env), await serve(env)];

    const viaA = new WebClient(a.url);
    await viaA.page("/signin");
    for (let i = 0; i < 10; i++) expect((await viaA.post("/signin", { email: "dave@example.com", password: `wrong ${i}` })).status).toBe(401);

    // The right password, through the other server: still locked.
    const viaB = new WebClient(b.url);
    await viaB.page("/signin");
    const refused = await viaB.post("/signin", { email: "dave@example.com", password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Too many sign-in attempts");

    // Both stopped, one started again: the count is still there.
    await stop(a);
    await stop(b);
    const restarted = await serve(env);
    const again = new WebClient(restarted.url);
    await again.page("/signin");
    expect((await again.post("/signin", { email: "dave@example.com", password: PASSWORD })).status).toBe(429);
  }, 60_000);

  test("the API's per-address limit is one count across servers", async () => {
    const env = { RACKHUNT_DB: join(dir, "api.db"), RACKHUNT_IP_RATE_LIMIT: "3" };
    const [a, b] = [await serve(env), await serve(env)];
    const statuses: number[] = [];
    for (const url of [a.url, b.url, a.url, b.url]) statuses.push((await fetch(`${url}/api/public/prices`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await stop(a);
    await stop(b);
  }, 60_000);
});
