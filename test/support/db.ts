import { Database } from "bun:sqlite";

/**
 * Rows of one SQL statement run straight against a test server's SQLite file, on a connection of
 * its own (what an operator's `sqlite3` would see): for checks the API does not expose, such as
 * what is stored at rest.
 * @example await sqlRows(s.dbPath, "SELECT key_hash FROM api_keys")
 */
export async function sqlRows<T = Record<string, unknown>>(dbPath: string, sql: string, ...params: (string | number | null)[]): Promise<T[]> {
  const db = new Database(dbPath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db.query(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
