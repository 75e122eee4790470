import { expect, test } from "bun:test";
import { openSqliteDatabase } from "../../../server/src/db/client.ts";
import { createStoredLedger } from "../../../server/src/payments/stored-ledger.ts";
import { describeLedgerContract } from "../payments/ledger-contract.ts";

const paymentsRepo = async () => (await openSqliteDatabase(":memory:")).repos.payments;
describeLedgerContract("sqlite", async () => createStoredLedger(await paymentsRepo()));

const base = { rail: "x402" as const, payer: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", nonce: `0x${"ab".repeat(32)}`, amount: "10000", resource: "/api/x402/pricing/component/x" };
const at = "2026-11-22T00:00:00.000Z";

test("a claimed payment keeps one row whose outcome a replay cannot change", async () => {
  const repo = await paymentsRepo();
  const ledger = createStoredLedger(repo, () => 1_000);
  expect(await ledger.claim(base)).toBe(true);
  expect(await repo.recent()).toMatchObject([{ outcome: "claimed", payer: base.payer, nonce: base.nonce, amount: "10000", rail: "x402", resource: base.resource }]);
  await ledger.record({ ...base, outcome: "settled", reference: "0xfeed", recorded_at: at });
  await ledger.record({ ...base, rail: "mpp_base", outcome: "replayed", recorded_at: at });
  await ledger.record({ ...base, outcome: "refused", reason: "late", recorded_at: at });
  const rows = await repo.recent();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ outcome: "settled", transaction: "0xfeed", rail: "x402", created_at: 1_000 });
});

test("a refusal before any claim is recorded, and the nonce is then spent", async () => {
  const repo = await paymentsRepo();
  const ledger = createStoredLedger(repo);
  await ledger.record({ ...base, outcome: "refused", reason: "amount does not match", recorded_at: at });
  expect((await repo.recent())[0]).toMatchObject({ outcome: "refused", transaction: null });
  expect(await ledger.claim(base)).toBe(false);
});

test("the public quota counts per IP and day and forgets past days", async () => {
  const repo = await paymentsRepo();
  expect(await repo.countPublicRequest("1.2.3.4", "2026-11-21")).toBe(1);
  expect(await repo.countPublicRequest("1.2.3.4", "2026-11-21")).toBe(2);
  expect(await repo.countPublicRequest("5.6.7.8", "2026-11-21")).toBe(1);
  await repo.prunePublicQuota("2026-11-22");
  expect(await repo.countPublicRequest("1.2.3.4", "2026-11-21")).toBe(1);
});
