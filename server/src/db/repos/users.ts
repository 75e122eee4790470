import { and, eq, isNull, sql } from "drizzle-orm";
import { createAuthCache } from "../auth-cache.ts";
import type { Db } from "../client.ts";
import type { UserRow, UsersRepo } from "../contracts/index.ts";
import { apiKeys, users } from "../schema/index.ts";

/** Account storage (SQLite): users and their hashed API keys. */
export function usersRepo(db: Db): UsersRepo {
  const cache = createAuthCache();
  const byKeyHash = db.$client.prepare<{ id: string; tier: string; is_admin: number }, [string]>(
    "SELECT u.id, u.tier, u.is_admin FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ? AND k.revoked_at IS NULL",
  );
  // Raw statement: read on most authenticated requests, and drizzle's row mapping costs more than the query.
  const byId = db.$client.prepare<Omit<UserRow, "is_admin" | "totp_enabled"> & { is_admin: number; totp_enabled: number }, [string]>("SELECT * FROM users WHERE id = ?");
  const atomic = <T>(fn: () => T): T => db.$client.transaction(fn)();
  return {
    async findByKeyHash(keyHash) {
      const now = Date.now();
      const hit = cache.get(keyHash, now);
      if (hit) return hit;
      const row = byKeyHash.get(keyHash);
      const user = row ? { id: row.id, tier: row.tier, is_admin: row.is_admin === 1 } : null;
      cache.set(keyHash, user, now);
      return user;
    },
    async findById(id) {
      const row = byId.get(id);
      return row ? { ...row, is_admin: row.is_admin === 1, totp_enabled: row.totp_enabled === 1 } : null;
    },
    async findByEmail(email) {
      return db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).get() ?? null;
    },
    async create(user, key) {
      return atomic(() => {
        const row = db.insert(users).values({ id: user.id, email: user.email, tier: user.tier, is_admin: user.is_admin, created_at: user.now }).returning().get();
        db.insert(apiKeys).values({ id: key.id, user_id: user.id, key_hash: key.hash, prefix: key.prefix, created_at: user.now }).run();
        return row;
      });
    },
    async rotateKey(userId, key, now) {
      cache.forgetUser(userId);
      atomic(() => {
        db.update(apiKeys).set({ revoked_at: now }).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at))).run();
        db.insert(apiKeys).values({ id: key.id, user_id: userId, key_hash: key.hash, prefix: key.prefix, created_at: now }).run();
      });
    },
    async setTier(userId, tier) {
      cache.forgetUser(userId);
      db.update(users).set({ tier }).where(eq(users.id, userId)).run();
    },
    async setSubscriptionStatus(userId, status) {
      db.update(users).set({ subscription_status: status }).where(eq(users.id, userId)).run();
    },
  };
}
