import { describe, expect, test } from "bun:test";
import { type Hex, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { DEFAULT_STARTING_BALANCE, EIP3009_TYPES, type TransferAuthorization, createMemoryToken } from "../../../server/src/payments/memory-token.ts";

const alice = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const bob = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const domain = { name: "USDC", version: "2", chainId: 84532, verifyingContract: "0x036CbD53842c5426634e7929541eC2318f3dCF7e" } as const;
const T0 = 1_800_000_000;

async function signed(overrides: Partial<Omit<TransferAuthorization, "signature">> = {}): Promise<TransferAuthorization> {
  const message = {
    from: alice.address,
    to: bob as `0x${string}`,
    value: 10_000n,
    validAfter: BigInt(T0 - 60),
    validBefore: BigInt(T0 + 300),
    nonce: toHex(crypto.getRandomValues(new Uint8Array(32))) as Hex,
    ...overrides,
  };
  const signature = await alice.signTypedData({ domain, types: EIP3009_TYPES, primaryType: "TransferWithAuthorization", message });
  return { ...message, signature };
}

describe("in-memory EIP-3009 token", () => {
  test("every address starts with 1,000 test USDC and a transfer moves value once", async () => {
    let now = T0;
    const token = createMemoryToken({ domain, now: () => now });
    expect(token.balanceOf(alice.address)).toBe(DEFAULT_STARTING_BALANCE);
    expect(DEFAULT_STARTING_BALANCE).toBe(1_000n * 10n ** 6n);
    const auth = await signed();
    await token.transferWithAuthorization(auth);
    expect(token.balanceOf(alice.address)).toBe(DEFAULT_STARTING_BALANCE - 10_000n);
    expect(token.balanceOf(bob as `0x${string}`)).toBe(DEFAULT_STARTING_BALANCE + 10_000n);
    expect(token.authorizationState(alice.address, auth.nonce)).toBe(true);
    now += 1;
    await expect(token.transferWithAuthorization(auth)).rejects.toThrow(/used or canceled/);
  });

  test("refuses outside the validity window", async () => {
    let now = T0;
    const token = createMemoryToken({ domain, now: () => now });
    const auth = await signed();
    now = T0 + 300;
    await expect(token.simulate(auth)).rejects.toThrow(/expired/);
    now = T0 - 60;
    await expect(token.simulate(auth)).rejects.toThrow(/not yet valid/);
    now = T0;
    await token.simulate(auth);
    expect(token.authorizationState(alice.address, auth.nonce)).toBe(false);
  });

  test("refuses a signature over different terms and an overdraft", async () => {
    const token = createMemoryToken({ domain, now: () => T0, startingBalance: 5_000n });
    const auth = await signed();
    await expect(token.simulate({ ...auth, value: 1n })).rejects.toThrow(/invalid signature/);
    await expect(token.simulate(auth)).rejects.toThrow(/exceeds balance/);
  });

  test("of two concurrent transfers with one nonce, exactly one lands", async () => {
    const token = createMemoryToken({ domain, now: () => T0 });
    const auth = await signed();
    const results = await Promise.allSettled([token.transferWithAuthorization(auth), token.transferWithAuthorization(auth)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(token.balanceOf(alice.address)).toBe(DEFAULT_STARTING_BALANCE - 10_000n);
  });
});
