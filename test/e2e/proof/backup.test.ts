import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, listen } from "../../../server/src/app.ts";
import { integrityOf } from "../../../server/src/backup/index.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { createLogger } from "../../../server/src/http/logger.ts";
import { startServer } from "../../support/server.ts";
import { EPYC_HUNT } from "../hunts/helpers.ts";

const CLI = join(import.meta.dir, "../../../server/src/cli.ts");
const dir = mkdtempSync(join(tmpdir(), "rackhunt-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const proc = Bun.spawn([process.execPath, CLI, ...args], { stdout: "pipe", stderr: "pipe", env: { ...process.env, RACKHUNT_LOG_LEVEL: "silent" } });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { out, err, code };
}

function huntIds(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.query<{ id: string }, []>("SELECT id FROM hunts ORDER BY id").all().map((r) => r.id);
  } finally {
    db.close();
  }
}

describe("rackhunt backup and restore", () => {
  test("a backup taken while the server writes is a consistent, sound copy that restores into a new server", async () => {
    const s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
    const key = await s.user("backup@example.com", { tier: "lifetime" });
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const r = await s.fetch("/hunts", { method: "POST", key, json: { ...EPYC_HUNT, name: `hunt ${written}` } });
        expect(r.status).toBe(201);
        written++;
        // Paused hunts free their slot, so the writer never meets the tier's active-hunt cap.
        expect((await s.fetch(`/hunts/${(await r.json()).id}`, { method: "PATCH", key, json: { active: false } })).status).toBe(200);
      }
    })();
    while (written < 20) await Bun.sleep(5);
    const dest = join(dir, "snap", "rackhunt-backup.db");
    const run = await cli("backup", dest, "--db", s.dbPath);
    const atBackup = written;
    await Bun.sleep(100);
    writing = false;
    await writer;
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/snapshot of .*: \d+ pages/);
    expect(run.out).toMatch(/backup ready: .* integrity ok/);
    expect(readdirSync(join(dir, "snap"))).toEqual(["rackhunt-backup.db"]); // no partial file left behind

    expect(integrityOf(dest)).toBe("ok");
    const fk = new Database(dest, { readonly: true });
    expect(fk.query("PRAGMA foreign_key_check").all()).toEqual([]);
    fk.close();
    const inBackup = huntIds(dest);
    const live = huntIds(s.dbPath);
    expect(inBackup.length).toBeGreaterThanOrEqual(20);
    expect(inBackup.length).toBeLessThanOrEqual(atBackup + 1);
    expect(live.length).toBeGreaterThan(inBackup.length); // writes went on after the snapshot
    expect(inBackup.every((id) => live.includes(id))).toBe(true);
    await s.stop();

    // Restore into a fresh path and serve it: the account, its key and its hunts are there.
    const target = join(dir, "restored", "rackhunt.db");
    const restored = await cli("restore", dest, "--db", target);
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`restored ${dest}`);
    const config = loadConfig({ RACKHUNT_DB: target, RACKHUNT_RATE_LIMITS: "off" });
    const app = await createApp({ config, logger: createLogger("silent", () => {}) });
    const { port, stop } = listen(app, "127.0.0.1", 0);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/hunts?limit=200`, { headers: { Authorization: `Bearer ${key}` } });
      expect(r.status).toBe(200);
      const served = (await r.json()) as { id: string }[];
      expect(served.every((h) => inBackup.includes(h.id))).toBe(true);
      expect(served.length).toBe(Math.min(200, inBackup.length));
    } finally {
      stop();
      await app.database.close();
    }
    expect(integrityOf(target)).toBe("ok");
  }, 30_000);

  test("restore keeps the replaced database aside; backup never overwrites; a non-database is refused", async () => {
    const s = await startServer();
    const a = join(dir, "a.db");
    expect((await cli("backup", a, "--db", s.dbPath)).code).toBe(0);
    const again = await cli("backup", a, "--db", s.dbPath);
    expect(again.code).toBe(2);
    expect(again.err).toContain("already exists");
    await s.stop();

    const target = join(dir, "t", "rackhunt.db");
    expect((await cli("restore", a, "--db", target)).code).toBe(0);
    const second = await cli("restore", a, "--db", target);
    expect(second.code).toBe(0);
    const kept = second.out.match(/previous database kept as (\S+)\)/)?.[1];
    expect(kept && existsSync(kept)).toBe(true);
    expect(integrityOf(kept!)).toBe("ok");

    const junk = join(dir, "junk.db");
    await Bun.write(junk, "not a database at all");
    const bad = await cli("restore", junk, "--db", target);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("restore failed");
    expect(integrityOf(target)).toBe("ok");
  }, 30_000);
});
