import { describe, expect, test } from "bun:test";
import { SQL } from "bun";
import { readdirSync } from "node:fs";
import { openPostgresDatabase } from "../../../server/src/db/pg/client.ts";
import { rackhuntAsync } from "../../support/cli.ts";
import { onCluster } from "../../support/pg-cluster.ts";
import { dropPostgresDatabase, freshPostgresUrl, testCluster, withDatabase } from "../../support/pg.ts";
import { repositoryConformance, withTestDb, type DatabaseTarget } from "./conformance/index.ts";
import { account, huntRow, NOW, observation } from "./conformance/kit.ts";

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

describe("PostgreSQL only: what an operator reads", () => {
  test("JSON columns hold documents (json_typeof object, ->> works), not JSON strings of them", async () => {
    const url = await freshPostgresUrl();
    const database = await openPostgresDatabase(url, { max: 2 });
    const sql = new SQL(url, { max: 1 });
    try {
      const u = await account(database.repos);
      const hunt = await database.repos.hunts.insert(huntRow(u.id));
      const [row] = await sql`SELECT json_typeof(config) AS kind, config->>'query' AS query FROM hunts WHERE id = ${hunt.id}`;
      expect(row).toEqual({ kind: "object", query: "epyc" });
    } finally {
      await sql.close();
      await database.close();
      await dropPostgresDatabase(url);
    }
  });
});

describe("PostgreSQL only: start-up", () => {
  test("servers starting at once on an empty database migrate it once, one at a time (advisory lock)", async () => {
    const url = withDatabase(await testCluster(), `rackhunt_empty_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`);
    await onCluster(await testCluster(), [`CREATE DATABASE ${new URL(url).pathname.slice(1)}`]);
    try {
      const runs = await Promise.all(Array.from({ length: 4 }, () => rackhuntAsync(["migrate"], { env: { RACKHUNT_DATABASE_URL: url } })));
      expect(runs.map((r) => [r.code, r.err])).toEqual(Array.from({ length: 4 }, () => [0, ""]));
      const sql = new SQL(url, { max: 1 });
      try {
        const [applied] = await sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
        expect(applied.n).toBe(readdirSync(new URL("../../../server/src/db/pg/migrations", import.meta.url).pathname).filter((f) => f.endsWith(".sql")).length);
      } finally {
        await sql.close();
      }
    } finally {
      await dropPostgresDatabase(url);
    }
  }, 60_000);
});

describe("PostgreSQL only: signals between processes", () => {
  test("a signal sent in a committed transaction reaches a listener on another connection; one rolled back never does", () =>
    withTestDb(postgres, async ({ repos, another }) => {
      const listener = await another();
      let heard = 0;
      const stop = await listener.signals.listen("outbox", () => heard++);
      await repos.transaction(async (tx) => tx.signals.notify("outbox")).catch(() => {});
      await repos.transaction(async (tx) => {
        await tx.signals.notify("outbox");
        throw new Error("rolled back");
      }).catch(() => {});
      const end = Date.now() + 10_000;
      while (heard === 0 && Date.now() < end) await Bun.sleep(20);
      expect(heard).toBe(1);
      // The rolled-back one had its chance to arrive (it was sent after the first).
      await repos.transaction(async (tx) => tx.signals.notify("outbox"));
      while (heard === 1 && Date.now() < end) await Bun.sleep(20);
      expect(heard).toBe(2);
      await stop();
    }), 60_000);
});
