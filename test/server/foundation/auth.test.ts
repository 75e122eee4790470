import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startApp, type TestServer } from "../../support/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
});
afterAll(() => s.stop());

describe("Bearer API-key auth", () => {
  test("no key, a malformed header and an unknown key are 401 with the standard body", async () => {
    const cases: Record<string, string>[] = [{}, { Authorization: "Basic Zm9vOmJhcg==" }, { Authorization: "Bearer nope" }, { Authorization: `Bearer rh_${"A".repeat(43)}` }];
    for (const headers of cases) {
      const r = await s.fetch("/account/me", { headers });
      expect(r.status).toBe(401);
      expect(r.headers.get("www-authenticate")).toContain("Bearer");
      const body = await r.json();
      expect(body.code).toBe("unauthorized");
      expect(typeof body.detail).toBe("string");
    }
  });

  test("a valid key reads its own account, with api_key null", async () => {
    const key = await s.user("reader@example.com", { tier: "pro" });
    const r = await s.fetch("/account/me", { key });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ email: "reader@example.com", tier: "pro", is_admin: false, api_key: null, has_password: false, totp_enabled: false });
  });

  test("register returns a working key once; a second registration of the email is 409", async () => {
    const r = await s.fetch("/account/register", { method: "POST", json: { email: "New.User@Example.com" } });
    expect(r.status).toBe(201);
    const account = await r.json();
    expect(account.email).toBe("new.user@example.com");
    expect(account.tier).toBe("free");
    expect(account.api_key).toMatch(/^rh_/);
    const me = await s.fetch("/account/me", { key: account.api_key });
    expect((await me.json()).api_key).toBeNull();
    const again = await s.fetch("/account/register", { method: "POST", json: { email: "new.user@example.com" } });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("conflict");
  });

  test("a rotated key stops working at once and the new one works", async () => {
    const oldKey = await s.user("rotator@example.com");
    const r = await s.fetch("/account/api-key", { method: "POST", key: oldKey });
    expect(r.status).toBe(200);
    const { api_key: newKey } = await r.json();
    expect(newKey).toMatch(/^rh_/);
    expect(newKey).not.toBe(oldKey);
    expect((await s.fetch("/account/me", { key: oldKey })).status).toBe(401);
    expect((await s.fetch("/account/me", { key: newKey })).status).toBe(200);
  });

  test("keys are stored only as hashes", async () => {
    const key = await s.user("hashed@example.com");
    const rows = await s.db.rows<{ key_hash: string; prefix: string }>("SELECT key_hash, prefix FROM api_keys");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key_hash).not.toContain(key.slice(3));
    }
  });

  test("one account can never read or change another's hunts", async () => {
    const alice = await s.user("alice@example.com");
    const bob = await s.user("bob@example.com");
    const created = await s.fetch("/hunts", { method: "POST", key: alice, json: { name: "EPYC 7302P under $150", config: { query: "epyc 7302p" }, target_price: 150 } });
    expect(created.status).toBe(201);
    const hunt = await created.json();
    expect((await s.fetch(`/hunts/${hunt.id}`, { key: bob })).status).toBe(404);
    expect((await s.fetch(`/hunts/${hunt.id}`, { method: "PATCH", key: bob, json: { name: "mine now" } })).status).toBe(404);
    expect((await s.fetch(`/hunts/${hunt.id}`, { method: "DELETE", key: bob })).status).toBe(404);
    expect(await (await s.fetch("/hunts", { key: bob })).json()).toEqual([]);
    const still = await (await s.fetch(`/hunts/${hunt.id}`, { key: alice })).json();
    expect(still.name).toBe("EPYC 7302P under $150");
    expect((await (await s.fetch("/account/me", { key: bob })).json()).email).toBe("bob@example.com");
  });

  test("problem+json is served when the client asks for it", async () => {
    const r = await s.fetch("/account/me", { headers: { Accept: "application/problem+json" } });
    expect(r.status).toBe(401);
    expect(r.headers.get("content-type")).toContain("application/problem+json");
    const body = await r.json();
    expect(body).toMatchObject({ status: 401, title: "Unauthorized", code: "unauthorized" });
    expect(body.type).toMatch(/^https:\/\//);
    expect(body.instance).toMatch(/^urn:request:/);
  });
});
