import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { operations } from "../../packages/core/src/api/index.ts";
import { EvaluateRequest, EvaluateResponse, HuntConfig, HuntCreate, HuntUpdate, Listing, ResultsQuery, unknownKeys } from "../../packages/core/src/schemas/index.ts";

describe("core schemas", () => {
  it("HuntCreate applies the SPEC default poll interval of 24 hours", () => {
    const out = v.parse(HuntCreate, { name: "8TB SAS under $10/TB", config: { query: "8tb sas" } });
    assert.equal(out.poll_interval_hours, 24);
    assert.deepEqual(out.config, { query: "8tb sas" });
  });

  it("HuntCreate refuses a missing name and a non-object config; unknown config keys are kept", () => {
    assert.equal(v.safeParse(HuntCreate, { config: {} }).success, false);
    assert.equal(v.safeParse(HuntCreate, { name: "x", config: [] }).success, false);
    assert.deepEqual(v.parse(HuntCreate, { name: "x", config: { qeury: "typo" } }).config, { qeury: "typo" });
    assert.deepEqual(unknownKeys(HuntConfig, { query: "a", qeury: "typo" }), ["qeury"]);
  });

  it("HuntUpdate accepts null for every field", () => {
    const body = { name: null, config: null, poll_interval_hours: null, active: null, criteria: null, target_price: null, ceiling_price: null, sources_enabled: null };
    assert.equal(v.safeParse(HuntUpdate, body).success, true);
  });

  it("ResultsQuery defaults to filter all, limit 50, offset 0", () => {
    assert.deepEqual(v.parse(ResultsQuery, {}), { filter: "all", limit: 50, offset: 0 });
    assert.equal(v.safeParse(ResultsQuery, { filter: "sold" }).success, false);
  });

  it("EvaluateRequest refuses a negative, zero or non-numeric price", () => {
    assert.equal(v.safeParse(EvaluateRequest, { price: 10 }).success, true);
    for (const price of [-1, 0, "12", Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(v.safeParse(EvaluateRequest, { price }).success, false, String(price));
    }
  });

  it("EvaluateResponse requires verdict, confidence, reasoning and source_context only", () => {
    const minimal = { verdict: "INCONCLUSIVE", confidence: 0, reasoning: "no trusted cohort", source_context: {} };
    const out = v.parse(EvaluateResponse, minimal);
    assert.equal(out.source_context.trust_tier, "medium");
    assert.equal(v.safeParse(EvaluateResponse, { ...minimal, verdict: "MAYBE" }).success, false);
  });

  it("Listing requires every field to be present, nullable ones included", () => {
    const listing = { id: "0190f5c2-7d7e-7c8e-9a4b-2f0e5b6c7d8e", external_id: "t3_abc", source: "forum", title: null, url: null, price: null, capacity: null, category: null, score: null, verdict: null, action: null, first_seen: "2026-11-01T00:00:00.000Z", last_seen: "2026-11-01T00:00:00.000Z" };
    assert.equal(v.safeParse(Listing, listing).success, true);
    const { title: _t, ...missing } = listing;
    assert.equal(v.safeParse(Listing, missing).success, false);
  });

  it("every operation has a unique tool-safe name and a unique method + path", () => {
    const names = new Set<string>();
    const routes = new Set<string>();
    for (const op of Object.values(operations)) {
      assert.match(op.name, /^[a-z][a-z0-9_]{0,63}$/);
      assert.equal(names.has(op.name), false, op.name);
      names.add(op.name);
      const route = `${op.method} ${op.path}`;
      assert.equal(routes.has(route), false, route);
      routes.add(route);
      if (op.auth === "user") assert.ok(op.errors.includes(401), `${op.name} documents 401`);
    }
  });
});
