import { expect } from "bun:test";
import { account, HOUR, huntRow, NOW, type ContractCheck } from "./kit.ts";

/** Streams of newest items: the reader lease, the stored read, alert latency; and the hunts they are matched against. */
export const streamChecks: ContractCheck[] = [
  {
    name: "stream: one reader holds a source's lease until it expires; a read is stored only by the holder; release hands it over",
    async run({ repos, another }) {
      const other = await another();
      const first = await repos.stream.claim("forum", "a", NOW, 60_000);
      expect(first).toMatchObject({ source: "forum", cursor: { heads: {} }, status: "ok", failures: 0, next_read_at: 0, lease_owner: "a" });
      expect(await other.stream.claim("forum", "b", NOW + 1_000, 60_000)).toBeNull();
      // The holder renews it; a read it stores moves the cursor and counts.
      expect(await repos.stream.claim("forum", "a", NOW + 2_000, 60_000)).not.toBeNull();
      const cursor = { heads: { "https://x.test/new.json": ["p2", "p1"] } };
      expect(await repos.stream.saveRead("forum", "a", { cursor, failure: null, failures: 0, next_read_at: NOW + 62_000, last_read_at: NOW + 2_000, items: 2, malformed: 1 })).toBe(true);
      expect(await other.stream.saveRead("forum", "b", { cursor: { heads: {} }, failure: "x", failures: 1, next_read_at: 0, last_read_at: NOW, items: 0, malformed: 0 })).toBe(false);
      // A failing read keeps the cursor (null) and says why.
      await repos.stream.saveRead("forum", "a", { cursor: null, failure: "[forum] not the page expected", failures: 1, next_read_at: NOW + 120_000, last_read_at: NOW + 3_000, items: 0, malformed: 0 });
      const [row] = await other.stream.list();
      expect(row).toMatchObject({ source: "forum", cursor, status: "failing", failure: "[forum] not the page expected", failures: 1, items: 2, malformed: 1, next_read_at: NOW + 120_000 });
      // Expired: another process takes it over.
      expect(await other.stream.claim("forum", "b", NOW + 2_000 + 60_001, 60_000)).toMatchObject({ lease_owner: "b", cursor });
      await other.stream.release("forum", "b");
      expect(await repos.stream.claim("forum", "a", NOW + 2_000 + 60_002, 60_000)).toMatchObject({ lease_owner: "a" });
    },
  },
  {
    name: "stream: alert latency from origin to first delivery, per source and per hunt",
    async run({ repos }) {
      await repos.stream.recordOrigins([
        { alert_id: "a1", hunt_id: "h1", source: "forum", origin_at: NOW },
        { alert_id: "a2", hunt_id: "h2", source: "auction", origin_at: NOW },
        { alert_id: "a3", hunt_id: "h1", source: "forum", origin_at: NOW },
      ]);
      await repos.stream.delivered("a1", NOW + 30_000);
      await repos.stream.delivered("a1", NOW + 90_000); // the first delivery is kept
      await repos.stream.delivered("a2", NOW + 5_000);
      const all = await repos.stream.latencies(NOW, 100);
      expect(all.sort((x, y) => x.latency_ms - y.latency_ms)).toEqual([{ source: "auction", latency_ms: 5_000 }, { source: "forum", latency_ms: 30_000 }]);
      expect(await repos.stream.latencies(NOW, 100, "h1")).toEqual([{ source: "forum", latency_ms: 30_000 }]);
      expect(await repos.stream.latencies(NOW + 10_000, 100)).toEqual([{ source: "forum", latency_ms: 30_000 }]);
    },
  },
  {
    name: "hunts: streamable ones are active, unpaused hunts of the stream tiers (and admins); markRunMany and addCountsMany write a batch",
    async run({ repos }) {
      const free = await account(repos, undefined, "free");
      const pro = await account(repos, undefined, "pro");
      const on = await repos.hunts.insert(huntRow(pro.id));
      await repos.hunts.insert(huntRow(pro.id, { active: false }));
      await repos.hunts.insert(huntRow(pro.id, { paused_until: NOW + HOUR }));
      const resumed = await repos.hunts.insert(huntRow(pro.id, { paused_until: NOW - HOUR }));
      const freeHunt = await repos.hunts.insert(huntRow(free.id));
      expect((await repos.hunts.streamable(["pro", "lifetime"], NOW)).map((h) => h.id).sort()).toEqual([on.id, resumed.id].sort());
      expect((await repos.hunts.streamable(["free"], NOW)).map((h) => h.id)).toEqual([freeHunt.id]);
      await repos.hunts.markStreamed([on.id], NOW);
      expect((await repos.hunts.byId(on.id))!.last_streamed_at).toBe(NOW);
      await repos.hunts.markRunMany([on.id, resumed.id], NOW);
      for (const id of [on.id, resumed.id]) expect(await repos.hunts.byId(id)).toMatchObject({ last_run_at: NOW, next_run_at: NOW + 4 * HOUR });
      await repos.results.addCountsMany([
        { user_id: pro.id, hunt_id: on.id, counts: { ALERT: 1, WATCH: 2, SKIP: 0 } },
        { user_id: pro.id, hunt_id: resumed.id, counts: { ALERT: 0, WATCH: 0, SKIP: 3 } },
      ]);
      await repos.results.addCountsMany([{ user_id: pro.id, hunt_id: on.id, counts: { ALERT: 1, WATCH: 0, SKIP: 0 } }]);
      const counts = await repos.results.countsByHunt(pro.id);
      expect(counts.get(on.id)).toMatchObject({ ALERT: 2, WATCH: 2 });
      expect(counts.get(resumed.id)).toMatchObject({ SKIP: 3 });
    },
  },
];
