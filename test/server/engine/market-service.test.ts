import { describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { openSqliteDatabase } from "../../../server/src/db/client.ts";
import { createMarketService } from "../../../server/src/engine/market-service.ts";

const DAY = 86_400_000;
const row = (id: string, price: number, at: number) => ({ component_id: id, price, observed_at: at, source: "forum", condition: "used" as const, location: null, listing_id: null, kind: "sold" as const });

describe("the market service: the database's windows, live", () => {
  test("holds only the windows asked about, and only their last 90 days", async () => {
    const repo = (await openSqliteDatabase(":memory:")).repos.observations;
    const clock = manualClock();
    const now = clock.now();
    await repo.insertMany(Array.from({ length: 200 }, (_, d) => row("hdd-a", 50 + (d % 7), now - d * DAY)));
    await repo.insertMany(Array.from({ length: 50 }, (_, d) => row("hdd-b", 80, now - d * DAY)));
    const service = await createMarketService(repo, clock);
    await service.prepare([{ component_id: "hdd-a", stratum: "used", from: now - 90 * DAY, to: now }]);
    expect(service.market.prices("hdd-a", "used").length).toBe(91);
    expect(service.held).toBe(1);
    expect(service.market.size).toBe(91);
    expect(service.loads).toEqual({ windows: 1, queries: 1 });
    // A longer window reads the component again, further back.
    await service.prepareVariants(["hdd-a"], now - 365 * DAY);
    expect(service.market.prices("hdd-a", "used", { window_days: 365 }).length).toBe(200);
    expect(service.market.size).toBe(200);
    // Held far enough back: preparing it again reads nothing.
    await service.prepareVariants(["hdd-a"], now - 300 * DAY);
    expect(service.loads).toEqual({ windows: 2, queries: 2 });
    // Asked only for far less than it holds: read again, shorter, so old rows leave memory.
    await service.prepareVariants(["hdd-a"], now - 90 * DAY);
    expect(service.loads).toEqual({ windows: 3, queries: 3 });
    expect(service.market.size).toBe(181);
  });

  test("rows another process stores are read on refresh, once each, without a restart", async () => {
    const repo = (await openSqliteDatabase(":memory:")).repos.observations;
    const clock = manualClock();
    const service = await createMarketService(repo, clock);
    const count = async (id = "hdd-synthetic") => {
      await service.prepareVariants([id], clock.now() - 90 * DAY);
      return service.market.prices(id, "used", { now: clock.now() }).length;
    };
    expect(await count()).toBe(0);
    await repo.insertMany([row("hdd-synthetic", 45, clock.now())]); // an import in another process
    await service.refresh();
    expect(await count()).toBe(1);
    await service.refresh();
    expect(await count()).toBe(1);
    // A component first asked about later is read from the database whole.
    await repo.insertMany([row("hdd-other", 60, clock.now())]);
    expect(await count("hdd-other")).toBe(1);
  });

  test("a lookup of a window never prepared is refused, not answered as empty", async () => {
    const repo = (await openSqliteDatabase(":memory:")).repos.observations;
    const clock = manualClock();
    await repo.insertMany([row("hdd-a", 50, clock.now())]);
    const service = await createMarketService(repo, clock);
    expect(() => service.market.prices("hdd-a", "used")).toThrow(/not prepared/);
    await service.prepareVariants(["hdd-a"], clock.now() - 90 * DAY);
    expect(service.market.prices("hdd-a", "used").length).toBe(1);
  });

  test("lookups prepared at once with different windows each find theirs (loads take turns, none narrows another's)", async () => {
    const repo = (await openSqliteDatabase(":memory:")).repos.observations;
    const clock = manualClock();
    const now = clock.now();
    await repo.insertMany(Array.from({ length: 200 }, (_, d) => row("hdd-a", 50, now - d * DAY)));
    const service = await createMarketService(repo, clock);
    await Promise.all([service.prepareVariants(["hdd-a"], now - 120 * DAY), service.prepareVariants(["hdd-a"], now - 90 * DAY)]);
    expect(service.market.prices("hdd-a", "used", { window_days: 120 }).length).toBe(121);
    expect(service.market.prices("hdd-a", "used").length).toBe(91);
  });
});
