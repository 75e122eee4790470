import { describe, expect, test } from "bun:test";
import { openPostgresDatabase } from "../../../server/src/db/pg/client.ts";
import { dropPostgresDatabase, freshPostgresUrl } from "../../support/pg.ts";
import { repositoryConformance, withTestDb, type DatabaseTarget } from "./conformance/index.ts";
import { NOW, observation } from "./conformance/kit.ts";

// The repository contract on PostgreSQL: a new database per check (RACKHUNT_TEST_DATABASE_URL's
// server, else a private cluster of this test run), each handle its own connection pool (as two
// servers on one database).
const postgres: DatabaseTarget = {
  name: "PostgreSQL",
  async fresh() {
    const url = await freshPostgresUrl();
    return { open: () => openPostgresDatabase(url, { max: 4 }), drop: () => dropPostgresDatabase(url) };
  },
};

describe("repository contract: PostgreSQL", () => {
  for (const check of repositoryConformance()) test(check.name, () => withTestDb(postgres, check.run), 60_000);
});

describe("PostgreSQL only: what SQLite's single writer cannot produce", () => {
  test("an observation committed after a later one is still read by the market feed, once", () =>
    withTestDb(postgres, async ({ repos, another }) => {
      const feed = await repos.observations.follow();
      const other = await another();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const early = new Promise<void>((resolve) => (inserted = resolve));
      // The first writer takes its row id, then waits before committing ...
      const slow = repos.transaction(async (tx) => {
        await tx.observations.insertMany([observation("hdd-a", 1, NOW)]);
        inserted();
        await gate;
      });
      await early;
      // ... while a second writer's later row commits and is read.
      await other.observations.insertMany([observation("hdd-a", 2, NOW)]);
      expect((await feed.next()).map((o) => o.price)).toEqual([2]);
      release();
      await slow;
      expect((await feed.next()).map((o) => o.price)).toEqual([1]);
      expect(await feed.next()).toEqual([]);
      expect((await feed.windows(["hdd-a"], 0)).get("hdd-a")!.map((o) => o.price).sort()).toEqual([1, 2]);
    }));
});

describe("PostgreSQL only: limits shared by every server", () => {
  test("rate limits: two servers counting one key at once allow exactly the limit", () =>
    withTestDb(postgres, async ({ repos, another }) => {
      const handles = [repos, await another()];
      const at = Date.UTC(2026, 10, 22, 12);
      const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => handles[i % 2]!.rateLimits.hit("ip:203.0.113.7", 20, 60_000, at)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
      expect((await handles[1]!.rateLimits.hit("ip:203.0.113.7", 20, 60_000, at)).allowed).toBe(false);
    }));
});
