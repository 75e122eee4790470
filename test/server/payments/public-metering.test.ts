import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { PUBLIC_FREE_REQUESTS_PER_DAY, createDailyQuota } from "../../../server/src/payments/daily-quota.ts";
import { createLocalFacilitator, createMemoryLedger, createPaymentGate } from "../../../server/src/payments/index.ts";
import { testConfig, x402Clients } from "./harness.ts";

// The recipe the public endpoints follow: free while the IP's daily quota lasts, then the gate.
let clock = new Date("2026-11-21T10:00:00Z");
const quota = createDailyQuota({ now: () => clock });
const config = testConfig();
const gate = createPaymentGate({ config, ledger: createMemoryLedger(), facilitator: createLocalFacilitator({ network: config.network }).facilitator });
let server: ReturnType<typeof Bun.serve>;
let url = "";

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    async fetch(request, srv) {
      const body = Response.json({ prices: [] });
      const ip = srv.requestIP(request)?.address ?? "unknown";
      const decision = await quota.take(ip);
      if (decision.allowed) return body;
      const detail = `The free quota of ${PUBLIC_FREE_REQUESTS_PER_DAY} requests per day is used up; it resets at ${decision.resets_at}.`;
      const result = await gate.handle(request, { url: "/api/public/prices", description: "Public price list" }, { detail });
      if (!result.paid) return result.response;
      return new Response(body.body, { headers: result.headers });
    },
  });
  url = `http://localhost:${server.port}/api/public/prices`;
});
afterAll(() => server.stop(true));

describe("public endpoint metering", () => {
  test("50 free requests, then 402 with x402 instructions, a paid request goes through, and the next day is free again", async () => {
    for (let i = 0; i < PUBLIC_FREE_REQUESTS_PER_DAY; i++) {
      expect((await fetch(url)).status).toBe(200);
    }
    const refused = await fetch(url);
    expect(refused.status).toBe(402);
    const required = decodePaymentRequiredHeader(refused.headers.get("payment-required") ?? "");
    expect(required.accepts).toEqual([gate.requirements]);
    const problem = (await refused.json()) as { detail: string };
    expect(problem.detail).toContain("resets at 2026-11-22T00:00:00.000Z");

    const paid = await x402Clients().fetch(url);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ prices: [] });
    expect(paid.headers.get("payment-response")).toBeTruthy();

    clock = new Date("2026-11-22T00:00:01Z");
    expect((await fetch(url)).status).toBe(200);
  });
});

describe("DailyQuota", () => {
  test("counts per key and resets at UTC midnight", async () => {
    let now = new Date("2026-01-01T23:59:59Z");
    const q = createDailyQuota({ limit: 2, now: () => now });
    expect(await q.take("a")).toEqual({ allowed: true, remaining: 1, resets_at: "2026-01-02T00:00:00.000Z" });
    expect((await q.take("a")).allowed).toBe(true);
    expect(await q.take("a")).toMatchObject({ allowed: false, remaining: 0 });
    expect((await q.take("b")).allowed).toBe(true);
    now = new Date("2026-01-02T00:00:00Z");
    expect(await q.take("a")).toEqual({ allowed: true, remaining: 1, resets_at: "2026-01-03T00:00:00.000Z" });
  });
});
