import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { holdDatabase } from "../../../server/src/backup/index.ts";
import { CLI, spawnServe } from "./serve-process.ts";

// The operator's view: `rackhunt serve` as a process, `rackhunt backup` and `restore` as commands.
const dir = mkdtempSync(join(tmpdir(), "rackhunt-restore-safety-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A permissive umask in the parent: the modes below must not depend on the caller's.
process.umask(0o022);

async function cli(...args: string[]) {
  const proc = Bun.spawn([process.execPath, CLI, ...args], { stdout: "pipe", stderr: "pipe", env: { ...process.env, RACKHUNT_LOG_LEVEL: "silent" } });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { out, err, code };
}

async function account(db: string, email: string): Promise<string> {
  // Commands other than serve, migrate and demo need the database to exist already.
  expect((await cli("migrate", "--db", db)).code).toBe(0);
  const r = await cli("user", "create", "--email", email, "--tier", "pro", "--db", db);
  expect(r.code).toBe(0);
  return /API key \(shown once, store it now\): (\S+)/.exec(r.out)![1]!;
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
const huntNames = (db: string) => {
  const d = new Database(db, { readonly: true });
  try {
    return d.query<{ name: string }, []>("SELECT name FROM hunts ORDER BY name").all().map((r) => r.name);
  } finally {
    d.close();
  }
};

async function createHunt(url: string, key: string, name: string) {
  const r = await fetch(`${url}/hunts`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify({ name, config: {}, poll_interval_hours: 4 }) });
  expect(r.status).toBe(201);
}

/** Resolve once a process's output stream has carried `text`. */
async function untilLogged(stream: ReadableStream<Uint8Array>, text: string): Promise<void> {
  const decoder = new TextDecoder();
  let seen = "";
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    seen += decoder.decode(next.value, { stream: true });
    if (seen.includes(text)) return reader.releaseLock();
  }
  throw new Error(`stream ended without "${text}": ${seen.slice(-300)}`);
}

const ENV = { RACKHUNT_SCHEDULER: "off", RACKHUNT_SOURCES: JSON.stringify({ forum: false, auction: false, aggregator: false }) };

/** A database under a running `serve` with an account and one hunt, and a backup taken then. */
async function servedWithBackup(name: string, hunt: string) {
  const db = join(dir, name, "rackhunt.db");
  const key = await account(db, `${name}@example.com`);
  const serve = await spawnServe({ ...ENV, RACKHUNT_DB: db });
  await createHunt(serve.url, key, hunt);
  const backup = join(dir, `${name}-backup.db`);
  expect((await cli("backup", backup, "--db", db)).code).toBe(0);
  return { db, key, serve, backup };
}

describe("rackhunt restore and a live server", () => {
  test("restore is refused while serve runs, names it, and changes nothing; after a clean stop it goes through", async () => {
    const { db, key, serve, backup } = await servedWithBackup("live", "before backup");
    await createHunt(serve.url, key, "after backup");

    const refused = await cli("restore", backup, "--db", db);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`restore failed: ${db} is in use by rackhunt serve (pid ${serve.proc.pid} on `);
    expect(refused.err).toContain("Stop it, then restore again");
    // Nothing was swapped: the server's writes still land in the file it has open.
    await createHunt(serve.url, key, "after refused restore");
    expect(readdirSync(join(dir, "live")).filter((n) => n.includes("before-restore"))).toEqual([]);
    expect(await serve.kill("SIGTERM")).toBe(0);
    expect(huntNames(db)).toEqual(["after backup", "after refused restore", "before backup"]);

    const restored = await cli("restore", backup, "--db", db);
    expect(restored.code).toBe(0);
    expect(huntNames(db)).toEqual(["before backup"]);
  }, 30_000);

  test("a server killed outright does not block a restore forever: its hold dies with its pid", async () => {
    const { db, serve, backup } = await servedWithBackup("killed", "kept");
    await serve.kill("SIGKILL");
    const restored = await cli("restore", backup, "--db", db);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
  }, 30_000);

  test("a running worker or mcp process blocks a restore just the same", async () => {
    const db = join(dir, "background", "rackhunt.db");
    expect((await cli("migrate", "--db", db)).code).toBe(0);
    const backup = join(dir, "background-backup.db");
    expect((await cli("backup", backup, "--db", db)).code).toBe(0);
    const env = { ...process.env, ...ENV, RACKHUNT_DB: db, RACKHUNT_LOG_LEVEL: "info" };
    const worker = Bun.spawn([process.execPath, CLI, "worker"], { env, stdout: "pipe", stderr: "pipe" });
    const mcp = Bun.spawn([process.execPath, CLI, "mcp"], { env, stdin: "pipe", stdout: "pipe", stderr: "pipe" });
    try {
      await untilLogged(worker.stdout, "background started");
      await untilLogged(mcp.stderr, "mcp stdio ready");
      const refused = await cli("restore", backup, "--db", db);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain(`rackhunt worker (pid ${worker.pid} on `);
      expect(refused.err).toContain(`rackhunt mcp (pid ${mcp.pid} on `);
      expect(refused.err).toContain("Stop them, then restore again");
    } finally {
      worker.kill("SIGTERM");
      mcp.stdin.end();
      await Promise.all([worker.exited, mcp.exited]);
    }
    expect((await cli("restore", backup, "--db", db)).code).toBe(0);
  }, 30_000);

  test("serve and worker refuse to start while a restore holds the database", async () => {
    const db = join(dir, "restoring", "rackhunt.db");
    expect((await cli("migrate", "--db", db)).code).toBe(0);
    // This test process plays a restore in progress.
    const hold = holdDatabase(db, "restore");
    try {
      for (const command of ["serve", "worker"]) {
        const r = await cli(command, "--db", db);
        expect(r.code).toBe(2);
        expect(r.err).toContain(`a restore of ${db} is in progress (rackhunt restore (pid ${process.pid} on `);
      }
    } finally {
      hold.release();
    }
  }, 30_000);
});

describe("file modes", () => {
  test("a new database, its WAL and SHM, and a backup are 0600; restore keeps 0600", async () => {
    const db = join(dir, "modes", "rackhunt.db");
    const key = await account(db, "modes@example.com");
    const serve = await spawnServe({ ...ENV, RACKHUNT_DB: db });
    await createHunt(serve.url, key, "one");
    expect([mode(db), mode(`${db}-wal`), mode(`${db}-shm`)]).toEqual(["600", "600", "600"]);
    expect(mode(join(dir, "modes"))).toBe("700");
    const backup = join(dir, "modes-backup.db");
    expect((await cli("backup", backup, "--db", db)).code).toBe(0);
    expect(mode(backup)).toBe("600");
    await serve.kill("SIGTERM");
    expect((await cli("restore", backup, "--db", db)).code).toBe(0);
    expect(mode(db)).toBe("600");
    expect(existsSync(`${db}-wal`)).toBe(false);
  }, 30_000);
});
