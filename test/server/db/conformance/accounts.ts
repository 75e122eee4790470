import { expect } from "bun:test";
import { account, huntRow, NOW, type ContractCheck } from "./kit.ts";

/** Users, keys and the operator's account administration. */
export const accountChecks: ContractCheck[] = [
  {
    name: "users: created with a key, found by id, by email in any case, and by key hash; a second account with the email is refused",
    async run({ repos }) {
      const { id, hash, keyId } = await account(repos, "Alice@Example.com", "pro");
      expect(await repos.users.findById(id)).toMatchObject({ id, email: "Alice@Example.com", tier: "pro", is_admin: false, totp_enabled: false, password_hash: null, created_at: NOW });
      expect((await repos.users.findByEmail("alice@example.COM"))?.id).toBe(id);
      expect(await repos.users.findByKeyHash(hash)).toEqual({ id, key_id: keyId, tier: "pro", is_admin: false });
      expect(await repos.users.findByKeyHash("no-such-hash")).toBeNull();
      expect(await repos.users.findById("missing")).toBeNull();
      await expect(account(repos, "ALICE@example.com")).rejects.toThrow();
    },
  },
  {
    name: "users: a rotated key stops resolving at once on the same handle, the new one resolves; tier changes show at once",
    async run({ repos }) {
      const { id, hash } = await account(repos);
      expect(await repos.users.findByKeyHash(hash)).not.toBeNull();
      const fresh = crypto.randomUUID();
      await repos.users.rotateKey(id, { id: fresh, hash: "fresh-hash", prefix: "rh_new" }, NOW + 1);
      expect(await repos.users.findByKeyHash(hash)).toBeNull();
      expect(await repos.users.findByKeyHash("fresh-hash")).toEqual({ id, key_id: fresh, tier: "free", is_admin: false });
      await repos.users.setTier(id, "lifetime");
      expect((await repos.users.findByKeyHash("fresh-hash"))?.tier).toBe("lifetime");
      await repos.users.setSubscriptionStatus(id, "active");
      expect((await repos.users.findById(id))?.subscription_status).toBe("active");
    },
  },
  {
    name: "users: a key rotated through one server stops working on another at its next request",
    async run({ repos, another }) {
      const other = await another();
      const { id, hash } = await account(repos);
      expect(await other.users.findByKeyHash(hash)).not.toBeNull(); // now cached by the other server
      await repos.users.rotateKey(id, { id: crypto.randomUUID(), hash: "rotated", prefix: "rh_new" }, NOW + 1);
      // The next request (a later event-loop turn): PostgreSQL reads every time, SQLite sees the file's data_version move.
      await new Promise((resolve) => setImmediate(resolve));
      expect(await other.users.findByKeyHash(hash)).toBeNull();
      expect(await other.users.findByKeyHash("rotated")).not.toBeNull();
    },
  },
  {
    name: "user admin: accounts listed oldest first with key and hunt counts; disable revokes every key and stops every hunt",
    async run({ repos }) {
      const a = await account(repos, "a@example.com");
      const b = await account(repos, "b@example.com", "pro");
      await repos.hunts.insert(huntRow(b.id));
      await repos.hunts.insert(huntRow(b.id, { active: false }));
      expect((await repos.userAdmin.list()).map((r) => [r.email, r.tier, r.active_keys, r.hunts, r.active_hunts, r.is_admin])).toEqual([
        ["a@example.com", "free", 1, 0, 0, false],
        ["b@example.com", "pro", 1, 2, 1, false],
      ]);
      expect(await repos.userAdmin.disable(b.id, NOW + 5)).toEqual({ keys: 1, hunts: 1, sessions: 0 });
      expect(await repos.users.findByKeyHash(b.hash)).toBeNull();
      expect(await repos.hunts.countActive(b.id)).toBe(0);
      expect(await repos.userAdmin.disable(b.id, NOW + 6)).toEqual({ keys: 0, hunts: 0, sessions: 0 });
      expect(await repos.users.findByKeyHash(a.hash)).not.toBeNull();
    },
  },
];
