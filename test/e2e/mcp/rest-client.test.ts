import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createClient, RackhuntApiError } from "@rackhunt/core/client";
import { startServer, type TestServer } from "../../support/server.ts";

// The typed REST client from @rackhunt/core against the real server and SQLite file.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

async function rejection(p: Promise<unknown>): Promise<RackhuntApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RackhuntApiError);
  return err as RackhuntApiError;
}

describe("createClient against the real server", () => {
  test("drives a hunt through its whole life with typed results", async () => {
    const rh = createClient({ baseUrl: s.url, apiKey: await s.user("client@example.com") });
    const hunt = await rh.create_hunt({ name: "EPYC 7302P", config: { query: "epyc 7302p" }, ceiling_price: 150 });
    expect(hunt.ceiling_price).toBe(150);
    expect((await rh.list_hunts({ limit: 10 })).map((h) => h.id)).toEqual([hunt.id]);
    expect(await rh.get_hunt({ hunt_id: hunt.id })).toEqual(hunt);
    const paused = await rh.update_hunt({ hunt_id: hunt.id, paused_until: "2030-01-01T00:00:00.000Z" });
    expect(paused.paused_until).toBe("2030-01-01T00:00:00.000Z");
    expect((await rh.get_entitlements()).active_hunt_count).toBe(1);
    expect(await rh.delete_hunt({ hunt_id: hunt.id })).toBeUndefined();
    const gone = await rejection(rh.get_hunt({ hunt_id: hunt.id }));
    expect([gone.status, gone.code, gone.detail]).toEqual([404, "not_found", "Hunt not found"]);
  });

  test("surfaces 401, 422 and tier limits as typed errors", async () => {
    const anon = createClient({ baseUrl: s.url });
    const unauth = await rejection(anon.list_hunts());
    expect([unauth.status, unauth.code]).toEqual([401, "unauthorized"]);
    expect(unauth.headers.get("www-authenticate")).toContain("Bearer");

    const rh = createClient({ baseUrl: s.url, apiKey: await s.user("client-errors@example.com") });
    const invalid = await rejection(rh.create_hunt({ name: "x", config: {}, poll_interval_hours: 0 }));
    expect(invalid.status).toBe(422);
    expect(invalid.issues?.[0]?.loc).toEqual(["body", "poll_interval_hours"]);

    // Free tier: 24 h minimum poll interval.
    const limited = await rejection(rh.create_hunt({ name: "fast", config: {}, poll_interval_hours: 1 }));
    expect([limited.status, limited.code]).toEqual([403, "tier_limit"]);
  });

  test("public operations work without a key", async () => {
    const health = await createClient({ baseUrl: s.url }).healthz();
    expect(typeof health.version).toBe("string");
  });
});
