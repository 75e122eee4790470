import type { MppAuthorization } from "./harness.ts";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Credential } from "mppx";
import { challengeHash } from "mppx/evm";
import { EIP3009_TYPES } from "../../../server/src/payments/memory-token.ts";
import { DATA_MARKER, type PaidServer, mppAuthorization, mppClient, payer, startPaidServer, testConfig } from "./harness.ts";

let paid: PaidServer;
beforeAll(() => {
  paid = startPaidServer();
});
afterAll(() => paid.stop());

async function expectRefused(authorization: string, url = paid.url) {
  const servedBefore = paid.served();
  const balanceBefore = paid.token.balanceOf(payer.address);
  const response = await fetch(url, { headers: { Authorization: authorization } });
  const body = await response.text();
  expect(response.status).toBe(402);
  expect(body).not.toContain(DATA_MARKER);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  expect(response.headers.get("www-authenticate")).toStartWith("Payment ");
  expect(paid.served()).toBe(servedBefore);
  expect(paid.token.balanceOf(payer.address)).toBe(balanceBefore);
  return JSON.parse(body) as { type: string; status: number; detail: string };
}

const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("MPP rail over real HTTP", () => {
  test("the official mppx client pays and gets the data with Payment-Receipt", async () => {
    const before = paid.token.balanceOf(payer.address);
    const response = await mppClient().fetch(paid.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private");
    const body = (await response.json()) as { marker: string; payer: string; rail: string };
    expect(body).toEqual({ marker: DATA_MARKER, payer: payer.address, rail: "mpp_base" });
    const receipt = JSON.parse(atob((response.headers.get("payment-receipt") ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    expect(receipt).toMatchObject({ status: "success", method: "evm" });
    expect(receipt.reference).toMatch(/^0x[0-9a-f]{64}$/);
    expect(paid.token.balanceOf(payer.address)).toBe(before - 10000n);
    expect(paid.ledger.records().at(-1)).toMatchObject({ rail: "mpp_base", outcome: "settled", reference: receipt.reference });
  });

  test("a replayed credential is refused after being served once", async () => {
    const authorization = await mppAuthorization(paid.url);
    expect((await fetch(paid.url, { headers: { Authorization: authorization } })).status).toBe(200);
    await expectRefused(authorization);
    expect(paid.ledger.records().at(-1)).toMatchObject({ outcome: "replayed", rail: "mpp_base" });
  });

  test("two concurrent requests with one credential: exactly one is served", async () => {
    const authorization = await mppAuthorization(paid.url);
    const servedBefore = paid.served();
    const init = { headers: { Authorization: authorization } };
    const responses = await Promise.all([fetch(paid.url, init), fetch(paid.url, init)]);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(bodies.filter((b) => b.includes(DATA_MARKER))).toHaveLength(1);
    expect(paid.served()).toBe(servedBefore + 1);
    const nonce = Credential.deserialize<MppAuthorization>(authorization).payload.nonce;
    const outcomes = paid.ledger.records().filter((r) => r.nonce === nonce).map((r) => r.outcome);
    expect(outcomes.sort()).toEqual(["replayed", "settled"]);
  });

  test("a tampered challenge (lower amount, same id) is refused", async () => {
    const credential = Credential.deserialize<MppAuthorization>(await mppAuthorization(paid.url));
    const request = credential.challenge.request as Record<string, unknown>;
    const tampered = { ...credential, challenge: { ...credential.challenge, request: { ...request, amount: "1" } } };
    const problem = await expectRefused(Credential.serialize(tampered as never));
    expect(problem.type).toBe("https://paymentauth.org/problems/invalid-challenge");
  });

  test("an expired authorization bound to a valid challenge is refused", async () => {
    const credential = Credential.deserialize<MppAuthorization>(await mppAuthorization(paid.url));
    const now = Math.floor(Date.now() / 1000);
    const payload = { ...credential.payload, validAfter: String(now - 600), validBefore: String(now - 60) };
    expect(payload.nonce).toBe(challengeHash(credential.challenge));
    payload.signature = await payer.signTypedData({
      domain: { name: "USDC", version: "2", chainId: 84532, verifyingContract: "0x036CbD53842c5426634e7929541eC2318f3dCF7e" },
      types: EIP3009_TYPES,
      primaryType: "TransferWithAuthorization",
      message: { ...payload, value: BigInt(payload.value), validAfter: BigInt(payload.validAfter), validBefore: BigInt(payload.validBefore) },
    });
    const problem = await expectRefused(Credential.serialize({ ...credential, payload }));
    expect(problem.detail).toMatch(/expired/i);
  });

  // Another server signs challenges with the same secret and realm, so these carry a valid HMAC:
  // only comparing the challenge with this route's own offer catches them.
  for (const [name, overrides, reason] of [
    ["a wrong amount", { price_usd: 0.001 }, /amount does not match/],
    ["a wrong pay-to", { pay_to: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" }, /recipient does not match/],
    ["a wrong network", { network: "base" }, /(currency|chain).* does not match/],
  ] as const) {
    test(`a credential for ${name} is refused`, async () => {
      const other = startPaidServer(testConfig(overrides));
      try {
        const network = "network" in overrides ? overrides.network : "base-sepolia";
        const problem = await expectRefused(await mppAuthorization(other.url, network));
        expect(problem.type).toBe("https://paymentauth.org/problems/invalid-challenge");
        expect(problem.detail).toMatch(reason);
        expect(other.served()).toBe(0);
      } finally {
        other.stop();
      }
    });
  }

  test("a credential paid for another resource is refused", async () => {
    const authorization = await mppAuthorization(paid.url.replace(/\/7$/, "/8"));
    const problem = await expectRefused(authorization);
    expect(problem.detail).toMatch(/opaque does not match/);
  });

  for (const [name, value] of [
    ["not base64url", "Payment !!!not base64!!!"],
    ["base64url of broken JSON", `Payment ${base64url("{not json")}`],
    ["JSON without a challenge", `Payment ${base64url(JSON.stringify({ payload: { from: "0x1" } }))}`],
    ["a valid challenge with a garbage payload", "GARBAGE_PAYLOAD"],
  ] as const) {
    test(`garbage Authorization: Payment (${name}) gets a 402 problem, never a 500`, async () => {
      let header: string = value;
      if (value === "GARBAGE_PAYLOAD") {
        const credential = Credential.deserialize(await mppAuthorization(paid.url));
        header = Credential.serialize({ ...credential, payload: { nonsense: true } });
      }
      const problem = await expectRefused(header);
      expect(problem.status).toBe(402);
      expect(problem.type).toBe("https://paymentauth.org/problems/malformed-credential");
    });
  }
});
