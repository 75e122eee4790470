import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequirements } from "@x402/core/types";
import { DATA_MARKER, type PaidServer, PAY_TO, payer, startPaidServer, x402Clients, x402PaymentHeaders, expiredPaymentHeader } from "./harness.ts";

let paid: PaidServer;
beforeAll(() => {
  paid = startPaidServer();
});
afterAll(() => paid.stop());

/** The same price offered on Base mainnet instead of Base Sepolia. */
const BASE_MAINNET_USDC = {
  network: "eip155:8453" as const,
  asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  extra: { assetTransferMethod: "eip3009", name: "USD Coin", version: "2" },
};

/** Sends a request that must be refused and proves nothing was served or moved. */
async function expectRefused(headers: Record<string, string>) {
  const servedBefore = paid.served();
  const balanceBefore = paid.token.balanceOf(payer.address);
  const response = await fetch(paid.url, { headers });
  const body = await response.text();
  expect(response.status).toBe(402);
  expect(body).not.toContain(DATA_MARKER);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  expect(response.headers.get("payment-required")).toBeTruthy();
  expect(paid.served()).toBe(servedBefore);
  expect(paid.token.balanceOf(payer.address)).toBe(balanceBefore);
  return JSON.parse(body) as { type: string; status: number; detail: string };
}

describe("x402 rail over real HTTP", () => {
  test("an unpaid request gets one 402 carrying both rails and a problem body", async () => {
    const response = await fetch(paid.url);
    expect(response.status).toBe(402);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(response.headers.get("www-authenticate")).toMatch(/^Payment .*method="evm".*intent="charge"/);
    const required = decodePaymentRequiredHeader(response.headers.get("payment-required") ?? "");
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toEqual([paid.gate.requirements]);
    expect(required.accepts[0]).toMatchObject({ network: "eip155:84532", amount: "10000", payTo: PAY_TO });
    expect(required.resource).toMatchObject({ url: paid.url, description: "Price benchmark of one component" });
    const problem = (await response.json()) as { type: string; status: number };
    expect(problem).toMatchObject({ type: "https://paymentauth.org/problems/payment-required", status: 402 });
    expect(paid.served()).toBe(0);
  });

  test("the official x402 fetch client pays and gets the data with PAYMENT-RESPONSE", async () => {
    const before = paid.token.balanceOf(payer.address);
    const response = await x402Clients().fetch(paid.url);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { marker: string; payer: string; rail: string };
    expect(body).toEqual({ marker: DATA_MARKER, payer: payer.address, rail: "x402" });
    const settlement = decodePaymentResponseHeader(response.headers.get("payment-response") ?? "");
    expect(settlement).toMatchObject({ success: true, network: "eip155:84532", payer: payer.address });
    expect(settlement.transaction).toMatch(/^0x[0-9a-f]{64}$/);
    expect(paid.token.balanceOf(payer.address)).toBe(before - 10000n);
    const record = paid.ledger.records().at(-1);
    expect(record).toMatchObject({ rail: "x402", payer: payer.address, amount: "10000", outcome: "settled" });
    expect(record?.reference).toBe(settlement.transaction);
  });

  test("a replayed authorization is refused after being served once", async () => {
    const headers = await x402PaymentHeaders(paid.url);
    expect((await fetch(paid.url, { headers })).status).toBe(200);
    await expectRefused(headers);
    expect(paid.ledger.records().at(-1)).toMatchObject({ outcome: "replayed", payer: payer.address });
  });

  test("two concurrent requests with one signature: exactly one is served", async () => {
    const headers = await x402PaymentHeaders(paid.url);
    const servedBefore = paid.served();
    const balanceBefore = paid.token.balanceOf(payer.address);
    const responses = await Promise.all([fetch(paid.url, { headers }), fetch(paid.url, { headers })]);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(bodies.filter((b) => b.includes(DATA_MARKER))).toHaveLength(1);
    expect(paid.served()).toBe(servedBefore + 1);
    expect(paid.token.balanceOf(payer.address)).toBe(balanceBefore - 10000n);
    // The ledger, not the token, stopped the second one: it was claimed before settlement.
    const nonce = JSON.parse(atob(headers["PAYMENT-SIGNATURE"] ?? "")).payload.authorization.nonce;
    const outcomes = paid.ledger.records().filter((r) => r.nonce === nonce).map((r) => r.outcome);
    expect(outcomes.sort()).toEqual(["replayed", "settled"]);
  });

  test("an expired authorization is refused", async () => {
    const { header, nonce } = await expiredPaymentHeader(await fetch(paid.url));
    const problem = await expectRefused({ "PAYMENT-SIGNATURE": header });
    expect(problem.detail).toMatch(/expired/i);
    expect(paid.ledger.records().at(-1)).toMatchObject({ outcome: "refused", nonce });
  });

  test("a signature by someone other than the payer is refused", async () => {
    const headers = await x402PaymentHeaders(paid.url);
    const payload = JSON.parse(atob(headers["PAYMENT-SIGNATURE"] ?? ""));
    payload.payload.authorization.from = PAY_TO;
    const problem = await expectRefused({ "PAYMENT-SIGNATURE": btoa(JSON.stringify(payload)) });
    expect(problem.detail).toMatch(/signature/i);
  });

  // Each offer below differs from the real one in one term; the official client signs what it is offered.
  for (const [name, alter, reason] of [
    ["a wrong amount", (a: PaymentRequirements) => ({ ...a, amount: "1000" }), /does not match/],
    ["a wrong pay-to", (a: PaymentRequirements) => ({ ...a, payTo: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" }), /does not match/],
    ["a wrong network", (a: PaymentRequirements) => ({ ...a, ...BASE_MAINNET_USDC }), /does not match/],
  ] as const) {
    test(`an authorization with ${name} is refused`, async () => {
      const problem = await expectRefused(await x402PaymentHeaders(paid.url, alter));
      expect(problem.detail).toMatch(reason);
    });
  }

  test("an authorization whose echoed offer is right but whose signed amount is lower is refused", async () => {
    const headers = await x402PaymentHeaders(paid.url, (a) => ({ ...a, amount: "1000" }));
    const payload = JSON.parse(atob(headers["PAYMENT-SIGNATURE"] ?? ""));
    payload.accepted = paid.gate.requirements;
    const problem = await expectRefused({ "PAYMENT-SIGNATURE": btoa(JSON.stringify(payload)) });
    expect(problem.detail).toMatch(/amount/i);
  });

  for (const [name, value] of [
    ["not base64", "!!!not base64 at all!!!"],
    ["base64 of broken JSON", btoa("{not json")],
    ["base64 JSON of the wrong shape", btoa(JSON.stringify({ x402Version: 2, payload: 5 }))],
    ["empty", ""],
  ] as const) {
    test(`garbage PAYMENT-SIGNATURE (${name}) gets a 402 problem, never a 500`, async () => {
      const problem = await expectRefused({ "PAYMENT-SIGNATURE": value });
      expect(problem.type).toBe("https://paymentauth.org/problems/malformed-credential");
      expect(problem.status).toBe(402);
    });
  }
});
