/**
 * POST /api/v2/evaluate end to end: a database seeded by `rackhunt import` with SYNTHETIC
 * observations, the real app answering in process (app.handle: what is tested is the answer, not
 * the socket), answers compared with the core's own evaluate computed here, under Bun and under Deno.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { manualClock } from "../../../server/src/clock.ts";
import { startApp, type TestServer } from "../../support/server.ts";
import { NOW, seededDb, syntheticObservations, THIN_ID, TRUSTED_DAYS, TRUSTED_ID } from "../../server/components/synthetic.ts";
import { coreAnswers, type CoreInput } from "./core-answers.ts";

let s: TestServer;
let key: string;
let seeded: Awaited<ReturnType<typeof seededDb>>;
const TITLE = "Intel Xeon E5-2680 v3 SR1XP";
const BENCHMARK_FIELDS = ["savings", "price_metrics", "forecast", "signal", "source_comparisons", "historical_context"] as const;

beforeAll(async () => {
  seeded = await seededDb();
  s = await startApp({ ...seeded.db.env, RACKHUNT_RATE_LIMITS: "off" }, manualClock(NOW));
  key = await s.user("evaluate@example.com");
});
afterAll(async () => {
  await s.stop();
  await seeded.cleanup();
});

async function evaluateHttp(body: unknown, localKw?: string) {
  const r = await s.fetch(`/api/v2/evaluate${localKw ? `?local_kw=${encodeURIComponent(localKw)}` : ""}`, { key, method: "POST", json: body });
  return { status: r.status, body: (await r.json()) as any };
}

function expectInconclusive(body: any, reason: string) {
  expect(body.verdict).toBe("INCONCLUSIVE");
  expect(body.confidence).toBe(0);
  for (const f of BENCHMARK_FIELDS) expect(body[f]).toBeNull();
  expect(body.source_context.comparable_observations).toBeNull();
  expect(body.benchmark_trust.reason_code).toBe(reason);
  expect(body.benchmark_trust.status).not.toBe("trusted");
}

describe("POST /api/v2/evaluate", () => {
  test("an unknown item is INCONCLUSIVE with every benchmark field null", async () => {
    const { status, body } = await evaluateHttp({ price: 25, title: "Random gizmo thing" });
    expect(status).toBe(200);
    expectInconclusive(body, "NO_COMPONENT_MATCH");
    expect(body.component).toBeNull();
    // No title at all: nothing to identify.
    expectInconclusive((await evaluateHttp({ price: 25 })).body, "NO_COMPONENT_MATCH");
  });

  test("a known item with a thin single-source cohort is INCONCLUSIVE and leaks no number", async () => {
    const { body } = await evaluateHttp({ price: 25, title: "Intel Xeon E5-2690 v3 SR1XN", condition: "used" });
    expect(body.component.id).toBe(THIN_ID);
    expectInconclusive(body, "COHORT_TOO_SMALL");
    expect(JSON.stringify(body.reasoning)).not.toMatch(/\$\d/);
  });

  test("local_kw with no matching observations makes a trusted cohort INCONCLUSIVE", async () => {
    expectInconclusive((await evaluateHttp({ price: 25, title: TITLE, condition: "used" }, "DE")).body, "NO_OBSERVATIONS");
  });

  test("a trusted cohort: BUY, WAIT and SKIP by price, every diagnostic filled", async () => {
    const verdicts: Record<number, string> = {};
    for (const price of [19, 36, 70]) {
      const { status, body } = await evaluateHttp({ price, title: TITLE, condition: "used", url: "https://forum.example/t/1" });
      expect(status).toBe(200);
      verdicts[price] = body.verdict;
      expect(body.component).toMatchObject({ id: TRUSTED_ID, brand: "Intel" });
      expect(body.benchmark_trust.status).toBe("trusted");
      expect(body.confidence).toBeGreaterThan(0);
      // The URL is not dropped on the way: it names the platform and stays on the listing's facts.
      expect(body.source_context.platform).toBe("forum.example");
      expect(body.facts.url).toBe("https://forum.example/t/1");
      expect(body.source_context.comparable_observations).toBe(TRUSTED_DAYS);
      for (const f of BENCHMARK_FIELDS) expect(body[f]).not.toBeNull();
      for (const [k, val] of Object.entries(body.price_metrics)) expect([k, val]).not.toEqual([k, null]);
      for (const [k, val] of Object.entries(body.savings)) expect([k, val]).not.toEqual([k, null]);
      // seasonal_note is documented as always null (no seasonal model); every other field is set.
      for (const [k, val] of Object.entries(body.historical_context)) if (k !== "seasonal_note") expect([k, val]).not.toEqual([k, null]);
      expect(body.forecast.range).toHaveLength(2);
      expect(body.source_comparisons.map((c: { source: string }) => c.source).sort()).toEqual(["synthetic-auction", "synthetic-forum"]);
      expect(body.signal.below_median).toBe(price < body.price_metrics.median_90d);
      expect(body.reasoning).toContain(`${TRUSTED_DAYS} sold over 90 days`);
    }
    expect(verdicts).toEqual({ 19: "BUY", 36: "WAIT", 70: "SKIP" });
  });

  test("a lot's price is judged per item", async () => {
    const single = (await evaluateHttp({ price: 19, title: TITLE, condition: "used" })).body;
    const lot = (await evaluateHttp({ price: 76, title: `4x ${TITLE}`, condition: "used" })).body;
    expect(lot.price_metrics.current).toBe(19);
    expect(lot.verdict).toBe(single.verdict);
  });

  test("the server's answers equal the core's, computed here under Bun and by a Deno process", async () => {
    const calls: CoreInput["calls"] = [
      { request: { price: 19, title: TITLE, condition: "used", url: "https://forum.example/t/1" }, local_kw: null },
      { request: { price: 36, title: TITLE, condition: "refurbished" }, local_kw: null },
      { request: { price: 70, title: TITLE }, local_kw: null },
      { request: { price: 100, title: `4x ${TITLE}`, condition: "used" }, local_kw: "USA" },
      { request: { price: 25, title: TITLE, condition: "used" }, local_kw: "UK" },
      { request: { price: 25, title: "Intel Xeon E5-2690 v3 SR1XN" }, local_kw: null },
      { request: { price: 25, title: "Random gizmo thing" }, local_kw: null },
    ];
    const server = [];
    for (const c of calls) server.push((await evaluateHttp(c.request, c.local_kw ?? undefined)).body);
    const input: CoreInput = { now: NOW, observations: syntheticObservations(), calls };
    const onBun = JSON.parse(JSON.stringify(coreAnswers(input)));
    expect(server).toEqual(onBun);
    const file = join(seeded.dir, "core-input.json");
    writeFileSync(file, JSON.stringify(input));
    const deno = Bun.spawnSync([join(import.meta.dir, "../../../node_modules/.bin/deno"), "run", "--allow-read", "--allow-env", "--import-map", join(import.meta.dir, "deno-imports.json"), join(import.meta.dir, "core-answers.ts"), file], { stdout: "pipe", stderr: "pipe" });
    expect(deno.stderr.toString()).toBe("");
    expect(JSON.parse(deno.stdout.toString())).toEqual(server);
    // The comparison covers trusted and untrusted answers alike.
    expect(new Set(server.map((a) => a.verdict))).toEqual(new Set(["BUY", "WAIT", "SKIP", "INCONCLUSIVE"]));
  }, 30_000);

  test("422 for a missing, zero, negative or non-numeric price, and for a body that is not JSON", async () => {
    for (const [body, type] of [
      [{ title: TITLE }, "missing"],
      [{ price: 0 }, "greater_than"],
      [{ price: -5 }, "greater_than"],
      [{ price: "12" }, "float_parsing"],
      [{ price: "abc" }, "float_parsing"],
      [{ price: null }, "float_parsing"],
    ] as const) {
      const r = await evaluateHttp(body);
      expect(r.status).toBe(422);
      expect(r.body.detail[0]).toMatchObject({ loc: ["body", "price"], type });
    }
    const raw = await s.fetch("/api/v2/evaluate", { key, method: "POST", body: "{price: 5", headers: { "Content-Type": "application/json" } });
    expect(raw.status).toBe(422);
    expect((await raw.json()).detail[0].type).toBe("json_invalid");
    const badKw = await evaluateHttp({ price: 5 }, " ");
    expect(badKw.status).toBe(422);
    expect(badKw.body.detail[0].loc).toEqual(["query", "local_kw"]);
  });
});
