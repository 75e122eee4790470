import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { CATEGORIES, PublicCategoryPage, PublicComponentDetail, PublicDealsPage, PublicPrices } from "@rackhunt/core";
import * as v from "valibot";
import { startApp, type TestServer } from "../../support/server.ts";
import { pickComponents, seedObservations } from "../../e2e/payments/support.ts";

let s: TestServer;
let ids: { trusted: string; thin: string };
const DAY = 86_400_000;

/** A stored listing with a judgement of its own. */
async function seedListing(fields: { source: string; category: string; price: number; action: string; score: number; status?: string; ageDays?: number }) {
  const { repos } = s.app.services;
  const id = crypto.randomUUID();
  await repos.listings.upsertMany([{
    id, source: fields.source, external_id: id, title: `${fields.category} deal ${fields.price}`, url: `https://example.com/${id}`, price: fields.price,
    currency: "USD", capacity: null, category: fields.category, condition: "used", component_id: null, location: null, status: fields.status ?? "active",
    facts: {}, seen_at: Date.now() - (fields.ageDays ?? 0) * DAY,
  }]);
  await repos.listings.setJudgements([{ id, score: fields.score, verdict: fields.action === "ALERT" ? "BUY" : "WAIT", action: fields.action, reasons: [] }]);
  return id;
}

beforeAll(async () => {
  s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
  const picked = pickComponents(s);
  ids = { trusted: picked.trusted.id, thin: picked.thin.id };
  await seedObservations(s, ids.trusted, 12, 100);
  await seedObservations(s, ids.thin, 3, 50);
  await seedListing({ source: "forum", category: "hdd", price: 80, action: "ALERT", score: 90 });
  await seedListing({ source: "auction", category: "hdd", price: 120, action: "WATCH", score: 60 });
  await seedListing({ source: "forum", category: "ram", price: 30, action: "WATCH", score: 55 });
  await seedListing({ source: "forum", category: "hdd", price: 10, action: "SKIP", score: 20 });
  await seedListing({ source: "forum", category: "hdd", price: 70, action: "ALERT", score: 95, status: "sold" });
  await seedListing({ source: "forum", category: "hdd", price: 60, action: "ALERT", score: 99, ageDays: 30 });
});
afterAll(() => s.stop());

const get = async (path: string) => {
  const r = await s.fetch(path);
  expect(r.status).toBe(200);
  expect(r.headers.get("access-control-allow-origin")).toBe("*");
  return r.json();
};

describe("public prices", () => {
  test("categories with counts", async () => {
    const body = v.parse(PublicPrices, await get("/api/public/prices"));
    expect(body.categories.map((c) => c.category)).toEqual([...CATEGORIES]);
    const hdd = body.categories.find((c) => c.category === "hdd")!;
    const expected = s.app.services.catalog.all().filter((c) => c.category === "hdd").length;
    expect(hdd).toEqual({ category: "hdd", component_count: expected, priced_count: 2, observation_count: 15 });
    expect(body.categories.find((c) => c.category === "cpu")).toMatchObject({ priced_count: 0, observation_count: 0 });
  });

  test("a category: priced components first, summaries only where trusted, paged", async () => {
    const body = v.parse(PublicCategoryPage, await get("/api/public/prices/hdd?limit=3"));
    expect(body).toMatchObject({ category: "hdd", limit: 3, offset: 0 });
    expect(body.components).toHaveLength(3);
    const [first, second, third] = body.components;
    expect(first).toMatchObject({ component_id: ids.trusted, observation_count: 12, benchmark_trust: { status: "trusted" } });
    expect(first!.market).toHaveLength(1);
    expect(first!.market[0]).toMatchObject({ condition: "used", sample_size: 12 });
    expect(first!.market[0]!.p25).toBeLessThanOrEqual(first!.market[0]!.median);
    expect(second).toMatchObject({ component_id: ids.thin, market: [], benchmark_trust: { reason_code: "COHORT_TOO_SMALL" } });
    expect(third).toMatchObject({ observation_count: 0, market: [], benchmark_trust: { reason_code: "NO_OBSERVATIONS" } });
    const next = v.parse(PublicCategoryPage, await get("/api/public/prices/hdd?limit=3&offset=3"));
    expect(next.total).toBe(body.total);
    expect(next.components.map((c) => c.component_id)).not.toContain(ids.trusted);
  });

  test("an unknown category and a bad limit are 422", async () => {
    expect((await s.fetch("/api/public/prices/toasters")).status).toBe(422);
    expect((await s.fetch("/api/public/prices/hdd?limit=500")).status).toBe(422);
  });

  test("one component: specs, stats per stratum and observations", async () => {
    const body = v.parse(PublicComponentDetail, await get(`/api/public/prices/hdd/${ids.trusted}?limit=5`));
    expect(body).toMatchObject({ component_id: ids.trusted, category: "hdd", observation_count: 12 });
    const used = body.stats.find((x) => x.condition === "used")!;
    expect(used.benchmark_trust.status).toBe("trusted");
    expect(used.median).toBeGreaterThan(95);
    const fresh = body.stats.find((x) => x.condition === "new")!;
    expect(fresh).toMatchObject({ observation_count: 0, median: null, p25: null, p75: null, benchmark_trust: { reason_code: "NO_OBSERVATIONS" } });
    expect(body.observations).toHaveLength(5);
    const times = body.observations.map((o) => Date.parse(o.observed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const thin = v.parse(PublicComponentDetail, await get(`/api/public/prices/hdd/${ids.thin}`));
    expect(thin.stats.every((x) => x.median === null)).toBe(true);
  });

  test("a component under another category or an unknown id is 404", async () => {
    expect((await s.fetch(`/api/public/prices/cpu/${ids.trusted}`)).status).toBe(404);
    expect((await s.fetch("/api/public/prices/hdd/nope")).status).toBe(404);
  });
});

describe("public deals", () => {
  const deals = async (query = "") => v.parse(PublicDealsPage, await get(`/api/public/deals${query}`));

  test("current ALERT and WATCH listings only, best score first, with a total", async () => {
    const body = await deals();
    expect(body.total).toBe(3);
    expect(body.items.map((i) => [i.action, i.score])).toEqual([["ALERT", 90], ["WATCH", 60], ["WATCH", 55]]);
  });

  test("filters: category, source, action, price range; paging keeps the total", async () => {
    expect((await deals("?category=hdd")).items.map((i) => i.price)).toEqual([80, 120]);
    expect((await deals("?source=auction")).items.map((i) => i.source)).toEqual(["auction"]);
    expect((await deals("?action=WATCH")).items.map((i) => i.action)).toEqual(["WATCH", "WATCH"]);
    expect((await deals("?min_price=50&max_price=100")).items.map((i) => i.price)).toEqual([80]);
    const page = await deals("?limit=1&offset=1");
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.items.map((i) => i.score)).toEqual([60]);
  });

  test("bad filters are 422", async () => {
    for (const q of ["?action=SKIP", "?category=toasters", "?min_price=-1", "?limit=0", "?offset=-1"]) {
      expect((await s.fetch(`/api/public/deals${q}`)).status, q).toBe(422);
    }
  });
});

describe("public documents", () => {
  test("the public OpenAPI is valid and documents every public endpoint with its parameters", async () => {
    const doc = await get("/api/public/openapi.json");
    const validator = new Validator();
    expect((await validator.validate(doc)).valid).toBe(true);
    for (const path of ["/api/public/prices", "/api/public/prices/{category}", "/api/public/prices/{category}/{component_id}", "/api/public/deals", "/api/x402/pricing/catalog", "/api/x402/pricing/component/{component_id}"]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
      expect(doc.paths[path].get.security).toEqual([]);
    }
    const params = doc.paths["/api/public/deals"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["category", "source", "action", "min_price", "max_price", "limit", "offset"]));
    expect(doc.paths["/api/public/deals"].get.responses["402"]).toBeDefined();
    expect(doc.paths["/api/x402/pricing/component/{component_id}"].get.responses["402"]).toBeDefined();
    expect(doc.paths["/hunts"]).toBeUndefined();
  });

  test("/auth.md is Markdown written from the running configuration", async () => {
    const custom = await startApp({ RACKHUNT_IP_RATE_LIMIT: "77", RACKHUNT_PAYMENTS: "local", RACKHUNT_PAY_PRICE_USD: "0.02", RACKHUNT_PUBLIC_FREE_PER_DAY: "40" });
    try {
      const r = await custom.fetch("/auth.md");
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toContain("text/markdown");
      const text = await r.text();
      expect(text).toContain("77 per minute per IP");
      expect(text).toContain("40 free requests per UTC day");
      expect(text).toContain("0.02 USD");
      for (const word of ["Authorization: Bearer", "POST /account/api-key", "PAYMENT-SIGNATURE", "Authorization: Payment", "Payment-Receipt", "LOCAL test mode", "| pro |"]) expect(text).toContain(word);
      const off = await (await s.fetch("/auth.md")).text();
      expect(off).toContain("not metered");
      expect(off).not.toContain("LOCAL test mode");
    } finally {
      custom.stop();
    }
  });
});
