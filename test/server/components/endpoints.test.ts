import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { defaultCatalog } from "@rackhunt/core";
import { manualClock } from "../../../server/src/clock.ts";
import { startApp, type TestServer } from "../../support/server.ts";
import { ageDays, NOW, seededDb, SOURCES, syntheticObservations, THIN_ID, TRUSTED_ID } from "./synthetic.ts";

let s: TestServer;
let key: string;
let seeded: Awaited<ReturnType<typeof seededDb>>;
const obs = syntheticObservations();
const LISTING_LOCATIONS = ["USA-CA", "USA-TX", "UK"];

beforeAll(async () => {
  seeded = await seededDb();
  s = await startApp({ ...seeded.db.env, RACKHUNT_RATE_LIMITS: "off" }, manualClock(NOW));
  key = await s.user("components@example.com");
  await s.app.services.repos.listings.upsertMany(LISTING_LOCATIONS.map((location, i) => ({
      id: `synthetic-listing-${i}`, source: SOURCES[0], external_id: `x${i}`, title: "Intel Xeon E5-2680 v3 SR1XP", url: null, price: 25,
      currency: "USD", capacity: null, category: "cpu", condition: "used", component_id: TRUSTED_ID, location, status: "active", facts: null, seen_at: NOW,
    })));
});
afterAll(async () => {
  await s.stop();
  await seeded.cleanup();
});

const get = async (path: string) => {
  const r = await s.fetch(path, { key });
  return { status: r.status, body: (await r.json()) as any };
};

describe("GET /api/v2/components/search", () => {
  test("cursor paging walks every result once, in the catalog's order, has_more false on the last page", async () => {
    const whole = defaultCatalog().search("xeon e5 v3", { category: "cpu", limit: 100 });
    expect(whole.total).toBeGreaterThan(15);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const { status, body } = await get(`/api/v2/components/search?q=xeon+e5+v3&category=cpu&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(status).toBe(200);
      pages++;
      expect(body.total).toBe(whole.total);
      expect(body.results.length).toBeLessThanOrEqual(7);
      seen.push(...body.results.map((r: { id: string }) => r.id));
      if (!body.has_more) {
        expect(body.cursor).toBeNull();
        break;
      }
      expect(body.cursor).toBe(body.results.at(-1).id);
      cursor = body.cursor;
    }
    expect(pages).toBe(Math.ceil(whole.total / 7));
    expect(seen).toEqual(whole.results.map((c) => c.id));
  });

  test("category filters; every result carries its counts", async () => {
    const { body } = await get("/api/v2/components/search?q=intel&category=ssd&limit=100");
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r.category).toBe("ssd");
      expect(r.observation_count).toBe(0);
      expect(r.listing_count).toBe(0);
    }
    const none = await get("/api/v2/components/search?q=intel&category=nosuchcategory");
    expect(none.body).toEqual({ results: [], total: 0, cursor: null, has_more: false });
  });

  test("observation_count and listing_count come from stored observations and listings, local_kw narrows both", async () => {
    const find = async (qs: string) => (await get(`/api/v2/components/search?q=e5-2680+v3${qs}`)).body.results.find((r: { id: string }) => r.id === TRUSTED_ID);
    const all = await find("");
    expect(all.observation_count).toBe(obs.filter((o) => o.component_id === TRUSTED_ID).length);
    expect(all.listing_count).toBe(LISTING_LOCATIONS.length);
    const usa = await find("&local_kw=usa");
    expect(usa.observation_count).toBe(obs.filter((o) => o.component_id === TRUSTED_ID && o.location.startsWith("USA-")).length);
    expect(usa.listing_count).toBe(2);
    const ca = await find("&local_kw=USA-CA");
    expect(ca.observation_count).toBe(obs.filter((o) => o.component_id === TRUSTED_ID && o.location === "USA-CA").length);
    expect(ca.listing_count).toBe(1);
    // A keyword is a region prefix up to a dash, not any prefix.
    expect((await find("&local_kw=US")).observation_count).toBe(0);
  });

  test("the /api/v1 alias answers the same, marked deprecated", async () => {
    const r = await s.fetch("/api/v1/components/search?q=e5-2680+v3", { key });
    expect(r.status).toBe(200);
    expect(r.headers.get("deprecation")).toBeTruthy();
    expect((await r.json()).results).toEqual((await get("/api/v2/components/search?q=e5-2680+v3")).body.results);
  });
});

describe("GET /api/v2/components/{component_id}", () => {
  test("the detail holds the catalog's fields, grouped aliases, counts and stored timestamps", async () => {
    const { status, body } = await get(`/api/v2/components/${TRUSTED_ID}`);
    expect(status).toBe(200);
    const c = defaultCatalog().get(TRUSTED_ID)!;
    expect(body).toMatchObject({ id: c.id, brand: c.brand, model: c.model, category: c.category, subcategory: c.subcategory, mpn: c.mpn, capacity: c.capacity, form_factor: c.form_factor, interface: c.interface, generation: c.generation });
    expect([...body.aliases.names, ...body.aliases.part_numbers].sort()).toEqual([...new Set(c.aliases)].sort());
    expect(body.observation_count).toBe(obs.filter((o) => o.component_id === TRUSTED_ID).length);
    expect(body.listing_count).toBe(3);
    expect(body.created_at).toBe(new Date(NOW).toISOString());
    expect(body.updated_at).toBe(body.created_at);
  });

  test("404 in the standard error shape for an unknown component, on detail and history", async () => {
    for (const path of ["/api/v2/components/no-such-part", "/api/v2/components/no-such-part/history"]) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ detail: "Component not found", code: "not_found" });
    }
  });

  test("401 without a key", async () => {
    expect((await s.fetch(`/api/v2/components/${TRUSTED_ID}`)).status).toBe(401);
  });
});

describe("GET /api/v2/components/{component_id}/history", () => {
  const mine = obs.filter((o) => o.component_id === TRUSTED_ID);
  for (const [period, days] of [["7d", 7], ["30d", 30], ["90d", 90], ["all", Infinity]] as const) {
    test(`period ${period}: the observations of the last ${days} days, newest first`, async () => {
      const { status, body } = await get(`/api/v2/components/${TRUSTED_ID}/history?period=${period}`);
      expect(status).toBe(200);
      const expected = mine.filter((o) => ageDays(o) <= days).sort((a, b) => Date.parse(b.observed_at) - Date.parse(a.observed_at));
      expect(body.component_id).toBe(TRUSTED_ID);
      expect(body.period).toBe(period);
      expect(body.total).toBe(expected.length);
      expect(body.observations).toEqual(expected.map((o) => ({ price: o.price, observed_at: o.observed_at, source: o.source, condition: o.condition })));
    });
  }

  test("the default period is 90d", async () => {
    expect((await get(`/api/v2/components/${TRUSTED_ID}/history`)).body).toEqual((await get(`/api/v2/components/${TRUSTED_ID}/history?period=90d`)).body);
  });

  test("local_kw keeps only observations whose location matches", async () => {
    const uk = (await get(`/api/v2/components/${TRUSTED_ID}/history?period=all&local_kw=uk`)).body;
    expect(uk.total).toBe(mine.filter((o) => o.location === "UK").length);
    const usa = (await get(`/api/v2/components/${TRUSTED_ID}/history?period=all&local_kw=USA`)).body;
    expect(usa.total).toBe(mine.filter((o) => o.location.startsWith("USA-")).length);
    expect(usa.observations.map((p: { price: number }) => p.price)).toContain(55);
    const ny = (await get(`/api/v2/components/${THIN_ID}/history?local_kw=usa-ny`)).body;
    expect(ny.total).toBe(3);
  });

  test("an unknown period is 422", async () => {
    const { status, body } = await get(`/api/v2/components/${TRUSTED_ID}/history?period=1y`);
    expect(status).toBe(422);
    expect(body.detail[0].loc).toEqual(["query", "period"]);
  });
});

describe("422 on the component endpoints", () => {
  const cases: [string, string[]][] = [
    ["/api/v2/components/search?q=", ["query", "q"]],
    ["/api/v2/components/search?q=%20%20", ["query", "q"]],
    ["/api/v2/components/search", ["query", "q"]],
    ["/api/v2/components/search?q=xeon&limit=0", ["query", "limit"]],
    ["/api/v2/components/search?q=xeon&limit=101", ["query", "limit"]],
    ["/api/v2/components/search?q=xeon&limit=ten", ["query", "limit"]],
    [`/api/v2/components/${TRUSTED_ID}?local_kw=`, ["query", "local_kw"]],
  ];
  for (const [path, loc] of cases) {
    test(path, async () => {
      const { status, body } = await get(path);
      expect(status).toBe(422);
      expect(body.detail.map((d: { loc: string[] }) => d.loc)).toContainEqual(loc);
    });
  }
  test("limit 1 and 100 are accepted", async () => {
    expect((await get("/api/v2/components/search?q=xeon&limit=1")).body.results.length).toBe(1);
    expect((await get("/api/v2/components/search?q=xeon&limit=100")).body.results.length).toBe(100);
  });
});

describe("agents see the four component operations as read-only tools", () => {
  test("/tools.json lists them with read-only, non-destructive annotations and their inputs", async () => {
    const { tools } = (await (await s.fetch("/tools.json")).json()) as { tools: { name: string; annotations: Record<string, unknown>; inputSchema: { properties: Record<string, unknown>; required?: string[] } }[] };
    const byName = new Map(tools.map((t) => [t.name, t]));
    for (const name of ["search_components", "get_component", "get_component_history", "evaluate_listing"]) {
      const t = byName.get(name);
      expect(t?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
      expect(Object.keys(t!.inputSchema.properties)).toContain("local_kw");
    }
    expect(byName.get("evaluate_listing")!.inputSchema.required).toEqual(["price"]);
    expect(byName.get("search_components")!.inputSchema.required).toEqual(["q"]);
  });
});
