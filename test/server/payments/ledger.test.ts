import { expect, test } from "bun:test";
import { createMemoryLedger } from "../../../server/src/payments/ledger.ts";
import { describeLedgerContract } from "./ledger-contract.ts";

describeLedgerContract("in-memory", () => createMemoryLedger());

test("the in-memory ledger keeps every record in order", () => {
  const ledger = createMemoryLedger();
  const base = { rail: "x402" as const, payer: "0x1", nonce: "0x2", amount: "1", resource: "/r", recorded_at: "2026-01-01T00:00:00.000Z" };
  ledger.record({ ...base, outcome: "settled", reference: "0xabc" });
  ledger.record({ ...base, outcome: "replayed" });
  expect(ledger.records().map((r) => r.outcome)).toEqual(["settled", "replayed"]);
});
