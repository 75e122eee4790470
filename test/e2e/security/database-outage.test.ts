import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { ownCluster, onCluster, type OwnCluster } from "../../support/pg-cluster.ts";
import { withDatabase } from "../../support/pg.ts";
import { postgresTestsRun } from "../../support/postgres-only.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { WebClient } from "../web/web-client.ts";

// Issue 25, point 10: with PostgreSQL down under a running server, every request answered 500
// internal_error, /healthz included. An outage is the server's to wait out, not a bug: 503 with
// Retry-After, and /healthz names the check that failed. PostgreSQL only: the test stops a
// cluster of its own (without PostgreSQL this file says so and registers nothing).
if (postgresTestsRun(import.meta.path)) {
  let cluster: OwnCluster;
  let s: TestServer;
  let key = "";

  beforeAll(async () => {
    cluster = await ownCluster();
    await onCluster(cluster.url, ["CREATE DATABASE rackhunt_outage"]);
    s = await startServer({ RACKHUNT_DATABASE_URL: withDatabase(cluster.url, "rackhunt_outage"), RACKHUNT_DB: join(tmpdir(), "unused-outage.db") });
    key = await s.user("outage@example.com", { tier: "lifetime" });
  }, 60_000);
  afterAll(async () => {
    await s?.stop().catch(() => {});
    cluster?.stop();
  });

  /** The answer of a request, until it is the one wanted (a pool reconnects on demand, not at once). */
  async function eventually(path: string, status: number, init: Parameters<TestServer["fetch"]>[1] = {}): Promise<Response> {
    let r = await s.fetch(path, init);
    for (let i = 0; i < 50 && r.status !== status; i++) {
      await Bun.sleep(100);
      r = await s.fetch(path, init);
    }
    return r;
  }

  describe("a database outage under a running server", () => {
    test("every kind of request answers 503 with Retry-After, never 500; /healthz names the database check", async () => {
      expect((await s.fetch("/healthz")).status).toBe(200);
      expect((await s.fetch("/hunts", { key })).status).toBe(200);
      cluster.stop();

      const health = await s.fetch("/healthz");
      expect(health.status).toBe(503);
      expect(health.headers.get("retry-after")).toMatch(/^\d+$/);
      const said = (await health.json()) as { detail: string; code: string };
      expect(said).toEqual({ detail: expect.stringMatching(/^database: /), code: "service_unavailable" });

      for (const [path, init] of [
        ["/hunts", { key }],
        ["/hunts", { method: "POST", key, json: { name: "during the outage", config: { query: "epyc" } } }],
        ["/account/me", { key }],
        ["/api/public/prices", {}],
        ["/api/v2/components/search?q=epyc", {}],
      ] as const) {
        const r = await s.fetch(path, init);
        expect({ path, status: r.status, retry: r.headers.get("retry-after") }).toEqual({ path, status: 503, retry: expect.stringMatching(/^\d+$/) });
        expect(((await r.json()) as { code: string }).code).toBe("service_unavailable");
      }
      const page = await new WebClient(s.url).get("/");
      expect([page.status, page.headers.get("retry-after")]).toEqual([503, expect.stringMatching(/^\d+$/)]);
    }, 60_000);

    test("when it is back, so is the server, without a restart", async () => {
      cluster.start();
      expect((await eventually("/healthz", 200)).status).toBe(200);
      expect((await eventually("/hunts", 200, { key })).status).toBe(200);
    }, 60_000);
  });
}
