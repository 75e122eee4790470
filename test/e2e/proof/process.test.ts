import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rackhunt } from "../../support/cli.ts";
import { spawnServe } from "./serve-process.ts";

const ROOT = join(import.meta.dir, "../../..");
const dir = mkdtempSync(join(tmpdir(), "rackhunt-process-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the server as a process", () => {
  test("SIGTERM to `npm start` stops Bun and npm exits with Bun's status", async () => {
    const npm = Bun.spawn(["npm", "start", "--", "--port", "0"], { cwd: ROOT, env: { ...process.env, RACKHUNT_DB: join(dir, "npm.db"), RACKHUNT_LOG_LEVEL: "info", RACKHUNT_SCHEDULER: "off" }, stdout: "pipe", stderr: "pipe" });
    const reader = (npm.stdout as ReadableStream<Uint8Array>).getReader();
    let seen = "";
    while (!seen.includes('"msg":"listening"') || !seen.slice(seen.indexOf('"msg":"listening"')).includes("\n")) {
      const next = await reader.read();
      if (next.done) throw new Error(`npm start ended: ${seen}`);
      seen += new TextDecoder().decode(next.value);
    }
    const listening = JSON.parse(seen.split("\n").find((l) => l.includes('"msg":"listening"'))!) as { url: string; pid: number };
    expect((await fetch(`${listening.url}/healthz`)).status).toBe(200);
    // The same process serves the website at `/`.
    const home = await fetch(`${listening.url}/`);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await home.text()).toContain('<a href="/signin"');
    npm.kill("SIGTERM");
    expect(await npm.exited).toBe(0);
    for (let i = 0; i < 100 && alive(listening.pid); i++) await Bun.sleep(20);
    expect(alive(listening.pid)).toBe(false);
  }, 60_000);

  test("a busy port is an error naming RACKHUNT_PORT, never a shared port", async () => {
    const first = await spawnServe({ RACKHUNT_DB: join(dir, "busy.db"), RACKHUNT_SCHEDULER: "off" });
    try {
      const port = new URL(first.url).port;
      const second = rackhunt(["serve", "--port", port], { env: { RACKHUNT_DB: join(dir, "busy.db") } });
      expect(second.code).toBe(2);
      expect(second.err.trim()).toBe(`rackhunt: port ${port} is in use; set RACKHUNT_PORT (or --port) to a free port`);
    } finally {
      await first.kill("SIGTERM");
    }
  }, 30_000);

  test("/healthz and /metrics are never rate limited; other public calls are", async () => {
    const server = await spawnServe({ RACKHUNT_DB: join(dir, "limits.db"), RACKHUNT_SCHEDULER: "off", RACKHUNT_IP_RATE_LIMIT: "3" });
    try {
      const statuses = async (path: string) => Promise.all(Array.from({ length: 10 }, () => fetch(server.url + path).then((r) => r.status)));
      expect(await statuses("/healthz")).toEqual(Array(10).fill(200));
      expect(await statuses("/metrics")).toEqual(Array(10).fill(200));
      expect((await statuses("/api/public/prices")).filter((s) => s === 429)).toHaveLength(7);
    } finally {
      await server.kill("SIGTERM");
    }
  }, 30_000);

  test("/healthz answers 503 with the reason while the database cannot be written", async () => {
    const db = join(dir, "locked.db");
    const server = await spawnServe({ RACKHUNT_DB: db, RACKHUNT_SCHEDULER: "off" });
    const other = new Database(db);
    try {
      other.exec("BEGIN IMMEDIATE");
      const locked = await fetch(`${server.url}/healthz`);
      expect(locked.status).toBe(503);
      expect(await locked.json()).toEqual({ detail: "database writes: a test write failed (database is locked)", code: "service_unavailable" });
      expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
      other.exec("ROLLBACK");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      other.close();
      await server.kill("SIGTERM");
    }
  }, 30_000);

  test("a database that cannot be opened stops start-up with one line", () => {
    writeFileSync(join(dir, "not-a-db.db"), "this is a text file, not SQLite ".repeat(200));
    writeFileSync(join(dir, "a-file"), "");
    for (const [db, reason] of [[join(dir, "not-a-db.db"), "file is not a database"], [join(dir, "a-file", "rackhunt.db"), "(EEXIST|ENOTDIR)"]] as const) {
      const run = rackhunt(["serve", "--port", "0"], { env: { RACKHUNT_DB: db } });
      expect(run.code).toBe(2);
      expect(run.err.trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`^rackhunt: \\[db\\] cannot open the database ${db}: .*${reason}`)) as never]);
    }
  }, 30_000);

  test("commands other than serve, migrate and demo refuse a database path with nothing there", () => {
    const missing = join(dir, "typo", "rackhunt.db");
    writeFileSync(join(dir, "prices.jsonl"), '{"component_id": "x", "price": 1, "observed_at": "2026-01-01", "source": "s", "condition": "used"}\n');
    for (const args of [["worker"], ["mcp"], ["scan", crypto.randomUUID()], ["hunts"], ["user", "list"], ["user", "create", "--email", "a@example.com"], ["import", join(dir, "prices.jsonl")], ["backup", join(dir, "b.db")]]) {
      const run = rackhunt([...args, "--db", missing]);
      expect([args.join(" "), run.code, run.err]).toEqual([args.join(" "), 2, expect.stringContaining(`no database at ${missing}`) as never]);
    }
    expect(existsSync(missing)).toBe(false);
  }, 60_000);
});
