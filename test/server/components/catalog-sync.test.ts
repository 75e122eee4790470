import { afterAll, describe, expect, test } from "bun:test";
import { createCatalog, defaultCatalog, defaultComponents, type CatalogComponent } from "@rackhunt/core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aliasKind, syncCatalog } from "../../../server/src/catalog-sync/index.ts";
import { createApp } from "../../../server/src/app.ts";
import { manualClock } from "../../../server/src/clock.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { openSqliteDatabase } from "../../../server/src/db/client.ts";
import { createLogger } from "../../../server/src/http/logger.ts";

const dir = mkdtempSync(join(tmpdir(), "rackhunt-sync-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pick = (ids: string[]) => ids.map((id) => defaultCatalog().get(id)!) as CatalogComponent[];
const BASE = ["intel-xeon-e5-2680-v3", "intel-xeon-e5-2690-v3", "juniper-ex4300-24p", "ram-ddr4-lrdimm-64gb-2666"];

describe("catalog sync", () => {
  test("first run inserts, a second run with the same catalog changes nothing", async () => {
    const { repos } = await openSqliteDatabase(join(dir, "a.db"));
    const catalog = createCatalog(pick(BASE));
    expect(await syncCatalog(repos, catalog, 1000)).toEqual({ inserted: 4, updated: 0, removed: 0, unchanged: 0 });
    expect(await syncCatalog(repos, catalog, 2000)).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: 4 });
    const row = (await repos.components.get("ram-ddr4-lrdimm-64gb-2666"))!;
    expect([row.created_at, row.updated_at]).toEqual([1000, 1000]);
    expect(row.capacity).toBe("64GB");
    expect(JSON.parse(row.attributes!).specs).toEqual({ speed_mts: 2666, ecc: true });
    expect((await repos.components.aliases(row.id)).map((a) => a.alias)).toEqual(defaultCatalog().get(row.id)!.aliases);
  });

  test("a changed catalog: changed entries rewritten (created_at kept), new ones inserted, dropped ones removed, observations kept", async () => {
    const { repos } = await openSqliteDatabase(join(dir, "b.db"));
    await syncCatalog(repos, createCatalog(pick(BASE)), 1000);
    await repos.observations.insertMany([{ component_id: "juniper-ex4300-24p", price: 99, observed_at: 500, source: "synthetic-forum", condition: "used", location: null, listing_id: null, kind: "sold" }]);
    const [e5, e5b, , ram] = pick(BASE);
    const changed = { ...e5!, model: "Intel Xeon E5-2680 v3 (renamed)", aliases: ["SR1XP", "E5-2680 V3"] };
    const added = defaultCatalog().get("western-digital-wd10ears")!;
    const report = await syncCatalog(repos, createCatalog([changed, e5b!, ram!, added]), 5000);
    expect(report).toEqual({ inserted: 1, updated: 1, removed: 1, unchanged: 2 });
    const row = (await repos.components.get(e5!.id))!;
    expect(row.model).toBe("Intel Xeon E5-2680 v3 (renamed)");
    expect([row.created_at, row.updated_at]).toEqual([1000, 5000]);
    expect(await repos.components.aliases(e5!.id)).toEqual([{ alias: "SR1XP", kind: "part_number" }, { alias: "E5-2680 V3", kind: "name" }]);
    expect(await repos.components.get("juniper-ex4300-24p")).toBeNull();
    expect(await repos.components.aliases("juniper-ex4300-24p")).toEqual([]);
    expect((await repos.observations.counts(["juniper-ex4300-24p"])).get("juniper-ex4300-24p")).toBe(1);
    expect((await repos.components.get(added.id))!.created_at).toBe(5000);
  });

  test("the server loads the shipped catalog on first start and leaves it alone on the next", async () => {
    const dbPath = join(dir, "app.db");
    const start = (at: number) => createApp({ config: loadConfig({ RACKHUNT_DB: dbPath }), clock: manualClock(at), logger: createLogger("error", () => {}) });
    const first = await start(1000);
    expect(await first.services.repos.components.count()).toBe(defaultComponents().length);
    await first.database.close();
    const second = await start(9000);
    expect((await second.services.repos.components.get("intel-xeon-e5-2680-v3"))!.updated_at).toBe(1000);
    await second.database.close();
  });

  test("aliases split into part numbers and names", () => {
    for (const pn of ["00RX908", "SSDPEDKE040T7", "PC4-2666V-L", "HUC101818CS4200", "9207-8i"]) expect(aliasKind(pn)).toBe("part_number");
    for (const name of ["Xeon Gold 6434H", "WDC WD10EARS", "Catalyst 3850-24T-L", "Optane", "SR"]) expect(aliasKind(name)).toBe("name");
  });
});
