import { describe, expect, test } from "bun:test";
import type { Repos } from "../../../server/src/db/contracts/index.ts";
import { RECENT_WRITE_FAILURE_MS, watchFailures } from "../../../server/src/db/failure-watch.ts";

// The end-to-end proof is test/e2e/security/failed-writes.test.ts (a real full disk); this checks
// what it cannot without waiting: which errors are kept, and for how long.
const sqliteError = (code: string, message: string) => Object.assign(new Error(message), { code });

function fakeRepos(fail: () => unknown): Repos {
  return { dialect: "sqlite", hunts: { insert: async () => { throw fail(); }, list: () => { throw fail(); } }, ping: async () => true } as unknown as Repos;
}

describe("the last failed write", () => {
  test("is kept with its time and reason for RECENT_WRITE_FAILURE_MS, from a rejected or a thrown call, and the error goes on unchanged", async () => {
    let now = 1_000_000;
    const error = sqliteError("SQLITE_FULL", "database or disk is full");
    const { repos, watch } = watchFailures(fakeRepos(() => error), () => now);
    expect(watch.recentWriteFailure(now)).toBeNull();
    await expect(repos.hunts.insert({} as never)).rejects.toBe(error);
    expect(watch.recentWriteFailure(now + 1)).toEqual({ at: now, reason: "database or disk is full" });
    expect(watch.recentWriteFailure(now + RECENT_WRITE_FAILURE_MS)).toBeNull();
    now += 5;
    expect(() => repos.hunts.list("u", 1, 0)).toThrow(error);
    expect(watch.recentWriteFailure(now)?.at).toBe(now);
  });

  test("a wrapped driver error counts (drizzle's cause); an outage, a constraint or a bug does not", async () => {
    const wrapped = new Error("Failed query: INSERT ...", { cause: Object.assign(new Error("could not extend file"), { errno: "53100" }) });
    const kept = watchFailures(fakeRepos(() => wrapped), () => 7);
    await expect(kept.repos.hunts.insert({} as never)).rejects.toBe(wrapped);
    expect(kept.watch.recentWriteFailure(8)).toEqual({ at: 7, reason: "could not extend file" });
    for (const other of [sqliteError("SQLITE_BUSY", "database is locked"), sqliteError("SQLITE_CONSTRAINT_UNIQUE", "UNIQUE constraint failed"), new TypeError("x is undefined"), Object.assign(new Error("Connection closed"), { code: "ERR_POSTGRES_CONNECTION_CLOSED" })]) {
      const { repos, watch } = watchFailures(fakeRepos(() => other), () => 7);
      await expect(repos.hunts.insert({} as never)).rejects.toBe(other);
      expect(watch.recentWriteFailure(8)).toBeNull();
    }
  });
});
