/**
 * Backups on PostgreSQL are pg_dump's, as the README and `rackhunt backup` say: the documented
 * pg_dump command run while a server writes, the documented pg_restore into an empty database,
 * and a server on the restored database finds the accounts, hunts and channels of the moment of
 * the dump (and takes new writes).
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rackhuntAsync } from "../../support/cli.ts";
import { testDatabase } from "../../support/database.ts";
import { onCluster, postgresBin } from "../../support/pg-cluster.ts";
import { dropPostgresDatabase, testCluster, withDatabase } from "../../support/pg.ts";
import { startServer } from "../../support/server.ts";
import { LOOPBACK_ENV } from "../../server/channels/helpers.ts";

const source = await testDatabase({ dialect: "postgres" });
const dir = mkdtempSync(join(tmpdir(), "rackhunt-pg-backup-"));
const sourceUrl = source.env.RACKHUNT_DATABASE_URL!;
const restoredUrl = withDatabase(sourceUrl, `rackhunt_restored_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`);
afterAll(async () => {
  await source.drop();
  await dropPostgresDatabase(restoredUrl);
  rmSync(dir, { recursive: true, force: true });
});

/** A PostgreSQL client tool of the installed version, as an operator runs it. */
function pgTool(name: string, args: string[]): { code: number | null; err: string } {
  const r = Bun.spawnSync([join(postgresBin(), name), ...args], { stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, err: r.stderr.toString() };
}

describe("backup and restore on PostgreSQL", () => {
  test("rackhunt backup and restore point to pg_dump and pg_restore instead of copying a file", async () => {
    for (const command of ["backup", "restore"]) {
      const r = await rackhuntAsync([command, join(dir, "rackhunt.dump")], { env: source.env });
      expect(r.code).toBe(2);
      expect(r.err).toContain('pg_dump --format=custom --file=rackhunt-$(date +%F).dump "$RACKHUNT_DATABASE_URL"');
      expect(r.err).toContain('pg_restore --no-owner --dbname="$RACKHUNT_DATABASE_URL"');
    }
  });

  test("pg_dump of a live database, pg_restore into an empty one: a server there has what the dump had", async () => {
    const live = await startServer({ ...source.env, ...LOOPBACK_ENV, RACKHUNT_SCHEDULER: "off" });
    const key = await live.user("backup@example.com", { tier: "pro" });
    const created: string[] = [];
    for (const name of ["EPYC 7302P", "8TB SAS", "DDR4 ECC"]) {
      const r = await live.fetch("/hunts", { method: "POST", key, json: { name, config: { query: name.toLowerCase() }, poll_interval_hours: 4 } });
      expect(r.status).toBe(201);
      created.push(((await r.json()) as { id: string }).id);
    }
    expect((await live.fetch("/users/me/channels", { method: "POST", key, json: { label: "lab hook", channel_type: "webhook", notify_url: "http://127.0.0.1:9/hook" } })).status).toBe(201);

    // The documented command, while the server runs; a hunt created afterwards is not in the dump.
    const dump = join(dir, "rackhunt.dump");
    expect(pgTool("pg_dump", ["--format=custom", `--file=${dump}`, sourceUrl])).toEqual({ code: 0, err: "" });
    expect((await live.fetch("/hunts", { method: "POST", key, json: { name: "after the dump", config: { query: "gpu" }, poll_interval_hours: 4 } })).status).toBe(201);
    await live.stop();

    await onCluster(await testCluster(), [`CREATE DATABASE ${new URL(restoredUrl).pathname.slice(1)}`]);
    expect(pgTool("pg_restore", ["--no-owner", `--dbname=${restoredUrl}`, dump])).toEqual({ code: 0, err: "" });

    const restored = await startServer({ RACKHUNT_DATABASE_URL: restoredUrl, ...LOOPBACK_ENV, RACKHUNT_SCHEDULER: "off" });
    try {
      const hunts = (await (await restored.fetch("/hunts", { key })).json()) as { id: string }[];
      expect(hunts.map((h) => h.id).sort()).toEqual([...created].sort());
      const { channels } = (await (await restored.fetch("/users/me/channels", { key })).json()) as { channels: { label: string }[] };
      expect(channels.map((c) => c.label)).toEqual(["lab hook"]);
      // Writes go on where the dump left off.
      expect((await restored.fetch("/hunts", { method: "POST", key, json: { name: "after the restore", config: { query: "nvme" }, poll_interval_hours: 4 } })).status).toBe(201);
      expect((await (await restored.fetch("/hunts", { key })).json()) as unknown[]).toHaveLength(4);
    } finally {
      await restored.stop();
    }
  }, 60_000);
});
