import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MAX_JSON_DEPTH } from "../../../server/src/http/json-depth.ts";
import { startServer, type TestServer } from "../../support/server.ts";

// Issue 25, point 9: a hunt's config is an open object, and JSON nested 20,000 deep (PostgreSQL)
// or 100,000 deep (SQLite) gave a 500. Depth is bounded where a body is read: too deep is a 422
// in the SPEC's validation shape, and nothing is stored.
let s: TestServer;
let key = "";
beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
  key = await s.user("deep@example.com", { tier: "lifetime" });
});
afterAll(() => s.stop());

/** A body whose config nests `depth` objects and arrays in turn, written as text (no recursion). */
function deepBody(depth: number): string {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? "[" : '{"n":')).join("");
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? "]" : "}")).reverse().join("");
  // The body itself and `config` are two levels; the nesting inside config makes up the rest.
  return `{"name":"deep","config":{"query":"epyc","deep":${open}1${close}}}`;
}

const post = (body: string) => s.fetch("/hunts", { method: "POST", key, body, headers: { "Content-Type": "application/json" } });

describe("JSON depth is bounded", () => {
  test("a config nested 100,000 and 20,000 deep is a 422 in the validation shape, and no hunt is stored", async () => {
    for (const depth of [100_000, 20_000, MAX_JSON_DEPTH - 1]) {
      const r = await post(deepBody(depth));
      expect({ depth, status: r.status }).toEqual({ depth, status: 422 });
      const body = (await r.json()) as { detail: unknown[] };
      expect(body.detail).toEqual([{ loc: ["body"], msg: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, type: "json_too_deep", input: null, ctx: { max_depth: MAX_JSON_DEPTH } }]);
    }
    expect(await (await s.fetch("/hunts", { key })).json()).toEqual([]);
    expect(s.logs.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });

  test("up to the bound it is an ordinary open object, kept as sent; brackets inside strings do not count", async () => {
    const r = await post(deepBody(MAX_JSON_DEPTH - 2));
    expect(r.status).toBe(201);
    const quoted = await s.fetch("/hunts", { method: "POST", key, json: { name: "brackets", config: { query: "epyc", note: "[".repeat(5000) + "{\\\"".repeat(5000) } } });
    expect(quoted.status).toBe(201);
  });
});
