import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { dropPostgresDatabase, freshPostgresUrl } from "./pg.ts";

/**
 * The database the end-to-end suites run against: SQLite files by default, PostgreSQL when
 * RACKHUNT_TEST_DATABASE=postgres (CI runs the suites both ways; see .ci/run).
 */
export const TEST_DIALECT: "sqlite" | "postgres" = process.env.RACKHUNT_TEST_DATABASE === "postgres" ? "postgres" : "sqlite";

/** A statement in both dialects, when they differ (`?` placeholders in both). */
export type DialectSql = string | { sqlite: string; postgres: string };

/** One test database: the environment a server or CLI command is given to use it, and direct reads. */
export interface TestDatabase {
  dialect: "sqlite" | "postgres";
  /** RACKHUNT_DB, plus RACKHUNT_DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** The SQLite file (on PostgreSQL, a path nothing uses). */
  dbPath: string;
  /**
   * Rows of one statement run on a connection of its own (what an operator's `sqlite3` or `psql`
   * would see): for checks the API does not expose, such as what is stored at rest.
   */
  rows<T = Record<string, unknown>>(statement: DialectSql, ...params: (string | number | null)[]): Promise<T[]>;
  /** Remove it (files, or the PostgreSQL database). */
  drop(): Promise<void>;
}

/**
 * A new test database of the dialect under test: a SQLite file not yet created, or a migrated
 * PostgreSQL database. The PostgreSQL one holds the shipped catalog already (synced once per test
 * process, at that moment) unless `catalog: false`, when the first server start syncs it at its
 * own clock, as on SQLite. `dialect` overrides RACKHUNT_TEST_DATABASE for a test about one database.
 */
export async function testDatabase(options: { catalog?: boolean; dialect?: "sqlite" | "postgres" } = {}): Promise<TestDatabase> {
  // On PostgreSQL the folder is made once the database exists: a run without PostgreSQL leaves nothing behind.
  const url = (options.dialect ?? TEST_DIALECT) === "postgres" ? await freshPostgresUrl({ catalog: options.catalog ?? true }) : null;
  const dir = mkdtempSync(join(tmpdir(), "rackhunt-test-"));
  const dbPath = join(dir, "rackhunt.db");
  if (url === null) return sqliteDatabase(dbPath, () => rmSync(dir, { recursive: true, force: true }));
  return postgresDatabase(url, dbPath, async () => {
    await dropPostgresDatabase(url);
    rmSync(dir, { recursive: true, force: true });
  });
}

/** The test database a server environment names (RACKHUNT_DATABASE_URL, else RACKHUNT_DB). */
export function databaseOf(env: Record<string, string>, cleanup: () => void | Promise<void> = () => {}): TestDatabase {
  if (env.RACKHUNT_DATABASE_URL) return postgresDatabase(env.RACKHUNT_DATABASE_URL, env.RACKHUNT_DB ?? "", cleanup);
  return sqliteDatabase(env.RACKHUNT_DB!, cleanup);
}

function sqliteDatabase(dbPath: string, cleanup: () => void | Promise<void>): TestDatabase {
  return {
    dialect: "sqlite",
    env: { RACKHUNT_DB: dbPath },
    dbPath,
    async rows<T>(statement: DialectSql, ...params: (string | number | null)[]) {
      const db = new Database(dbPath);
      try {
        db.exec("PRAGMA busy_timeout = 5000");
        return db.query(typeof statement === "string" ? statement : statement.sqlite).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    drop: async () => cleanup(),
  };
}

function postgresDatabase(url: string, dbPath: string, cleanup: () => void | Promise<void>): TestDatabase {
  return {
    dialect: "postgres",
    env: { RACKHUNT_DB: dbPath, RACKHUNT_DATABASE_URL: url },
    dbPath,
    async rows<T>(statement: DialectSql, ...params: (string | number | null)[]) {
      const sql = new SQL(url, { max: 1 });
      try {
        let n = 0;
        const text = (typeof statement === "string" ? statement : statement.postgres).replace(/\?/g, () => `$${++n}`);
        return [...(await sql.unsafe(text, params))] as T[];
      } finally {
        await sql.close();
      }
    },
    drop: async () => cleanup(),
  };
}
