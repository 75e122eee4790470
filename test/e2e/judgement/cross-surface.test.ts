/**
 * One judgement, every surface: 120 real recorded listings (test/support/cross-surface.mjs) judged
 * through `POST /api/v2/evaluate`, the MCP evaluate_listing tool, `rackhunt import --dry-run
 * --report` and a scan of a third-party source plugin serving them, all against one market imported
 * with `rackhunt import`, give the same facts, verdicts and reasons. (The packed SDK on Node is held
 * to the same answers by test/packaging/judgement.smoke.mjs.)
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as core from "@rackhunt/core";
import type { EvaluateResponse, Listing } from "@rackhunt/core/schemas";
import { comparable, crossSurfaceSet, OFFERS } from "../../support/cross-surface.mjs";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { testDatabase } from "../../support/database.ts";
import { httpClient, structured } from "../mcp/helpers.ts";
import { guideExample, serve } from "../../plugins/helpers.ts";
import { spawnServe, type ServeProcess } from "../proof/serve-process.ts";

type Judged = ReturnType<typeof comparable>;

const now = Date.now();
const set = crossSurfaceSet(core, now);
const work = mkdtempSync(join(tmpdir(), "rackhunt-cross-"));
// The database under test (SQLite, or PostgreSQL in CI's second run), as a new install has it.
const db = await testDatabase({ catalog: false });
// The plugin guide's example source, copied where it resolves its imports, loaded by path as a third party's would be.
const plugin = mkdtempSync(join(import.meta.dir, "../../fixtures/external-source/tmp-"));
writeFileSync(join(plugin, "lab-surplus.ts"), await guideExample());
const items = set.offers.map((o) => ({ sku: o.sku, name: o.title, price_cents: Math.round(o.price * 100), condition: null, path: `/item/${o.sku}` }));
const shop = serve((url) => (url.pathname === "/api/search" ? { body: JSON.stringify({ items, next_page: null }), type: "application/json" } : null));
const urlOf = (sku: string) => `${shop.url}/item/${sku}`;

let server: ServeProcess;
let key: string;
const bySurface: Record<string, Map<string, Judged>> = {};

beforeAll(async () => {
  const lines = ["component_id,price,observed_at,source,condition,kind", ...set.market.map((r) => [r.component_id, r.price, new Date(r.observed_at).toISOString(), r.source, r.condition, r.kind].join(","))];
  writeFileSync(join(work, "market.csv"), `${lines.join("\n")}\n`);
  expect(rackhunt(["migrate"], { env: db.env }).code).toBe(0);
  const imported = rackhunt(["import", join(work, "market.csv")], { env: db.env });
  expect(imported.out + imported.err).toContain(`read ${set.market.length} lines: ${set.market.length} accepted, 0 rejected`);
  key = printedKey(rackhunt(["user", "create", "--email", "cross@example.com", "--tier", "lifetime"], { env: db.env }));
  server = await spawnServe({
    ...db.env,
    RACKHUNT_SCHEDULER: "off",
    RACKHUNT_RATE_LIMITS: "off",
    RACKHUNT_SOURCES: JSON.stringify({ aggregator: false, forum: false, auction: false, "lab-surplus": { module: join(plugin, "lab-surplus.ts"), base_url: shop.url } }),
    RACKHUNT_ALLOW_PRIVATE_SOURCES: "on",
  });
}, 60_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  await db.drop();
  shop.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(plugin, { recursive: true, force: true });
});

const api = (path: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, { method: init.method ?? "GET", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: init.json === undefined ? undefined : JSON.stringify(init.json) });

describe("one judgement, every surface: 120 recorded listings against one imported market", () => {
  test("POST /api/v2/evaluate", async () => {
    const out = new Map<string, Judged>();
    for (const o of set.offers) {
      const res = await api("/api/v2/evaluate", { method: "POST", json: { price: o.price, title: o.title, url: urlOf(o.sku) } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as EvaluateResponse;
      out.set(o.sku, comparable(body.facts!, body.verdict, body.reasons!));
    }
    bySurface.rest = out;
    // A real market, not an empty one: most cards are priced, and some listings are refused as not the item.
    const verdicts = [...out.values()].map((j) => j.verdict);
    expect(verdicts.filter((v) => v !== "INCONCLUSIVE").length).toBeGreaterThan(60);
    expect([...out.values()].some((j) => j.reasons[0]!.startsWith("NOT_THE_ITEM"))).toBe(true);
  }, 60_000);

  test("the MCP evaluate_listing tool (MCP SDK client over Streamable HTTP)", async () => {
    const client = await httpClient(server.url, key);
    const out = new Map<string, Judged>();
    for (const o of set.offers) {
      const body = structured((await client.callTool({ name: "evaluate_listing", arguments: { price: o.price, title: o.title, url: urlOf(o.sku) } })) as never) as EvaluateResponse;
      out.set(o.sku, comparable(body.facts!, body.verdict, body.reasons!));
    }
    await client.close();
    bySurface.mcp = out;
  }, 60_000);

  test("rackhunt import --dry-run --report (each line judged at its date, nothing stored)", () => {
    const at = new Date().toISOString();
    writeFileSync(join(work, "offers.jsonl"), set.offers.map((o) => JSON.stringify({ title: o.title, price: o.price, observed_at: at, source: "lab-surplus", kind: "asking" })).join("\n"));
    const run = rackhunt(["import", join(work, "offers.jsonl"), "--dry-run", "--report", join(work, "report.jsonl")], { env: db.env });
    expect(run.code).toBe(0);
    expect(run.out).toContain("dry run: nothing was stored");
    const report = readFileSync(join(work, "report.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { line: number; facts: core.ListingFacts; verdict: string; reasons: string[] });
    expect(report).toHaveLength(OFFERS);
    // JSON Lines count from 1; the offers are in file order.
    bySurface.import = new Map(report.map((r) => [set.offers[r.line - 1]!.sku, comparable(r.facts, r.verdict, r.reasons)]));
  }, 60_000);

  test("a scan of the plugin: every listing's own verdict, read back from the hunt's listings", async () => {
    const created = await api("/hunts", { method: "POST", json: { name: "RTX 3080", config: { query: "rtx 3080" }, sources_enabled: { "lab-surplus": true } } });
    expect(created.status).toBe(201);
    const hunt = (await created.json()) as { id: string };
    const scanned = await api(`/hunts/${hunt.id}/scan`, { method: "POST" });
    expect(scanned.status).toBe(200);
    expect(((await scanned.json()) as { sources: { ok: boolean; listings: number }[] }).sources).toEqual([expect.objectContaining({ ok: true, listings: OFFERS })]);
    const listings = (await (await api(`/hunts/${hunt.id}/listings?limit=200`)).json()) as Listing[];
    expect(listings.length).toBeGreaterThanOrEqual(100);
    bySurface.scan = new Map(listings.map((l) => [l.external_id, comparable(l.facts!, l.market!.verdict, l.market!.reasons)]));
  }, 60_000);

  test("every surface gives the same facts, verdict and reasons for every listing it judged", () => {
    const rest = bySurface.rest!;
    expect(rest.size).toBe(OFFERS);
    for (const surface of ["mcp", "import", "scan"] as const) {
      const other = bySurface[surface]!;
      expect(other.size).toBeGreaterThanOrEqual(100);
      for (const [sku, judged] of other) expect({ surface, sku, ...judged }).toEqual({ surface, sku, ...rest.get(sku)! });
    }
  });
});
