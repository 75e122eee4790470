import type { MppAuthorization } from "../../server/payments/harness.ts";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PaidBenchmark } from "@rackhunt/core";
import { Credential } from "mppx";
import { EIP3009_TYPES } from "../../../server/src/payments/memory-token.ts";
import * as v from "valibot";
import type { TestServer } from "../../support/server.ts";
import { mppAuthorization, mppClient, payer } from "../../server/payments/harness.ts";
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
const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Sends an MPP credential that must be refused: 402 problem, no benchmark numbers, no money moved. */
async function expectRefused(authorization: string) {
  const balance = tokenOf(s).balanceOf(payer.address);
  const r = await fetch(url, { headers: { Authorization: authorization } });
  const text = await r.text();
  expect(r.status).toBe(402);
  expect(r.headers.get("content-type")).toContain("application/problem+json");
  expect(r.headers.get("www-authenticate")).toStartWith("Payment ");
  expect(r.headers.get("payment-receipt")).toBeNull();
  expect(text).not.toContain("median");
  expect(tokenOf(s).balanceOf(payer.address)).toBe(balance);
  return JSON.parse(text) as { type: string; status: number; detail: string };
}

/** A credential for a fresh valid challenge, re-signed by the payer for another validity window. */
async function withWindow(validAfter: number, validBefore: number): Promise<string> {
  const credential = Credential.deserialize<MppAuthorization>(await mppAuthorization(url));
  const payload: MppAuthorization = { ...credential.payload, validAfter: String(validAfter), validBefore: String(validBefore) };
  payload.signature = await payer.signTypedData({
    domain: { name: "USDC", version: "2", chainId: 84532, verifyingContract: "0x036CbD53842c5426634e7929541eC2318f3dCF7e" },
    types: EIP3009_TYPES,
    primaryType: "TransferWithAuthorization",
    message: { from: payload.from, to: payload.to, value: BigInt(payload.value), validAfter: BigInt(validAfter), validBefore: BigInt(validBefore), nonce: payload.nonce },
  });
  return Credential.serialize({ ...credential, payload });
}

describe("MPP over the real server", () => {
  test("the official mppx client pays a component query and gets the paid body with Payment-Receipt", async () => {
    const before = tokenOf(s).balanceOf(payer.address);
    const r = await mppClient().fetch(url);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private");
    const body = v.parse(PaidBenchmark, await r.json());
    expect(body).toMatchObject({ component_id: componentId, sample_size: 12, benchmark_trust: { status: "trusted" } });
    const receipt = JSON.parse(atob((r.headers.get("payment-receipt") ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    expect(receipt).toMatchObject({ status: "success", method: "evm" });
    expect(tokenOf(s).balanceOf(payer.address)).toBe(before - 10000n);
    expect((await rows())[0]).toMatchObject({ rail: "mpp_base", payer: payer.address, outcome: "settled", amount: "10000", transaction: receipt.reference });
  });

  test("a replayed credential is refused", async () => {
    const authorization = await mppAuthorization(url);
    expect((await fetch(url, { headers: { Authorization: authorization } })).status).toBe(200);
    await expectRefused(authorization);
  });

  test("two concurrent requests with one credential: exactly one gets the data", async () => {
    const authorization = await mppAuthorization(url);
    const init = { headers: { Authorization: authorization } };
    const responses = await Promise.all([fetch(url, init), fetch(url, init)]);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(bodies.filter((b) => b.includes('"median"'))).toHaveLength(1);
  });

  test("a tampered challenge (lower amount, same id) is refused", async () => {
    const credential = Credential.deserialize(await mppAuthorization(url));
    const request = credential.challenge.request as Record<string, unknown>;
    const tampered = { ...credential, challenge: { ...credential.challenge, request: { ...request, amount: "1" } } };
    const problem = await expectRefused(Credential.serialize(tampered as never));
    expect(problem.type).toBe("https://paymentauth.org/problems/invalid-challenge");
  });

  test("an expired authorization bound to a valid challenge is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const problem = await expectRefused(await withWindow(now - 600, now - 60));
    expect(problem.detail).toMatch(/expired/i);
  });

  test("an authorization valid for years, far past the challenge's timeout, is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const problem = await expectRefused(await withWindow(0, now + 10 * 365 * 86_400));
    expect(problem.detail).toContain("outlives the challenge's timeout of 300 s");
  });

  // A second real server with the same secret signs valid challenges for another offer.
  for (const [name, env, network] of [
    ["a wrong amount", { RACKHUNT_PAY_PRICE_USD: "0.001" }, "base-sepolia"],
    ["a wrong pay-to", { RACKHUNT_PAY_TO: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" }, "base-sepolia"],
    ["a wrong network", { RACKHUNT_PAY_NETWORK: "base" }, "base"],
  ] as const) {
    test(`a credential for ${name} is refused`, async () => {
      const other = await startPaidRackhunt(env);
      try {
        await seedObservations(other, componentId, 12, 100);
        const problem = await expectRefused(await mppAuthorization(benchmarkUrl(other, componentId), network));
        expect(problem.detail).toMatch(/does not match/);
      } finally {
        other.stop();
      }
    });
  }

  for (const [name, value] of [
    ["not base64url", "Payment !!!not base64!!!"],
    ["base64url of broken JSON", `Payment ${base64url("{not json")}`],
    ["JSON without a challenge", `Payment ${base64url(JSON.stringify({ payload: { from: "0x1" } }))}`],
  ] as const) {
    test(`garbage Authorization: Payment (${name}) is a 402 malformed-credential problem`, async () => {
      const problem = await expectRefused(value);
      expect(problem.type).toBe("https://paymentauth.org/problems/malformed-credential");
    });
  }
});
