import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startApp, type TestServer } from "../../support/server.ts";

let s: TestServer;
let key: string;
beforeAll(async () => {
  s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
  key = await s.user("validator@example.com");
});
afterAll(() => s.stop());

/** Every 422 body has the SPEC shape: detail[] of {loc[], msg, type, input?, ctx?}. */
function expectSpecShape(body: { detail: unknown }) {
  expect(Array.isArray(body.detail)).toBe(true);
  for (const item of body.detail as Record<string, unknown>[]) {
    expect(Array.isArray(item.loc)).toBe(true);
    for (const part of item.loc as unknown[]) expect(["string", "number"]).toContain(typeof part);
    expect(typeof item.msg).toBe("string");
    expect(typeof item.type).toBe("string");
    if (item.ctx !== undefined) expect(typeof item.ctx).toBe("object");
  }
}

describe("422 validation shape", () => {
  test("missing required field", async () => {
    const r = await s.fetch("/hunts", { method: "POST", key, json: { config: {} } });
    expect(r.status).toBe(422);
    const body = await r.json();
    expectSpecShape(body);
    expect(body.detail).toContainEqual({ loc: ["body", "name"], msg: "Field required", type: "missing", input: null });
  });

  test("wrong type", async () => {
    const r = await s.fetch("/hunts", { method: "POST", key, json: { name: "x", config: {}, poll_interval_hours: "often" } });
    expect(r.status).toBe(422);
    const body = await r.json();
    expectSpecShape(body);
    const item = body.detail.find((d: { loc: string[] }) => d.loc.join(".") === "body.poll_interval_hours");
    expect(item).toMatchObject({ type: "float_parsing", input: "often" });
  });

  test("out-of-range and non-numeric limit", async () => {
    for (const [limit, type] of [["0", "greater_than_equal"], ["201", "less_than_equal"], ["-3", "greater_than_equal"], ["ten", "float_parsing"], ["2.5", "int_parsing"]]) {
      const r = await s.fetch(`/hunts?limit=${limit}`, { key });
      expect(r.status).toBe(422);
      const body = await r.json();
      expectSpecShape(body);
      expect(body.detail[0].loc).toEqual(["query", "limit"]);
      expect(body.detail[0].type).toBe(type);
    }
    const ok = await s.fetch("/hunts?limit=200&offset=0", { key });
    expect(ok.status).toBe(200);
  });

  test("range errors carry ctx with the bound", async () => {
    const r = await s.fetch("/hunts?limit=500", { key });
    const body = await r.json();
    expect(body.detail[0]).toMatchObject({ type: "less_than_equal", ctx: { le: 200 }, input: 500 });
  });

  test("malformed JSON and an empty body", async () => {
    const r = await s.fetch("/hunts", { method: "POST", key, body: '{"name": "x", ', headers: { "Content-Type": "application/json" } });
    expect(r.status).toBe(422);
    const body = await r.json();
    expectSpecShape(body);
    expect(body.detail[0]).toMatchObject({ loc: ["body"], type: "json_invalid" });
    const empty = await s.fetch("/hunts", { method: "POST", key });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail[0]).toMatchObject({ loc: ["body"], type: "missing" });
  });

  test("a bad path parameter", async () => {
    const r = await s.fetch("/hunts/not-a-uuid", { key });
    expect(r.status).toBe(422);
    const body = await r.json();
    expect(body.detail[0]).toMatchObject({ loc: ["path", "hunt_id"], type: "uuid_parsing", input: "not-a-uuid" });
  });

  test("config and criteria are open objects: unknown keys are kept, echoed and named in Rackhunt-Ignored-Keys", async () => {
    const r = await s.fetch("/hunts", { method: "POST", key, json: { name: "x", config: { query: "a", qeury: "typo", ui: { pinned: true } }, criteria: { category: "hdd", colour: "red" } } });
    expect(r.status).toBe(201);
    expect(r.headers.get("rackhunt-ignored-keys")).toBe("config.qeury, config.ui, criteria.colour");
    const hunt = await r.json();
    expect(hunt.config).toEqual({ query: "a", qeury: "typo", ui: { pinned: true } });
    expect(hunt.criteria).toEqual({ category: "hdd", colour: "red" });
    expect((await (await s.fetch(`/hunts/${hunt.id}`, { key })).json()).config.qeury).toBe("typo");
    const patched = await s.fetch(`/hunts/${hunt.id}`, { method: "PATCH", key, json: { criteria: { brands: ["HGST"], shade: 1 } } });
    expect(patched.headers.get("rackhunt-ignored-keys")).toBe("criteria.shade");
    const clean = await s.fetch(`/hunts/${hunt.id}`, { method: "PATCH", key, json: { config: { query: "b" } } });
    expect([clean.status, clean.headers.get("rackhunt-ignored-keys")]).toEqual([200, null]);
    await s.fetch(`/hunts/${hunt.id}`, { method: "DELETE", key });
  });

  test("known keys of config and criteria are still validated", async () => {
    const r = await s.fetch("/hunts", { method: "POST", key, json: { name: "x", config: { query: "a", alert_threshold: "high", extra: 1 }, criteria: { category: 7 } } });
    expect(r.status).toBe(422);
    const locs = (await r.json()).detail.map((d: { loc: string[] }) => d.loc.join("."));
    expect(locs).toEqual(expect.arrayContaining(["body.config.alert_threshold", "body.criteria.category"]));
    expect(locs).not.toContain("body.config.extra");
  });

  test("several problems are reported together and nothing is stored", async () => {
    const before = await (await s.fetch("/hunts", { key })).json();
    const r = await s.fetch("/hunts?limit=abc", { key });
    expect(r.status).toBe(422);
    const bad = await s.fetch("/hunts", { method: "POST", key, json: { name: "", config: [], target_price: -1 } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail.length).toBeGreaterThanOrEqual(3);
    expect(await (await s.fetch("/hunts", { key })).json()).toEqual(before);
  });

  test("a body over the size limit is 413 with the standard body", async () => {
    const r = await s.fetch("/hunts", { method: "POST", key, json: { name: "x".repeat(2_000_000), config: {} } });
    expect(r.status).toBe(413);
    expect((await r.json()).code).toBe("payload_too_large");
  });

  test("an unknown route is 404 with the standard body", async () => {
    const r = await s.fetch("/no/such/route");
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ detail: "Route not found", code: "not_found" });
  });
});

describe("422 bodies never echo secrets", () => {
  test("an over-long notify_url is refused without echoing any of it", async () => {
    const secret = `https://discord.com/api/webhooks/123/${"s3cr3t".repeat(100)}`;
    const r = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: "discord", notify_url: secret } });
    expect(r.status).toBe(422);
    const text = await r.text();
    expect(text).toContain("notify_url");
    expect(text).not.toContain("s3cr3t");
  });
});
