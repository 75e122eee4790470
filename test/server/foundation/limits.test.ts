import { afterEach, describe, expect, test } from "bun:test";
import { manualClock } from "../../../server/src/clock.ts";
import { startApp, type TestServer } from "../../support/server.ts";

let s: TestServer | undefined;
afterEach(() => s?.stop());

describe("rate limits", () => {
  test("429 with Retry-After after the tier's per-minute limit, per account", async () => {
    const clock = manualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
    s = await startApp({ RACKHUNT_TIERS: JSON.stringify({ free: { requests_per_minute: 5 }, pro: { requests_per_minute: 8 } }) }, clock);
    const free = await s.user("free@example.com");
    const pro = await s.user("pro@example.com", { tier: "pro" });
    for (let i = 0; i < 5; i++) {
      const r = await s.fetch("/account/me", { key: free });
      expect(r.status).toBe(200);
      expect(r.headers.get("ratelimit-limit")).toBe("5");
      expect(r.headers.get("ratelimit-remaining")).toBe(String(4 - i));
    }
    const over = await s.fetch("/account/me", { key: free });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await over.json()).toMatchObject({ code: "rate_limited" });
    // Another account on the same IP is unaffected, and gets its own tier's limit.
    for (let i = 0; i < 8; i++) expect((await s.fetch("/account/me", { key: pro })).status).toBe(200);
    expect((await s.fetch("/account/me", { key: pro })).status).toBe(429);
    // The window rolls: two minutes later the free account may call again.
    clock.advance(120_000);
    expect((await s.fetch("/account/me", { key: free })).status).toBe(200);
  });

  test("unauthenticated calls are limited per IP, failed keys included", async () => {
    s = await startApp({ RACKHUNT_IP_RATE_LIMIT: "4" }, manualClock());
    for (let i = 0; i < 4; i++) expect((await s.fetch("/account/me", { key: `rh_${"B".repeat(43)}` })).status).toBe(401);
    const r = await s.fetch("/api/public/prices");
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).not.toBeNull();
    // Health checks are never limited (process managers and probes call them often).
    expect((await s.fetch("/healthz")).status).toBe(200);
  });

  test("RACKHUNT_RATE_LIMITS=off switches them off", async () => {
    s = await startApp({ RACKHUNT_RATE_LIMITS: "off", RACKHUNT_IP_RATE_LIMIT: "1" }, manualClock());
    for (let i = 0; i < 5; i++) expect((await s.fetch("/api/public/prices")).status).toBe(200);
  });

  test("registration is limited per IP per hour", async () => {
    s = await startApp({ RACKHUNT_REGISTRATIONS_PER_HOUR: "2", RACKHUNT_IP_RATE_LIMIT: "100" }, manualClock());
    for (let i = 0; i < 2; i++) expect((await s.fetch("/account/register", { method: "POST", json: { email: `r${i}@example.com` } })).status).toBe(201);
    const r = await s.fetch("/account/register", { method: "POST", json: { email: "r9@example.com" } });
    expect(r.status).toBe(429);
    expect(await s.app.services.repos.users.findByEmail("r9@example.com")).toBeNull();
  });
});

describe("tier limits and entitlements", () => {
  test("entitlements count a paused active hunt, and remaining never goes negative", async () => {
    s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
    const key = await s.user("limits@example.com");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await s.fetch("/hunts", { method: "POST", key, json: { name: `hunt ${i}`, config: { query: "ddr4 ecc" } } });
      expect(r.status).toBe(201);
      ids.push((await r.json()).id);
    }
    const pause = await s.fetch(`/hunts/${ids[0]}`, { method: "PATCH", key, json: { paused_until: "2099-01-01T00:00:00Z" } });
    expect(pause.status).toBe(200);
    expect((await pause.json()).paused_until).toBe("2099-01-01T00:00:00.000Z");
    let ent = await (await s.fetch("/users/me/entitlements", { key })).json();
    expect(ent).toEqual({ tier: "free", max_active_hunts: 3, active_hunt_count: 3, remaining_active_hunts: 0, poll_interval_hours: 24, stream: false });
    // The paused hunt still holds its slot: a fourth is refused.
    const fourth = await s.fetch("/hunts", { method: "POST", key, json: { name: "one too many", config: {} } });
    expect(fourth.status).toBe(403);
    const err = await fourth.json();
    expect(err.code).toBe("tier_limit");
    expect(err.detail).toContain("3 active hunts");
    // Deactivating frees a slot.
    expect((await s.fetch(`/hunts/${ids[1]}`, { method: "PATCH", key, json: { active: false } })).status).toBe(200);
    ent = await (await s.fetch("/users/me/entitlements", { key })).json();
    expect(ent.active_hunt_count).toBe(2);
    expect(ent.remaining_active_hunts).toBe(1);
    // An account over its cap (after a downgrade) shows zero remaining, not a negative number.
    const user = (await s.app.services.repos.users.findByEmail("limits@example.com"))!;
    await s.app.services.repos.users.setTier(user.id, "pro");
    for (let i = 0; i < 3; i++) await s.fetch("/hunts", { method: "POST", key, json: { name: `more ${i}`, config: {}, poll_interval_hours: 24 } });
    await s.app.services.repos.users.setTier(user.id, "free");
    ent = await (await s.fetch("/users/me/entitlements", { key })).json();
    expect(ent.active_hunt_count).toBe(5);
    expect(ent.remaining_active_hunts).toBe(0);
  });

  test("a poll interval below the tier minimum is 403 tier_limit; admins bypass caps", async () => {
    s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
    const key = await s.user("fast@example.com");
    const r = await s.fetch("/hunts", { method: "POST", key, json: { name: "fast", config: {}, poll_interval_hours: 1 } });
    expect(r.status).toBe(403);
    expect(await r.json()).toMatchObject({ code: "tier_limit" });
    const admin = await s.user("root@example.com", { admin: true });
    expect((await s.fetch("/hunts", { method: "POST", key: admin, json: { name: "fast", config: {}, poll_interval_hours: 1 } })).status).toBe(201);
  });
});
