import { expect, test } from "bun:test";
import { openDb } from "../../../server/src/db/client.ts";
import { paymentsRepo } from "../../../server/src/db/repos/payments.ts";
import { createSqliteLedger } from "../../../server/src/payments/sqlite-ledger.ts";
import { describeLedgerContract } from "../payments/ledger-contract.ts";

describeLedgerContract("sqlite", () => createSqliteLedger(paymentsRepo(openDb(":memory:"))));

const base = { rail: "x402" as const, payer: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", nonce: `0x${"ab".repeat(32)}`, amount: "10000", resource: "/api/x402/pricing/component/x" };
const at = "2026-11-22T00:00:00.000Z";

test("a claimed payment keeps one row whose outcome a replay cannot change", () => {
  const repo = paymentsRepo(openDb(":memory:"));
  const ledger = createSqliteLedger(repo, () => 1_000);
  expect(ledger.claim(base)).toBe(true);
  expect(repo.recent()).toMatchObject([{ outcome: "claimed", payer: base.payer, nonce: base.nonce, amount: "10000", rail: "x402", resource: base.resource }]);
  ledger.record({ ...base, outcome: "settled", reference: "0xfeed", recorded_at: at });
  ledger.record({ ...base, rail: "mpp_base", outcome: "replayed", recorded_at: at });
  ledger.record({ ...base, outcome: "refused", reason: "late", recorded_at: at });
  const rows = repo.recent();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ outcome: "settled", transaction: "0xfeed", rail: "x402", created_at: 1_000 });
});

test("a refusal before any claim is recorded, and the nonce is then spent", () => {
  const repo = paymentsRepo(openDb(":memory:"));
  const ledger = createSqliteLedger(repo);
  ledger.record({ ...base, outcome: "refused", reason: "amount does not match", recorded_at: at });
  expect(repo.recent()[0]).toMatchObject({ outcome: "refused", transaction: null });
  expect(ledger.claim(base)).toBe(false);
});

test("the public quota counts per IP and day and forgets past days", () => {
  const repo = paymentsRepo(openDb(":memory:"));
  expect(repo.countPublicRequest("1.2.3.4", "2026-11-21")).toBe(1);
  expect(repo.countPublicRequest("1.2.3.4", "2026-11-21")).toBe(2);
  expect(repo.countPublicRequest("5.6.7.8", "2026-11-21")).toBe(1);
  repo.prunePublicQuota("2026-11-22");
  expect(repo.countPublicRequest("1.2.3.4", "2026-11-21")).toBe(1);
});
