import { basename } from "node:path";
import { findPostgresBin } from "./pg-cluster.ts";

/**
 * Why PostgreSQL tests cannot run on this machine, or null when they can: a server named by
 * RACKHUNT_TEST_DATABASE_URL, or PostgreSQL's binaries to start a private cluster (PG_BIN, else
 * Debian's /usr/lib/postgresql/N/bin).
 */
export function postgresMissing(): string | null {
  if (process.env.RACKHUNT_TEST_DATABASE_URL) return null;
  if (findPostgresBin()) return null;
  return process.env.PG_BIN ? `PG_BIN=${process.env.PG_BIN} holds no initdb` : "PostgreSQL is not installed (no RACKHUNT_TEST_DATABASE_URL, no PG_BIN, no /usr/lib/postgresql/*/bin/initdb)";
}

/**
 * Whether a PostgreSQL-only test file runs here. Without PostgreSQL it prints one line saying
 * what was not run, why and how to run it, and the file registers no tests, so `npm test` passes
 * on a machine with only Node and npm; with RACKHUNT_REQUIRE_POSTGRES=1 (set by .ci/run) it
 * throws instead, so CI never passes these files unseen.
 * @example if (postgresTestsRun(import.meta.path)) await import("./postgres-fleet.suite.ts");
 */
export function postgresTestsRun(file: string): boolean {
  const missing = postgresMissing();
  if (missing === null) return true;
  const what = `${basename(file)}: PostgreSQL tests not run: ${missing}`;
  if (process.env.RACKHUNT_REQUIRE_POSTGRES === "1") throw new Error(`${what}, and RACKHUNT_REQUIRE_POSTGRES=1 requires them`);
  console.log(`${what}. To run them: apt-get install postgresql, or set PG_BIN to its bin folder, or RACKHUNT_TEST_DATABASE_URL to a server the tests may create databases on.`);
  return false;
}
