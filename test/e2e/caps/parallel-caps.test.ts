import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DEFAULT_TIERS } from "../../../server/src/tiers.ts";
import { EPYC_HUNT, startScanningServer } from "../hunts/helpers.ts";
import { PARALLEL, statusCounts, webhookBody } from "./support.ts";

// Private destinations on: the webhooks point at loopback, and their creation awaits the real
// destination check between reading the caps and writing the row (where the race used to be).
let env: Awaited<ReturnType<typeof startScanningServer>>;
beforeAll(async () => {
  env = await startScanningServer(undefined, { RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on" });
});
afterAll(() => env.stop());

async function fire(key: string, path: string, json: (i: number) => unknown, method = "POST") {
  return statusCounts(await Promise.all(Array.from({ length: PARALLEL }, (_, i) => env.s.fetch(path, { method, key, json: json(i) }))));
}

async function channelCount(key: string, type?: string) {
  const list = (await (await env.s.fetch("/users/me/channels", { key })).json()) as { channels: { channel_type: string }[] };
  return list.channels.filter((c) => !type || c.channel_type === type).length;
}

describe(`${PARALLEL} parallel creates find exactly the cap`, () => {
  for (const tier of ["free", "pro"] as const) {
    const limits = DEFAULT_TIERS[tier]!;

    test(`${tier}: active hunts (cap ${limits.max_active_hunts})`, async () => {
      const key = await env.s.user(`hunts-${tier}@example.com`, { tier });
      const got = await fire(key, "/hunts", (i) => ({ name: `hunt ${i}`, config: { query: "ddr4" }, poll_interval_hours: limits.poll_interval_hours }));
      expect(got).toEqual({ 201: limits.max_active_hunts, 403: PARALLEL - limits.max_active_hunts });
      const ent = await (await env.s.fetch("/users/me/entitlements", { key })).json();
      expect(ent.active_hunt_count).toBe(limits.max_active_hunts);
    });

    test(`${tier}: reactivating hunts in parallel (cap ${limits.max_active_hunts})`, async () => {
      const key = await env.s.user(`reactivate-${tier}@example.com`, { tier });
      const ids: string[] = [];
      for (let i = 0; i < PARALLEL; i++) {
        const r = await env.s.fetch("/hunts", { method: "POST", key, json: { name: `h${i}`, config: {}, poll_interval_hours: limits.poll_interval_hours } });
        const id = (await r.json()).id as string;
        expect((await env.s.fetch(`/hunts/${id}`, { method: "PATCH", key, json: { active: false } })).status).toBe(200);
        ids.push(id);
      }
      const got = statusCounts(await Promise.all(ids.map((id) => env.s.fetch(`/hunts/${id}`, { method: "PATCH", key, json: { active: true } }))));
      expect(got).toEqual({ 200: limits.max_active_hunts, 403: PARALLEL - limits.max_active_hunts });
      expect((await (await env.s.fetch("/users/me/entitlements", { key })).json()).active_hunt_count).toBe(limits.max_active_hunts);
    });

    test(`${tier}: channels (cap ${limits.max_channels})`, async () => {
      const key = await env.s.user(`channels-${tier}@example.com`, { tier });
      const got = await fire(key, "/users/me/channels", (i) => ({ label: `mail ${i}`, channel_type: "email", notify_url: `mailto:box${i}@example.com` }));
      expect(got).toEqual({ 201: limits.max_channels, 403: PARALLEL - limits.max_channels });
      expect(await channelCount(key)).toBe(limits.max_channels);
    });

    test(`${tier}: instant destinations (cap ${limits.max_instant_destinations})`, async () => {
      const key = await env.s.user(`instant-${tier}@example.com`, { tier });
      const got = await fire(key, "/users/me/channels", (i) => webhookBody(i));
      const cap = limits.max_instant_destinations;
      expect(got).toEqual(cap > 0 ? { 201: cap, 403: PARALLEL - cap } : { 403: PARALLEL });
      expect(await channelCount(key, "webhook")).toBe(cap);
    });

    test(`${tier}: manual scans of one hunt (one per ${limits.manual_scan_interval_seconds} s)`, async () => {
      const key = await env.s.user(`scan-${tier}@example.com`, { tier });
      const hunt = await (await env.s.fetch("/hunts", { method: "POST", key, json: { ...EPYC_HUNT, poll_interval_hours: limits.poll_interval_hours } })).json();
      const responses = await Promise.all(Array.from({ length: PARALLEL }, () => env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })));
      expect(statusCounts(responses)).toEqual({ 200: 1, 429: PARALLEL - 1 });
      const limited = responses.find((r) => r.status === 429)!;
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  }

  test("an admin is held by no cap", async () => {
    const key = await env.s.user("admin-caps@example.com", { tier: "free", admin: true });
    expect(await fire(key, "/users/me/channels", (i) => webhookBody(i))).toEqual({ 201: PARALLEL });
  });
});

describe("tier_limit messages", () => {
  test("name the cap and the operator command that lifts it on this install", async () => {
    const key = await env.s.user("lift-me@example.com", { tier: "free" });
    const webhook = await env.s.fetch("/users/me/channels", { method: "POST", key, json: webhookBody(0) });
    expect(webhook.status).toBe(403);
    const body = await webhook.json();
    expect(body.code).toBe("tier_limit");
    expect(body.detail).toBe(
      "The free tier does not include webhook channels (email digests only). The pro tier lifts it: the operator of this server can move your account with `rackhunt user set-tier lift-me@example.com pro`.",
    );
    const fast = await env.s.fetch("/hunts", { method: "POST", key, json: { name: "fast", config: {}, poll_interval_hours: 1 } });
    expect((await fast.json()).detail).toContain("below the free tier's minimum of 24 hours. The lifetime tier lifts it");
    expect(JSON.stringify(body)).not.toMatch(/upgrade/i);
  });

  test("at the top tier, say that no tier allows more", async () => {
    const key = await env.s.user("top@example.com", { tier: "lifetime" });
    const cap = DEFAULT_TIERS.lifetime!.max_instant_destinations;
    for (let i = 0; i < cap; i++) expect((await env.s.fetch("/users/me/channels", { method: "POST", key, json: webhookBody(i) })).status).toBe(201);
    const over = await (await env.s.fetch("/users/me/channels", { method: "POST", key, json: webhookBody(cap) })).json();
    expect(over.detail).toBe(`The lifetime tier allows ${cap} instant destinations and you have ${cap}; delete one first (email digests do not count). No tier on this server allows more.`);
  });
});
