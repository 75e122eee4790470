import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const FILE = join(import.meta.dir, "postgres.test.ts");

/** `bun test` of one PostgreSQL-only file on a machine that has no PostgreSQL (PG_BIN names an empty folder). */
function runWithoutPostgres(extra: Record<string, string>) {
  const empty = mkdtempSync(join(tmpdir(), "rackhunt-no-pg-"));
  try {
    const env: Record<string, string | undefined> = { ...process.env, PG_BIN: empty, ...extra };
    delete env.RACKHUNT_TEST_DATABASE_URL;
    if (!("RACKHUNT_REQUIRE_POSTGRES" in extra)) delete env.RACKHUNT_REQUIRE_POSTGRES;
    const r = Bun.spawnSync([process.execPath, "test", FILE], { env: env as Record<string, string>, stdout: "pipe", stderr: "pipe" });
    return { code: r.exitCode, out: r.stdout.toString() + r.stderr.toString() };
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

describe("PostgreSQL-only test files on a machine without PostgreSQL (README: running the tests)", () => {
  test("npm test passes them by saying what was not run, why and how to run it", () => {
    const r = runWithoutPostgres({});
    expect(r.code).toBe(0);
    expect(r.out).toContain("postgres.test.ts: PostgreSQL tests not run: PG_BIN=");
    expect(r.out).toContain("To run them: apt-get install postgresql");
  }, 60_000);

  test("with RACKHUNT_REQUIRE_POSTGRES=1 (as .ci/run sets it) they fail", () => {
    const r = runWithoutPostgres({ RACKHUNT_REQUIRE_POSTGRES: "1" });
    expect(r.code).not.toBe(0);
    expect(r.out).toContain("RACKHUNT_REQUIRE_POSTGRES=1 requires them");
  }, 60_000);
});
