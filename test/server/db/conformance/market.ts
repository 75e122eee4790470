import { expect } from "bun:test";
import { DAY, listingRow, NOW, observation, type ContractCheck } from "./kit.ts";

const component = (id: string, at = NOW) => ({
  id, category: "hdd", subcategory: null, brand: "HGST", model: `Model ${id}`, mpn: null, capacity: "8TB", capacity_gb: 8000, interface: "SAS", form_factor: "3.5in", generation: null,
  attributes: '{"specs":{"rpm":7200}}', created_at: at, updated_at: at,
});

/** Price observations, their feed, the catalog and the sold-comparables queue. */
export const marketChecks: ContractCheck[] = [
  {
    name: "observations: history in a period newest first, filtered by location (sub-regions match, wildcards do not); counts per component; keys stored",
    async run({ repos }) {
      await repos.observations.insertMany([
        observation("hdd-a", 50, NOW - 2 * DAY, { location: "USA-CA", listing_id: "l1" }),
        observation("hdd-a", 55, NOW - DAY, { location: "usa", listing_id: "import:abc" }),
        observation("hdd-a", 60, NOW - 40 * DAY, { location: "UK" }),
        observation("hdd-a", 65, NOW - DAY, { location: "USAX" }),
        observation("hdd-b", 70, NOW, { location: null, source: null, condition: null, kind: "asking" }),
      ]);
      expect((await repos.observations.history("hdd-a", NOW - 30 * DAY, NOW)).map((o) => o.price)).toEqual([65, 55, 50]);
      expect((await repos.observations.history("hdd-a", Number.MIN_SAFE_INTEGER, NOW, "usa")).map((o) => o.price)).toEqual([55, 50]);
      expect(await repos.observations.history("hdd-a", Number.MIN_SAFE_INTEGER, NOW, "US%")).toEqual([]);
      expect((await repos.observations.history("hdd-b", 0, NOW))[0]).toEqual({ price: 70, observed_at: NOW, source: null, condition: null });
      expect(await repos.observations.counts(["hdd-a", "hdd-b", "hdd-c"])).toEqual(new Map([["hdd-a", 4], ["hdd-b", 1]]));
      expect(await repos.observations.counts(["hdd-a"], "USA-CA")).toEqual(new Map([["hdd-a", 1]]));
      expect(await repos.observations.counts([])).toEqual(new Map());
      expect((await repos.observations.componentsSince(NOW - 3 * DAY)).sort()).toEqual(["hdd-a", "hdd-b"]);
      expect(await repos.observations.storedKeys(["l1", "import:abc", "l2"])).toEqual(new Set(["l1", "import:abc"]));
    },
  },
  {
    name: "observations feed: rows stored after it opened are read once each, whichever server stored them; windows hold exactly the rows up to the cut",
    async run({ repos, another }) {
      await repos.observations.insertMany([observation("hdd-a", 50, NOW - DAY), observation("hdd-a", 51, NOW - 100 * DAY)]);
      const feed = await repos.observations.follow();
      expect(await feed.next()).toEqual([]);
      const other = await another();
      await other.observations.insertMany([observation("hdd-a", 52, NOW)]);
      await repos.observations.insertMany([observation("hdd-b", 60, NOW)]);
      const read = await feed.next();
      expect(read.map((o) => o.price).sort()).toEqual([52, 60]);
      expect(await feed.next()).toEqual([]);
      const windows = await feed.windows(["hdd-a", "hdd-b", "hdd-c"], NOW - 10 * DAY);
      expect(windows.get("hdd-a")!.map((o) => o.price)).toEqual([50, 52]);
      expect(windows.get("hdd-b")!.map((o) => o.price)).toEqual([60]);
      expect(windows.get("hdd-c")).toEqual([]);
      // Rows stored after the last read are not in the windows yet: they come with the next read.
      await other.observations.insertMany([observation("hdd-a", 53, NOW)]);
      expect((await feed.windows(["hdd-a"], Number.NEGATIVE_INFINITY)).get("hdd-a")!.map((o) => o.price)).toEqual([51, 50, 52]);
      const before = feed.version;
      expect((await feed.next()).map((o) => o.price)).toEqual([53]);
      expect(feed.version).toBeGreaterThan(before);
    },
  },
  {
    name: "observations feed: many writers at once, every row read exactly once",
    async run({ repos, another }) {
      const feed = await repos.observations.follow();
      const writers = [repos, await another(), await another()];
      const seen: number[] = [];
      const writes = Array.from({ length: 30 }, (_, i) => writers[i % 3]!.observations.insertMany([observation("hdd-x", 1000 + i, NOW), observation("hdd-x", 2000 + i, NOW)]));
      const reading = (async () => {
        for (let i = 0; i < 10; i++) seen.push(...(await feed.next()).map((o) => o.price));
      })();
      await Promise.all([...writes, reading]);
      seen.push(...(await feed.next()).map((o) => o.price));
      expect(seen.length).toBe(60);
      expect(new Set(seen).size).toBe(60);
    },
  },
  {
    name: "components: stored and replaced with their aliases in order; removed with their aliases; listing counts by location",
    async run({ repos }) {
      await repos.components.putMany([
        { row: component("hdd-a"), aliases: [{ alias: "HUH728080AL", kind: "part_number" }, { alias: "He8", kind: "name" }] },
        { row: component("hdd-b"), aliases: [] },
      ]);
      expect(await repos.components.count()).toBe(2);
      expect(await repos.components.get("hdd-a")).toEqual(component("hdd-a"));
      expect(await repos.components.aliases("hdd-a")).toEqual([{ alias: "HUH728080AL", kind: "part_number" }, { alias: "He8", kind: "name" }]);
      await repos.components.putMany([{ row: { ...component("hdd-a", NOW + 5), model: "Renamed", created_at: NOW + 5 }, aliases: [{ alias: "Zed", kind: "name" }, { alias: "Alpha", kind: "name" }] }]);
      // created_at is the first store's; everything else is the new row's.
      expect(await repos.components.get("hdd-a")).toMatchObject({ model: "Renamed", created_at: NOW, updated_at: NOW + 5 });
      expect((await repos.components.aliases("hdd-a")).map((a) => a.alias)).toEqual(["Zed", "Alpha"]);
      expect((await repos.components.stored()).get("hdd-b")).toEqual({ created_at: NOW, attributes: '{"specs":{"rpm":7200}}' });
      await repos.components.removeMany(["hdd-a"]);
      expect(await repos.components.get("hdd-a")).toBeNull();
      expect(await repos.components.aliases("hdd-a")).toEqual([]);
      await repos.listings.upsertMany([listingRow(1, { component_id: "hdd-b", location: "USA-TX" }), listingRow(2, { component_id: "hdd-b", location: "UK" })]);
      expect(await repos.components.listingCounts(["hdd-b", "hdd-a"])).toEqual(new Map([["hdd-b", 2]]));
      expect(await repos.components.listingCounts(["hdd-b"], "uk")).toEqual(new Map([["hdd-b", 1]]));
    },
  },
  {
    name: "sold fetches: queued once per (source, normalised query), brought forward, leased when due by one worker, finished and rescheduled",
    async run({ repos, another }) {
      await repos.soldFetches.enqueue("auction", "EPYC  7302P", NOW + DAY);
      await repos.soldFetches.enqueue("auction", "epyc 7302p", NOW);
      await repos.soldFetches.ensure("auction", "Epyc 7302p", NOW + 5 * DAY);
      expect(await repos.soldFetches.get("auction", "epyc 7302P")).toEqual({ source: "auction", query_key: "epyc 7302p", query: "EPYC  7302P", next_run_at: NOW, last_run_at: null, last_error: null, last_count: null });
      await repos.soldFetches.ensure("forum", "xeon", NOW + DAY);
      const other = await another();
      const [a, b] = await Promise.all([repos.soldFetches.leaseDue("w1", NOW, 5, 60_000), other.soldFetches.leaseDue("w2", NOW, 5, 60_000)]);
      expect([...a, ...b].map((r) => r.query_key)).toEqual(["epyc 7302p"]);
      expect(await repos.soldFetches.leaseIfDue("w3", NOW, 60_000, "auction", "EPYC 7302P")).toBeNull();
      expect((await repos.soldFetches.leaseIfDue("w3", NOW + 60_001, 60_000, "auction", "EPYC 7302P"))?.query_key).toBe("epyc 7302p");
      await repos.soldFetches.finish({ source: "auction", query_key: "epyc 7302p" }, NOW + 1, NOW + DAY, "timeout", 4);
      expect(await repos.soldFetches.get("auction", "EPYC 7302P")).toMatchObject({ last_run_at: NOW + 1, next_run_at: NOW + DAY, last_error: "timeout", last_count: 4 });
      expect(await repos.soldFetches.leaseDue("w4", NOW + DAY, 5, 60_000)).toHaveLength(2);
    },
  },
];
