import { defaultCatalog } from "@rackhunt/core";
import { syncCatalog } from "../../server/src/catalog-sync/index.ts";
import { openPostgresDatabase } from "../../server/src/db/pg/client.ts";
import { onCluster, privateCluster } from "./pg-cluster.ts";

let cluster: Promise<string> | null = null;
const templates = new Map<string, Promise<void>>();

/** The server the tests create databases on: RACKHUNT_TEST_DATABASE_URL, else a private cluster of this process. */
export function testCluster(): Promise<string> {
  cluster ??= process.env.RACKHUNT_TEST_DATABASE_URL ? Promise.resolve(process.env.RACKHUNT_TEST_DATABASE_URL) : privateCluster();
  return cluster;
}

/**
 * A new migrated PostgreSQL database and its URL: empty, or holding the shipped catalog as a
 * first `serve` leaves it. Copied from a template made once per process, so a test database
 * costs a file copy, not a migration and a catalog sync.
 */
export async function freshPostgresUrl(options: { catalog?: boolean } = {}): Promise<string> {
  const url = await testCluster();
  const template = `rackhunt_template_${options.catalog ? "catalog_" : ""}${process.pid}`;
  if (!templates.has(template)) {
    templates.set(
      template,
      (async () => {
        await onCluster(url, [`DROP DATABASE IF EXISTS ${template}`, `CREATE DATABASE ${template}`]);
        const db = await openPostgresDatabase(withDatabase(url, template), { max: 1 });
        if (options.catalog) await syncCatalog(db.repos, defaultCatalog(), Date.now());
        await db.close();
      })(),
    );
  }
  await templates.get(template);
  const name = `rackhunt_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await onCluster(url, [`CREATE DATABASE ${name} TEMPLATE ${template}`]);
  return withDatabase(url, name);
}

/** Drop a database made by freshPostgresUrl (its connections must be closed). */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onCluster(await testCluster(), [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
