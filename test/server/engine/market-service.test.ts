import { describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { openDb } from "../../../server/src/db/client.ts";
import { observationsRepo } from "../../../server/src/db/repos/observations.ts";
import { createMarketService } from "../../../server/src/engine/market-service.ts";

const DAY = 86_400_000;
const row = (id: string, price: number, at: number) => ({ component_id: id, price, observed_at: at, source: "forum", condition: "used" as const, location: null, listing_id: null, kind: "sold" as const });

describe("the market service: the database's windows, live", () => {
  test("holds only the windows asked about, and only their last 90 days", () => {
    const repo = observationsRepo(openDb(":memory:"));
    const clock = manualClock();
    const now = clock.now();
    for (let d = 0; d < 200; d++) repo.insert(row("hdd-a", 50 + (d % 7), now - d * DAY));
    for (let d = 0; d < 50; d++) repo.insert(row("hdd-b", 80, now - d * DAY));
    const service = createMarketService(repo, clock);
    expect(service.market.prices("hdd-a", "used").length).toBe(91);
    expect(service.held).toBe(1);
    expect(service.market.size).toBe(91);
    // A longer window reads the component again, further back.
    expect(service.market.prices("hdd-a", "used", { window_days: 365 }).length).toBe(200);
    expect(service.market.size).toBe(200);
  });

  test("rows another process stores are read on refresh, once each, without a restart", () => {
    const db = openDb(":memory:");
    const repo = observationsRepo(db);
    const clock = manualClock();
    const service = createMarketService(repo, clock);
    const count = () => service.market.prices("hdd-synthetic", "used", { now: clock.now() }).length;
    expect(count()).toBe(0);
    repo.insert(row("hdd-synthetic", 45, clock.now())); // an import in another process
    service.refresh();
    expect(count()).toBe(1);
    service.refresh();
    expect(count()).toBe(1);
    // A component first asked about later is read from the database whole.
    repo.insert(row("hdd-other", 60, clock.now()));
    expect(service.market.prices("hdd-other", "used", { now: clock.now() }).length).toBe(1);
  });
});
