/**
 * A fresh install judges against a market from its first scan: `rackhunt serve` on a new database,
 * pointed at the recorded sites (which hold sold results for homelab parts), one new hunt through
 * the API — its query's sold comparables are fetched before its first scan — and the scan judges
 * listings against benchmarks built from those sales. The same component then evaluates to a
 * verdict over REST and over MCP, and `rackhunt market` shows why it is trusted.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { EvaluateResponse, Listing, MarketReport } from "@rackhunt/core/schemas";
import * as v from "valibot";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";
import { printedKey, rackhunt, rackhuntAsync } from "../../support/cli.ts";
import { testDatabase } from "../../support/database.ts";
import { httpClient, structured } from "../mcp/helpers.ts";
import { spawnServe, type ServeProcess } from "../proof/serve-process.ts";

// A new database of the dialect under test, empty as a first `serve` finds it.
const db = await testDatabase({ catalog: false });
const sites = serveRecordedSites();
const ENV = {
  ...db.env,
  RACKHUNT_SCHEDULER: "off",
  RACKHUNT_RATE_LIMITS: "off",
  ...sites.sourcesEnv,
  RACKHUNT_MAX_PAGES: "1",
};
const HE8 = "hgst-ultrastar-he8-huh728080al5200";
// Scans and CLI processes on a shared 2-core machine.
setDefaultTimeout(30_000);
let server: ServeProcess;
let key = "";

async function api(path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
  return fetch(server.url + path, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${key}`, ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
}

beforeAll(async () => {
  expect(rackhunt(["migrate"], { env: ENV }).code).toBe(0);
  key = printedKey(rackhunt(["user", "create", "--email", "day-one@example.com", "--tier", "pro"], { env: ENV }));
  server = await spawnServe(ENV);
}, 60_000);
afterAll(async () => {
  await server?.kill("SIGTERM");
  sites.stop();
  await db.drop();
});

describe("a fresh install has a market from its first scan", () => {
  let huntId = "";

  test("before any hunt the component has no benchmark", async () => {
    const r = await api("/api/v2/evaluate", { method: "POST", json: { title: "HGST Ultrastar He8 8TB SAS HUH728080AL5200", price: 50 } });
    expect(r.status).toBe(200);
    const e = v.parse(EvaluateResponse, await r.json());
    expect(e.verdict).toBe("INCONCLUSIVE");
    expect(e.benchmark_trust?.reason_code).toBe("NO_OBSERVATIONS");
  });

  test("a new hunt, one scan: BUY under p25 and SKIP over p75 against a benchmark of sales", async () => {
    const created = await api("/hunts", { method: "POST", json: { name: "8TB SAS", config: { query: "8tb sas" }, criteria: { category: "hdd" }, target_price: 60, ceiling_price: 120 } });
    expect(created.status).toBe(201);
    huntId = (await created.json()).id;
    const before = sites.hits.length;
    expect((await api(`/hunts/${huntId}/scan`, { method: "POST" })).status).toBe(200);
    // The backfill queued by the create ran first: the marketplace's and the forum's sold searches.
    const fetched = sites.hits.slice(before);
    expect(fetched.some((h) => h.startsWith("/sch/i.html") && h.includes("LH_Sold=1"))).toBe(true);
    expect(fetched.some((h) => h.includes("/search.json") && h.includes("flair%3Asold"))).toBe(true);

    const listings = v.parse(v.array(Listing), await (await api(`/hunts/${huntId}/listings?limit=100`)).json());
    const market = v.parse(MarketReport, await (await api(`/api/v2/market?q=${HE8}`)).json());
    const used = market.strata.find((s) => s.stratum === "used")!;
    expect(used.status).toBe("trusted");
    const { p25, p75 } = used.stats!;
    // Single drives (a listing's price is per listing: a lot's is not one drive's).
    const he8 = listings.filter((l) => l.title?.includes("HUH728080AL5200") && !/parts|lot of/i.test(l.title ?? ""));
    const cheap = he8.find((l) => l.price !== null && l.price <= p25);
    const dear = he8.find((l) => l.price !== null && l.price > p75);
    expect(cheap?.verdict).toBe("BUY");
    expect(cheap?.action).toBe("ALERT");
    expect(dear?.verdict).toBe("SKIP");
    expect(dear?.action).toBe("SKIP");
    // Sales are the market, never alerts: every listing the hunt judged is an active one.
    const soldPage = await (await fetch(`${sites.url}/sch/i.html?_nkw=8tb+sas&LH_Sold=1`)).text();
    for (const l of listings) expect(soldPage.includes(`/itm/${l.external_id}"`)).toBe(false);
  });

  test("the same component evaluates to a verdict over REST and over MCP", async () => {
    const body = { title: "HGST Ultrastar He8 8TB SAS HUH728080AL5200", price: 50 };
    const rest = v.parse(EvaluateResponse, await (await api("/api/v2/evaluate", { method: "POST", json: body })).json());
    expect(rest.verdict).not.toBe("INCONCLUSIVE");
    expect(rest.benchmark_trust?.status).toBe("trusted");
    // Which prices make the benchmark is said in its detail: sales alone, once there are enough.
    expect(rest.benchmark_trust?.detail).toMatch(/^\d+ sold prices of used hgst-ultrastar-he8-huh728080al5200 over 90 days from 2 sources/);
    const client = await httpClient(server.url, key);
    try {
      const viaMcp = structured((await client.callTool({ name: "evaluate_listing", arguments: body })) as never);
      expect(viaMcp.verdict).toBe(rest.verdict);
      expect(viaMcp.benchmark_trust.detail).toBe(rest.benchmark_trust!.detail);
      const report = v.parse(MarketReport, structured((await client.callTool({ name: "get_market", arguments: { q: body.title } })) as never));
      expect(report.component?.id).toBe(HE8);
      const used = report.strata.find((s) => s.stratum === "used")!;
      expect(used.status).toBe("trusted");
      expect(used.by_source.filter((b) => b.kind === "sold").map((b) => b.source).sort()).toEqual(["auction", "forum"]);
    } finally {
      await client.close();
    }
  });

  test("`rackhunt market` reads the same market from the database while the server runs", async () => {
    const r = await rackhuntAsync(["market", HE8], { env: ENV });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^used\s+trusted$/m);
    expect(r.out).toMatch(/^ {2}auction\s+sold\s+\d+\s+median \$\d+\.\d\d$/m);
    const json = v.parse(MarketReport, JSON.parse((await rackhuntAsync(["market", HE8, "--json"], { env: ENV })).out));
    const viaApi = v.parse(MarketReport, await (await api(`/api/v2/market?q=${HE8}`)).json());
    expect(json.strata.map((s) => [s.stratum, s.status, s.stats?.median])).toEqual(viaApi.strata.map((s) => [s.stratum, s.status, s.stats?.median]));
  });

  test("GET /api/v2/market: q is required; a q the catalog does not know is an empty report", async () => {
    expect((await api("/api/v2/market")).status).toBe(422);
    expect((await api("/api/v2/market?q=")).status).toBe(422);
    const none = v.parse(MarketReport, await (await api("/api/v2/market?q=a+garden+chair")).json());
    expect(none.component).toBeNull();
    expect(none.strata).toEqual([]);
  });
});
