import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { testDatabase, type TestDatabase } from "../../support/database.ts";
import { spawnServe, type ServeProcess } from "../proof/serve-process.ts";

// Issue 25, point 12: with the disk nearly full, /healthz said "ok" right after 40 hunt creates
// had failed: its probe is one tiny write, which still fits. Large writes fail while small ones
// succeed, reproduced on loopback without root:
// - SQLite: `rackhunt serve` runs under a file-size limit (prlimit's RLIMIT_FSIZE, SIGXFSZ
//   ignored) a little above its database's size, so a write that would grow a file past it fails
//   as on a full disk ("disk I/O error") and a small one does not;
// - PostgreSQL: a trigger on hunts raises disk_full (SQLSTATE 53100) for a large config, as the
//   server does when it cannot extend a file.
const BIG = 4 * 1024 * 1024;
let db: TestDatabase;
let serve: ServeProcess;
let key = "";

beforeAll(async () => {
  db = await testDatabase();
  const env = { ...db.env, RACKHUNT_RATE_LIMITS: "off", RACKHUNT_MAX_BODY_BYTES: String(2 * BIG), RACKHUNT_SCHEDULER: "off" };
  // The first start (migrations, catalog) runs without the limit; then the operator's account.
  const warm = await spawnServe(env);
  await warm.kill("SIGTERM");
  key = printedKey(rackhunt(["user", "create", "--email", "full@example.com", "--tier", "lifetime"], { env }));
  let prefix: string[] = [];
  if (db.dialect === "sqlite") {
    const limit = statSync(db.dbPath).size + 256 * 1024;
    prefix = ["sh", "-c", 'trap "" XFSZ; exec prlimit --fsize="$0" -- "$@"', String(limit)];
  } else {
    await db.rows(`CREATE FUNCTION disk_full_for_large() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF length(NEW.config::text) > ${BIG / 2} THEN
          RAISE EXCEPTION 'could not extend file "base/1/2": No space left on device' USING ERRCODE = 'disk_full';
        END IF;
        RETURN NEW;
      END $$`);
    await db.rows("CREATE TRIGGER disk_full_for_large BEFORE INSERT ON hunts FOR EACH ROW EXECUTE FUNCTION disk_full_for_large()");
  }
  serve = await spawnServe(env, undefined, prefix);
}, 120_000);
afterAll(async () => {
  await serve?.kill("SIGTERM");
  await db?.drop();
});

const create = (config: Record<string, unknown>) =>
  fetch(`${serve.url}/hunts`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify({ name: "full disk", config }) });

describe("writes that fail while small ones succeed", () => {
  test("a write the database cannot store is a 503 with Retry-After, and /healthz names it", async () => {
    expect((await fetch(`${serve.url}/healthz`)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const r = await create({ query: "epyc", pad: "x".repeat(BIG) });
      expect([r.status, r.headers.get("retry-after"), ((await r.json()) as { code: string }).code]).toEqual([503, expect.stringMatching(/^\d+$/), "service_unavailable"]);
    }
    // A small write still fits: the probe alone would say "ok".
    expect((await create({ query: "epyc" })).status).toBe(201);
    const health = await fetch(`${serve.url}/healthz`);
    expect(health.status).toBe(503);
    const said = (await health.json()) as { detail: string; code: string };
    expect(said.code).toBe("service_unavailable");
    expect(said.detail).toMatch(/^database writes: a write failed \d+ s ago \((disk I\/O error|database or disk is full|could not extend file .*No space left on device)\)$/);
    // Only the small hunt was stored.
    const hunts = (await (await fetch(`${serve.url}/hunts`, { headers: { Authorization: `Bearer ${key}` } })).json()) as unknown[];
    expect(hunts).toHaveLength(1);
  }, 60_000);
});
