import { describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { openDb } from "../../../server/src/db/client.ts";
import { observationsRepo } from "../../../server/src/db/repos/observations.ts";
import { createMarketService, MARKET_REFRESH_MS } from "../../../server/src/engine/market-service.ts";

const row = (price: number, at: number) => ({ component_id: "hdd-synthetic", price, observed_at: at, source: "forum", condition: "used" as const, location: null, listing_id: null, kind: "sold" as const });

describe("the market service", () => {
  test("an add before the first load is not counted twice", () => {
    const repo = observationsRepo(openDb(":memory:"));
    const clock = manualClock();
    const service = createMarketService(repo, clock);
    const o = row(50, clock.now());
    service.add({ ...o, id: repo.insert(o) });
    expect(service.market.prices("hdd-synthetic", "used", { now: clock.now() }).length).toBe(1);
  });

  test("rows stored by another process show up after the refresh interval, own rows once", () => {
    const db = openDb(":memory:");
    const repo = observationsRepo(db);
    const clock = manualClock();
    const service = createMarketService(repo, clock);
    const count = () => service.market.prices("hdd-synthetic", "used", { now: clock.now() }).length;
    expect(count()).toBe(0);
    const mine = row(40, clock.now());
    service.add({ ...mine, id: repo.insert(mine) });
    repo.insert(row(45, clock.now())); // an import in another process
    expect(count()).toBe(1);
    clock.advance(MARKET_REFRESH_MS);
    expect(count()).toBe(2);
    clock.advance(MARKET_REFRESH_MS);
    expect(count()).toBe(2);
  });
});
