import { expect } from "bun:test";
import { NOW, type ContractCheck } from "./kit.ts";

const attempt = (extra: Record<string, unknown> = {}) => ({ rail: "x402", payer: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", nonce: `0x${"AB".repeat(32)}`, amount: "10000", resource: "/api/x", at: NOW, ...extra });

/** Payments, the public quota, health and ping. */
export const paymentChecks: ContractCheck[] = [
  {
    name: "payments: a (payer, nonce) is claimed once ever, in any letter case, even by servers racing; settled wins, a replay changes nothing",
    async run({ repos, another }) {
      const other = await another();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? other : repos).payments.claim(attempt(i % 3 ? {} : { payer: attempt().payer.toLowerCase() }))));
      expect(results.filter(Boolean)).toHaveLength(1);
      await repos.payments.record({ ...attempt(), outcome: "settled", transaction: "0xfeed", at: NOW + 1 });
      await repos.payments.record({ ...attempt({ rail: "mpp_base" }), outcome: "replayed", at: NOW + 2 });
      await repos.payments.record({ ...attempt(), outcome: "refused", at: NOW + 3 });
      const rows = await repos.payments.recent();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ rail: "x402", payer: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", nonce: `0x${"ab".repeat(32)}`, outcome: "settled", transaction: "0xfeed", created_at: NOW, updated_at: NOW + 2 });
      // A refusal before any claim is recorded, and spends the nonce.
      await repos.payments.record({ ...attempt({ nonce: "0x01" }), outcome: "refused", at: NOW + 4 });
      expect(await repos.payments.claim(attempt({ nonce: "0x01" }))).toBe(false);
      expect((await repos.payments.recent(1))[0]).toMatchObject({ nonce: "0x01", outcome: "refused", transaction: null });
    },
  },
  {
    name: "public quota: counted per IP and day across servers, exactly; past days forgotten",
    async run({ repos, another }) {
      const other = await another();
      const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : repos).payments.countPublicRequest("203.0.113.7", "2026-11-22")));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await repos.payments.countPublicRequest("198.51.100.1", "2026-11-22")).toBe(1);
      await repos.payments.prunePublicQuota("2026-11-23");
      expect(await repos.payments.countPublicRequest("203.0.113.7", "2026-11-22")).toBe(1);
    },
  },
  {
    name: "health: the database answers and takes a write",
    async run({ repos }) {
      expect(await repos.ping()).toBe(true);
      expect(await repos.health.writeProblem(NOW)).toBeNull();
      expect(await repos.health.writeProblem(NOW + 1)).toBeNull();
    },
  },
];
