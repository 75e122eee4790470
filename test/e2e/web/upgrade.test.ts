import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { newKey } from "../../../server/src/operations/account.ts";
import { startServer } from "../../support/server.ts";
import { cli } from "./support.ts";
import { WebClient } from "./web-client.ts";

const MIGRATIONS = join(import.meta.dir, "../../../server/src/db/migrations");
/** The last migration of the release before the web app. */
const BEFORE_WEB = "0006_hunts_listed_by_index";
const dir = mkdtempSync(join(tmpdir(), "rackhunt-upgrade-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database as the release before the web app left it: its migrations only, one account and its key. */
function databaseBeforeWebApp(dbPath: string): string {
  const folder = join(dir, "migrations");
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === BEFORE_WEB);
  expect(last).toBeGreaterThan(0);
  expect(journal.entries.length).toBeGreaterThan(last + 1);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  const sqlite = new Database(dbPath, { create: true });
  migrate(drizzle({ client: sqlite }), { migrationsFolder: folder });
  const userId = crypto.randomUUID();
  const { key, stored } = newKey();
  sqlite.run("INSERT INTO users (id, email, tier, created_at) VALUES (?, ?, 'pro', ?)", [userId, "early@example.com", Date.now()]);
  sqlite.run("INSERT INTO api_keys (id, user_id, key_hash, prefix, created_at) VALUES (?, ?, ?, ?, ?)", [stored.id, userId, stored.hash, stored.prefix, Date.now()]);
  expect(sqlite.query("SELECT name FROM sqlite_master WHERE name = 'sessions'").all()).toEqual([]);
  sqlite.close();
  return key;
}

test("a database of the release before the web app upgrades with `rackhunt migrate`; its accounts sign in to the web app", async () => {
  const dbPath = join(dir, "rackhunt.db");
  const key = databaseBeforeWebApp(dbPath);

  cli(dbPath, ["migrate"]);
  expect(cli(dbPath, ["user", "list"]).out).toContain("early@example.com");
  const sqlite = new Database(dbPath, { readonly: true });
  const applied = sqlite.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number };
  const tables = sqlite.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('sessions', 'totp_secrets', 'recovery_codes', 'feed_tokens') ORDER BY name").all();
  sqlite.close();
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  expect(applied.n).toBe(journal.entries.length);
  expect(tables).toEqual([{ name: "feed_tokens" }, { name: "recovery_codes" }, { name: "sessions" }, { name: "totp_secrets" }]);

  cli(dbPath, ["user", "set-password", "early@example.com"], "a long enough password\n");
  const s = await startServer({ RACKHUNT_DB: dbPath });
  try {
    const web = new WebClient(s.url);
    expect(await web.signIn("early@example.com", "a long enough password")).toBe("/my/hunts");
    expect((await web.page("/my/account")).html).toContain("early@example.com");
    const withKey = new WebClient(s.url);
    await withKey.page("/signin");
    expect((await withKey.post("/signin/key", { api_key: key })).location).toBe("/my/hunts");
  } finally {
    await s.stop();
  }
}, 60_000);
