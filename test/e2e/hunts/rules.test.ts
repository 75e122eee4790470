import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { operations } from "@rackhunt/core/api";
import { manualClock } from "../../../server/src/clock.ts";
import { startApp } from "../../support/server.ts";
import { EPYC_HUNT, startScanningServer } from "./helpers.ts";

const clock = manualClock(Date.now());
let env: Awaited<ReturnType<typeof startScanningServer>>;
beforeAll(async () => {
  env = await startScanningServer(clock, {}, startApp);
});
afterAll(() => env.stop());

describe("hunt rules", () => {
  test("manual scans are limited per hunt by the tier's interval, with Retry-After", async () => {
    const key = await env.s.user("manual@example.com", { tier: "pro" });
    const hunt = await (await env.s.fetch("/hunts", { method: "POST", key, json: { ...EPYC_HUNT, poll_interval_hours: 4 } })).json();
    expect((await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
    const stamped = await (await env.s.fetch(`/hunts/${hunt.id}`, { key })).json();
    expect(Date.parse(stamped.last_manual_scan_at)).toBe(clock.now());
    clock.advance(60_000);
    const soon = await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get("retry-after"))).toBe(60);
    expect((await soon.json()).code).toBe("rate_limited");
    clock.advance(60_000);
    expect((await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
  });

  test("activating a hunt beyond the cap is 403 tier_limit", async () => {
    const key = await env.s.user("cap@example.com");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: `h${i}`, config: {} } })).json()).id);
    expect((await env.s.fetch(`/hunts/${ids[0]}`, { method: "PATCH", key, json: { active: false } })).status).toBe(200);
    expect((await env.s.fetch("/hunts", { method: "POST", key, json: { name: "h3", config: {} } })).status).toBe(201);
    const back = await env.s.fetch(`/hunts/${ids[0]}`, { method: "PATCH", key, json: { active: true } });
    expect(back.status).toBe(403);
    expect((await back.json()).code).toBe("tier_limit");
    const slower = await env.s.fetch(`/hunts/${ids[1]}`, { method: "PATCH", key, json: { poll_interval_hours: 2 } });
    expect(slower.status).toBe(403);
  });

  test("every hunt route answers 404 for another account's hunt and changes nothing", async () => {
    const owner = await env.s.user("owner@example.com", { tier: "lifetime" });
    const other = await env.s.user("other@example.com", { tier: "lifetime" });
    const hunt = await (await env.s.fetch("/hunts", { method: "POST", key: owner, json: EPYC_HUNT })).json();
    const routes = Object.values(operations).filter((op) => op.path.includes("{hunt_id}"));
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const op of routes) {
      // A body each operation would accept from the owner, so the answer is about the hunt, not the body.
      const body = op.body ? JSON.stringify(op.name === "set_alert_feedback" ? { label: "deal" } : { name: "stolen" }) : undefined;
      const r = await env.s.fetch(op.path.replace("{hunt_id}", hunt.id).replace("{alert_id}", crypto.randomUUID()), { method: op.method, key: other, body, headers: body ? { "Content-Type": "application/json" } : {} });
      expect(r.status, `${op.method} ${op.path}`).toBe(404);
      expect((await r.json()).code).toBe("not_found");
    }
    const unchanged = await (await env.s.fetch(`/hunts/${hunt.id}`, { key: owner })).json();
    expect(unchanged.name).toBe(EPYC_HUNT.name);
    expect(unchanged.last_manual_scan_at).toBeNull();
  });

  test("422 for bad bodies and params on hunt routes", async () => {
    const key = await env.s.user("bad@example.com", { tier: "lifetime" });
    const hunt = await (await env.s.fetch("/hunts", { method: "POST", key, json: EPYC_HUNT })).json();
    const cases: [string, string, unknown][] = [
      ["POST", "/hunts", { name: "x", config: { alert_threshold: 101 } }],
      ["POST", "/hunts", { name: "x", config: {}, criteria: { conditions: ["mint"] } }],
      ["POST", "/hunts", { name: "x", config: {}, sources_enabled: { forum: "yes" } }],
      ["PATCH", `/hunts/${hunt.id}`, { poll_interval_hours: 0 }],
      ["PATCH", `/hunts/${hunt.id}`, { paused_until: "tomorrow" }],
      ["GET", `/hunts/${hunt.id}/listings?action=MAYBE`, undefined],
      ["GET", "/hunts/results?filter=sold", undefined],
      ["GET", "/hunts/results?hunt_id=nope", undefined],
      ["GET", `/hunts/${hunt.id}/alerts?offset=-1`, undefined],
    ];
    for (const [method, path, json] of cases) {
      const r = await env.s.fetch(path, { method, key, json });
      expect(r.status, `${method} ${path}`).toBe(422);
      expect(Array.isArray((await r.json()).detail)).toBe(true);
    }
  });
});
