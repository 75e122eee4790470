import { openSqliteDatabase } from "./client.ts";
import type { Database } from "./contracts/index.ts";
import { openPostgresDatabase } from "./pg/client.ts";

/** Where the database is: RACKHUNT_DATABASE_URL (PostgreSQL) when set, else the SQLite file. */
export interface DatabaseConfig {
  dbPath: string;
  databaseUrl: string | null;
}

/**
 * Open the configured database and apply pending migrations: PostgreSQL when
 * RACKHUNT_DATABASE_URL is set, else the SQLite file at RACKHUNT_DB (the default; nothing to
 * install).
 * @example const database = await openDatabase(config); const user = await database.repos.users.findById(id);
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  return await openSqliteDatabase(config.dbPath);
}
