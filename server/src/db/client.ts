import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import type { Database as OpenDatabase } from "./contracts/index.ts";
import { createRepos } from "./repos/index.ts";
import { fileIdle } from "./repos/transactions.ts";
import * as schema from "./schema/index.ts";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

const MIGRATIONS = new URL("./migrations", import.meta.url).pathname;

/**
 * Open (creating if needed, mode 0600) the SQLite database, set WAL and foreign keys, and apply
 * migrations.
 * @example const db = openDb("./.rackhunt/rackhunt.db");
 */
export function openDb(path: string, options: { migrate?: boolean } = {}): Db {
  let sqlite: Database;
  try {
    if (path !== ":memory:" && !existsSync(path)) {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      // An empty file is an empty database. Made 0600 here, it passes its mode to the -wal and
      // -shm files SQLite creates beside it: none of them is for other users to read.
      writeFileSync(path, "", { mode: 0o600, flag: "a" });
    }
    sqlite = new Database(path, { create: true, strict: true });
    // WAL lets the scheduler write while the API reads; busy_timeout rides out a second process's write.
    sqlite.exec("PRAGMA journal_mode = WAL");
  } catch (err) {
    throw new Error(`[db] cannot open the database ${path}: ${(err as Error).message}`);
  }
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  // Scans write many index entries per run; a 64 MiB page cache keeps the hot index pages in memory.
  sqlite.exec("PRAGMA cache_size = -65536");
  sqlite.exec("PRAGMA temp_store = MEMORY");
  const db = drizzle({ client: sqlite, schema }) as Db;
  if (options.migrate !== false) migrateDb(db);
  return db;
}

/**
 * Apply every pending migration (idempotent), in drizzle's journal table. The check and the
 * migrations run in one IMMEDIATE transaction: two processes starting at once take turns, and
 * the second finds nothing left to do.
 */
export function migrateDb(db: Db): void {
  const c = db.$client;
  c.transaction(() => {
    c.run(`CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
    const last = c.query<{ created_at: number }, []>(`SELECT created_at FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1`).get();
    // An up-to-date database (every start but the first after an upgrade) reads only the journal:
    // drizzle's reader hashes every migration file and brings node:crypto, tens of ms at start-up.
    if (last && Number(last.created_at) >= newestMigrationMillis()) return;
    const { readMigrationFiles } = require("drizzle-orm/migrator") as typeof import("drizzle-orm/migrator");
    for (const m of readMigrationFiles({ migrationsFolder: MIGRATIONS })) {
      if (last && Number(last.created_at) >= m.folderMillis) continue;
      for (const statement of m.sql) if (statement.trim()) c.run(statement);
      c.run(`INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)`, [m.hash, m.folderMillis]);
    }
  }).immediate();
}

/** When the newest migration was made: drizzle's journal names each migration by that time. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS}/meta/_journal.json`, "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * The SQLite database behind the repository contracts: opened (created and migrated when
 * needed) at `path`.
 * @example const { repos, close } = await openSqliteDatabase(".rackhunt/rackhunt.db");
 */
export async function openSqliteDatabase(path: string): Promise<OpenDatabase> {
  const file = path === ":memory:" || !existsSync(path) ? null : realpathSync(path);
  // Migrating takes the write lock synchronously: never while this process holds it on another connection.
  if (file) await fileIdle(file);
  const db = openDb(path);
  return {
    repos: createRepos(db, path === ":memory:" ? null : realpathSync(path)),
    dialect: "sqlite",
    location: path,
    close: async () => db.$client.close(),
  };
}
