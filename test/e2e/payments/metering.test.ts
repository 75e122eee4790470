import { afterAll, describe, expect, test } from "bun:test";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { createApp, listen } from "../../../server/src/app.ts";
import { manualClock } from "../../../server/src/clock.ts";
import { loadConfig } from "../../../server/src/config.ts";
import { silentLogger } from "../../../server/src/http/logger.ts";
import { newKey } from "../../../server/src/operations/account.ts";
import { SECRET, mppClient, x402Clients } from "../../server/payments/harness.ts";
import { testDatabase } from "../../support/database.ts";

const db = await testDatabase();
const clock = manualClock(Date.parse("2026-11-21T10:00:00Z"));
afterAll(() => db.drop());

/** The real server over one database, so a restart keeps what was counted. */
async function start(env: Record<string, string> = {}) {
  const config = loadConfig({ ...db.env, RACKHUNT_PAYMENTS: "local", RACKHUNT_RATE_LIMITS: "off", RACKHUNT_MPP_SECRET: SECRET, ...env });
  const app = await createApp({ config, clock, logger: silentLogger });
  const { port, stop } = listen(app, "127.0.0.1", 0);
  return { url: `http://127.0.0.1:${port}`, app, stop: async () => { stop(); await app.database.close(); } };
}

describe("public metering per IP per day", () => {
  test("50 free requests, the 51st is 402 with x402 instructions, a paid one goes through, a restart keeps the count, and the next day is free", async () => {
    let s = await start();
    try {
      const paths = ["/api/public/prices", "/api/public/deals", "/api/public/prices/hdd"];
      // Split before and after a restart: the count lives in the database, not the process.
      for (let i = 0; i < 30; i++) expect((await fetch(s.url + paths[i % 3])).status).toBe(200);
      await s.stop();
      s = await start();
      for (let i = 30; i < 50; i++) expect((await fetch(s.url + paths[i % 3])).status).toBe(200);

      const refused = await fetch(`${s.url}/api/public/prices`);
      expect(refused.status).toBe(402);
      expect(refused.headers.get("www-authenticate")).toStartWith("Payment ");
      const required = decodePaymentRequiredHeader(refused.headers.get("payment-required") ?? "");
      expect(required.accepts).toEqual([s.app.services.payments!.gate.requirements]);
      const problem = (await refused.json()) as { detail: string };
      expect(problem.detail).toContain("resets at 2026-11-22T00:00:00.000Z");
      expect(JSON.stringify(problem)).not.toContain("categories");

      const paid = await x402Clients().fetch(`${s.url}/api/public/prices`);
      expect(paid.status).toBe(200);
      expect(paid.headers.get("payment-response")).toBeTruthy();
      expect(((await paid.json()) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);

      const paidMpp = await mppClient().fetch(`${s.url}/api/public/deals?limit=5`);
      expect(paidMpp.status).toBe(200);
      expect(paidMpp.headers.get("payment-receipt")).toBeTruthy();
      expect(await paidMpp.json()).toMatchObject({ items: [], total: 0, limit: 5 });

      const rows = await s.app.services.repos.payments.recent();
      expect(rows.map((r) => [r.rail, r.outcome, r.resource])).toEqual([
        ["mpp_base", "settled", "/api/public/deals"],
        ["x402", "settled", "/api/public/prices"],
      ]);

      // Unmetered: the documents, and callers with an API key.
      expect((await fetch(`${s.url}/auth.md`)).status).toBe(200);
      expect((await fetch(`${s.url}/api/public/openapi.json`)).status).toBe(200);
      const { key, stored } = newKey();
      await s.app.services.repos.users.create({ id: crypto.randomUUID(), email: "meter@example.com", tier: "free", is_admin: false, now: clock.now() }, stored);
      expect((await fetch(`${s.url}/api/public/prices`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
      expect((await fetch(`${s.url}/api/public/prices`)).status).toBe(402);

      clock.set(Date.parse("2026-11-22T00:00:01Z"));
      expect((await fetch(`${s.url}/api/public/prices`)).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  test("a request that would fail validation or 404 is never charged", async () => {
    const s = await start({ RACKHUNT_PUBLIC_FREE_PER_DAY: "0" });
    try {
      const missing = await fetch(`${s.url}/api/public/prices/hdd/no-such-component`);
      expect(missing.status).toBe(404);
      const invalid = await fetch(`${s.url}/api/public/deals?limit=0`);
      expect(invalid.status).toBe(422);
      expect((await fetch(`${s.url}/api/public/prices`)).status).toBe(402);
    } finally {
      await s.stop();
    }
  });
});

describe("public metering with payments off (the default)", () => {
  test("nothing is counted: past the free quota the public API and the public pages still answer 200, never a 402 nobody could pay", async () => {
    const s = await start({ RACKHUNT_PAYMENTS: "off", RACKHUNT_PUBLIC_FREE_PER_DAY: "2" });
    try {
      expect(s.app.services.payments).toBeNull();
      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${s.url}/api/public/prices`)).status).toBe(200);
        expect((await fetch(`${s.url}/deals`)).status).toBe(200);
      }
    } finally {
      await s.stop();
    }
  });
});
