import { openPostgresDatabase } from "../../server/src/db/pg/client.ts";
import { onCluster, privateCluster } from "./pg-cluster.ts";

let cluster: Promise<string> | null = null;
let template: Promise<void> | null = null;
const TEMPLATE = "rackhunt_template";

/** The server the tests create databases on: RACKHUNT_TEST_DATABASE_URL, else a private cluster of this process. */
export function testCluster(): Promise<string> {
  cluster ??= process.env.RACKHUNT_TEST_DATABASE_URL ? Promise.resolve(process.env.RACKHUNT_TEST_DATABASE_URL) : privateCluster();
  return cluster;
}

/**
 * A new, empty, migrated PostgreSQL database and its URL. Copied from a template migrated once
 * per process (and given the shipped catalog when asked, as a first `serve` would), so a test
 * database costs a file copy, not a migration.
 */
export async function freshPostgresUrl(): Promise<string> {
  const url = await testCluster();
  template ??= (async () => {
    const name = `${TEMPLATE}_${process.pid}`;
    await onCluster(url, [`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`]);
    const db = await openPostgresDatabase(withDatabase(url, name), { max: 1 });
    await db.close();
  })();
  await template;
  const name = `rackhunt_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await onCluster(url, [`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}_${process.pid}`]);
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
