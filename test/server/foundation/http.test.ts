import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startApp, type TestServer } from "../../support/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
});
afterAll(() => s.stop());

describe("shared HTTP behaviour", () => {
  test("GET /healthz", async () => {
    const r = await s.fetch("/healthz");
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: "ok", version: "0.1.0" });
  });

  test("request ids: echoed when sane, generated otherwise", async () => {
    const mine = await s.fetch("/healthz", { headers: { "X-Request-Id": "trace-123" } });
    expect(mine.headers.get("x-request-id")).toBe("trace-123");
    const bad = await s.fetch("/healthz", { headers: { "X-Request-Id": "<script>" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("X-API-Version: absent and v2 are current, v1 is deprecated, anything else is 400", async () => {
    const key = await s.user("versions@example.com");
    const v2 = await s.fetch("/account/me", { key, headers: { "X-API-Version": "v2" } });
    expect(v2.status).toBe(200);
    expect(v2.headers.get("deprecation")).toBeNull();
    const v1 = await s.fetch("/account/me", { key, headers: { "X-API-Version": "v1" } });
    expect(v1.status).toBe(200);
    expect(v1.headers.get("deprecation")).toMatch(/^@\d+$/);
    const sunset = Date.parse(v1.headers.get("sunset")!);
    const deprecated = Number(v1.headers.get("deprecation")!.slice(1)) * 1000;
    expect(sunset - deprecated).toBeGreaterThanOrEqual(90 * 86_400_000);
    const v9 = await s.fetch("/account/me", { key, headers: { "X-API-Version": "v9" } });
    expect(v9.status).toBe(400);
    expect((await v9.json()).code).toBe("unsupported_api_version");
  });

  test("public routes answer CORS preflights and carry CORS headers; private ones do not", async () => {
    const pre = await s.fetch("/healthz", { method: "OPTIONS", headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect((await s.fetch("/healthz")).headers.get("access-control-allow-origin")).toBe("*");
    expect((await s.fetch("/openapi.json")).headers.get("access-control-allow-origin")).toBe("*");
    expect((await s.fetch("/account/me")).headers.get("access-control-allow-origin")).toBeNull();
  });

  test("logs are JSON lines with request ids and never contain keys or emails' keys", async () => {
    const key = await s.user("logged@example.com");
    await s.fetch("/account/me", { key, headers: { "X-Request-Id": "log-check" } });
    const rotated = await (await s.fetch("/account/api-key", { method: "POST", key })).json();
    await s.fetch("/account/me", { key: rotated.api_key });
    const lines = s.logs.map((l) => JSON.parse(l));
    const entry = lines.find((l) => l.request_id === "log-check");
    expect(entry).toMatchObject({ level: "info", msg: "request", op: "get_account", status: 200, route: "/account/me" });
    const all = s.logs.join("");
    expect(all).not.toContain(key);
    expect(all).not.toContain(rotated.api_key);
    expect(all).not.toContain(key.slice(3, 20));
  });
});
