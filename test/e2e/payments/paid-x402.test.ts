import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PaidBenchmark } from "@rackhunt/core";
import { decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequirements } from "@x402/core/types";
import * as v from "valibot";
import type { TestServer } from "../../support/server.ts";
import { PAY_TO, payer, x402Clients, x402PaymentHeaders, expiredPaymentHeader, windowPaymentHeader } from "../../server/payments/harness.ts";
import { benchmarkUrl, pickComponents, seedObservations, startPaidRackhunt, tokenOf } from "./support.ts";

let s: TestServer;
let url = "";
let componentId = "";
beforeAll(async () => {
  s = await startPaidRackhunt();
  componentId = pickComponents(s).trusted.id;
  await seedObservations(s, componentId, 12, 100);
  url = benchmarkUrl(s, componentId);
});
afterAll(() => s.stop());

const rows = () => s.app.services.repos.payments.recent(1000);

/** Sends a request that must be refused: 402 problem, no benchmark numbers, no money moved. */
async function expectRefused(headers: Record<string, string>) {
  const balance = tokenOf(s).balanceOf(payer.address);
  const r = await fetch(url, { headers });
  const text = await r.text();
  expect(r.status).toBe(402);
  expect(r.headers.get("content-type")).toContain("application/problem+json");
  expect(r.headers.get("payment-required")).toBeTruthy();
  expect(r.headers.get("payment-response")).toBeNull();
  expect(text).not.toContain("median");
  expect(tokenOf(s).balanceOf(payer.address)).toBe(balance);
  return JSON.parse(text) as { type: string; status: number; detail: string };
}

describe("x402 over the real server", () => {
  test("the official x402 client pays a component query and gets the paid body with PAYMENT-RESPONSE", async () => {
    const before = tokenOf(s).balanceOf(payer.address);
    const r = await x402Clients().fetch(url);
    expect(r.status).toBe(200);
    const body = v.parse(PaidBenchmark, await r.json());
    expect(body).toMatchObject({ component_id: componentId, condition: "used", currency: "USD", sample_size: 12, benchmark_trust: { status: "trusted", reason_code: "TRUSTED" } });
    expect(body.p25).toBeLessThanOrEqual(body.median);
    expect(body.median).toBeLessThanOrEqual(body.p75);
    expect(body.median).toBeGreaterThan(95);
    expect(body.median).toBeLessThan(105);
    expect(body.strata).toEqual([{ condition: "used", sample_size: 12, median: body.median, p25: body.p25, p75: body.p75 }]);
    expect(body.window.days).toBe(90);
    const settlement = decodePaymentResponseHeader(r.headers.get("payment-response") ?? "");
    expect(settlement).toMatchObject({ success: true, network: "eip155:84532", payer: payer.address });
    expect(tokenOf(s).balanceOf(payer.address)).toBe(before - 10000n);
    expect((await rows())[0]).toMatchObject({ rail: "x402", payer: payer.address, amount: "10000", outcome: "settled", resource: `/api/x402/pricing/component/${componentId}`, transaction: settlement.transaction });
  });

  test("a replayed authorization is refused and the stored payment stays settled", async () => {
    const headers = await x402PaymentHeaders(url);
    expect((await fetch(url, { headers })).status).toBe(200);
    await expectRefused(headers);
    const nonce = JSON.parse(atob(headers["PAYMENT-SIGNATURE"] ?? "")).payload.authorization.nonce;
    expect((await rows()).filter((row) => row.nonce === nonce).map((row) => row.outcome)).toEqual(["settled"]);
  });

  test("two concurrent requests with one signature: exactly one gets the data", async () => {
    const headers = await x402PaymentHeaders(url);
    const balance = tokenOf(s).balanceOf(payer.address);
    const responses = await Promise.all([fetch(url, { headers }), fetch(url, { headers })]);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(bodies.filter((b) => b.includes('"median"'))).toHaveLength(1);
    expect(tokenOf(s).balanceOf(payer.address)).toBe(balance - 10000n);
  });

  test("an expired authorization is refused and recorded as refused", async () => {
    const { header, nonce } = await expiredPaymentHeader(await fetch(url));
    const problem = await expectRefused({ "PAYMENT-SIGNATURE": header });
    expect(problem.detail).toMatch(/expired/i);
    expect((await rows()).find((row) => row.nonce === nonce)).toMatchObject({ outcome: "refused", payer: payer.address });
  });

  test("an authorization valid for years, far past the challenge's timeout, is refused and recorded as refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { header, nonce } = await windowPaymentHeader(await fetch(url), now - 600, now + 10 * 365 * 86_400);
    const problem = await expectRefused({ "PAYMENT-SIGNATURE": header });
    expect(problem.detail).toContain("outlives the challenge's timeout of 300 s");
    expect((await rows()).find((row) => row.nonce === nonce)).toMatchObject({ outcome: "refused", payer: payer.address });
  });

  test("an authorization that starts an hour from now is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { header } = await windowPaymentHeader(await fetch(url), now + 3600, now + 3600 + 300);
    expect((await expectRefused({ "PAYMENT-SIGNATURE": header })).detail).toMatch(/not valid yet/);
  });

  test("an authorization valid exactly for the challenge's timeout settles", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { header } = await windowPaymentHeader(await fetch(url), now - 600, now + 300);
    const r = await fetch(url, { headers: { "PAYMENT-SIGNATURE": header } });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('"median"');
  });

  for (const [name, alter] of [
    ["a wrong amount", (a: PaymentRequirements) => ({ ...a, amount: "1000" })],
    ["a wrong pay-to", (a: PaymentRequirements) => ({ ...a, payTo: PAY_TO })],
    [
      "a wrong network",
      (a: PaymentRequirements) => ({ ...a, network: "eip155:8453" as const, asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", extra: { ...a.extra, name: "USD Coin" } }),
    ],
  ] as const) {
    test(`an authorization with ${name} is refused`, async () => {
      const problem = await expectRefused(await x402PaymentHeaders(url, alter));
      expect(problem.detail).toMatch(/does not match/);
    });
  }

  for (const [name, value] of [
    ["not base64", "!!!not base64 at all!!!"],
    ["base64 of broken JSON", btoa("{not json")],
    ["base64 JSON of the wrong shape", btoa(JSON.stringify({ x402Version: 2, payload: 5 }))],
  ] as const) {
    test(`garbage PAYMENT-SIGNATURE (${name}) is a 402 malformed-credential problem`, async () => {
      const problem = await expectRefused({ "PAYMENT-SIGNATURE": value });
      expect(problem.type).toBe("https://paymentauth.org/problems/malformed-credential");
    });
  }
});
