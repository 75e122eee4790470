import { SQL } from "bun";
import { drizzle } from "drizzle-orm/bun-sql";
import { migrate } from "drizzle-orm/bun-sql/migrator";
import type { Database } from "../contracts/index.ts";
import { createPgRepos } from "./repos/index.ts";
import * as schema from "./schema.ts";

const MIGRATIONS = new URL("./migrations", import.meta.url).pathname;
/** pg_advisory_lock key held while migrating: servers starting together migrate one at a time. */
const MIGRATION_LOCK = 7_277_104_517;

/** The URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://…";
  }
}

/**
 * The PostgreSQL database behind the repository contracts (RACKHUNT_DATABASE_URL): connected,
 * and migrated under an advisory lock.
 * @example const database = await openPostgresDatabase("postgres://rackhunt@db:5432/rackhunt");
 */
export async function openPostgresDatabase(url: string, options: { max?: number } = {}): Promise<Database> {
  const client = new SQL(url, { max: options.max ?? 10, idleTimeout: 60 });
  const db = drizzle({ client, schema });
  try {
    await migrateUnderLock(url, () => migrate(db, { migrationsFolder: MIGRATIONS }));
    return {
      repos: createPgRepos(db, client),
      dialect: "postgres",
      location: redactUrl(url),
      close: () => client.close(),
    };
  } catch (err) {
    await client.close().catch(() => {});
    throw new Error(`[db] cannot open the database ${redactUrl(url)}: ${(err as Error).message}`);
  }
}

/** Run `work` while holding the migration lock, on a connection of its own (the pool may have only one). */
async function migrateUnderLock(url: string, work: () => Promise<void>): Promise<void> {
  const lock = new SQL(url, { max: 1 });
  try {
    await lock`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await work();
    } finally {
      await lock`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await lock.close();
  }
}
