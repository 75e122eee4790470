import { describe, expect, test } from "bun:test";
import type { PaymentAttempt, PaymentLedger } from "../../../server/src/payments/ledger.ts";

/**
 * The contract every PaymentLedger keeps (see ledger.ts); run it against each implementation,
 * e.g. the stored one: `describeLedgerContract("sqlite", () => createStoredLedger(repos.payments))`.
 */
export function describeLedgerContract(name: string, make: () => PaymentLedger | Promise<PaymentLedger>) {
  const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
    rail: "x402",
    payer: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    nonce: `0x${"ab".repeat(32)}`,
    amount: "10000",
    resource: "/api/x402/pricing/component/7",
    ...overrides,
  });

  describe(`PaymentLedger contract: ${name}`, () => {
    test("a (payer, nonce) pair is claimed once, whatever the rail, resource or address case", async () => {
      const ledger = await make();
      expect(await ledger.claim(attempt())).toBe(true);
      expect(await ledger.claim(attempt())).toBe(false);
      expect(await ledger.claim(attempt({ rail: "mpp_base", resource: "/other" }))).toBe(false);
      expect(await ledger.claim(attempt({ payer: attempt().payer.toLowerCase() }))).toBe(false);
    });

    test("another nonce or another payer is a new claim", async () => {
      const ledger = await make();
      expect(await ledger.claim(attempt())).toBe(true);
      expect(await ledger.claim(attempt({ nonce: `0x${"cd".repeat(32)}` }))).toBe(true);
      expect(await ledger.claim(attempt({ payer: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" }))).toBe(true);
    });

    test("of many concurrent claims of one pair exactly one wins", async () => {
      const ledger = await make();
      const results = await Promise.all(Array.from({ length: 8 }, async () => ledger.claim(attempt())));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    test("recording an outcome twice does not throw", async () => {
      const ledger = await make();
      const record = { ...attempt(), outcome: "replayed" as const, reason: "already used", recorded_at: new Date().toISOString() };
      await ledger.record(record);
      await ledger.record(record);
    });
  });
}
