import { openSqliteDatabase } from "./client.ts";
import type { Database } from "./contracts/index.ts";

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
  // The PostgreSQL driver and its repositories load only for a PostgreSQL database.
  if (config.databaseUrl) return (await import("./pg/client.ts")).openPostgresDatabase(config.databaseUrl);
  return await openSqliteDatabase(config.dbPath);
}
