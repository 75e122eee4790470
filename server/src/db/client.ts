import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
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

/** Apply every pending migration (idempotent). */
export function migrateDb(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS });
}
