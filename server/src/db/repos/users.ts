import { and, eq, isNull, sql } from "drizzle-orm";
import { changeStamp } from "../change-stamp.ts";
import type { Db } from "../client.ts";
import type { AuthUser, UserRow, UsersRepo } from "../contracts/index.ts";
import { apiKeys, users } from "../schema/index.ts";

/** Resolved keys kept in memory at most (unknown keys are never kept). */
const AUTH_CACHE_MAX = 10_000;

/** Account storage (SQLite): users and their hashed API keys. */
export function usersRepo(db: Db): UsersRepo {
  // Every authenticated request resolves its key; the join costs more than the rest of auth. A
  // resolved key is trusted only while the database is unchanged, so a rotation, revocation or
  // tier change by this process or any other is seen by the next request.
  const stamp = changeStamp(db.$client);
  let authCache = new Map<string, AuthUser>();
  let authStamp = -1;
  const byKeyHash = db.$client.prepare<{ id: string; key_id: string; tier: string; is_admin: number }, [string]>(
    "SELECT u.id, k.id AS key_id, u.tier, u.is_admin FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ? AND k.revoked_at IS NULL",
  );
  // A session signed in with a key follows it: the asking one moves to the new key, the others end.
  const moveSession = db.$client.prepare("UPDATE sessions SET api_key_id = ? WHERE id = ? AND user_id = ? AND api_key_id IS NOT NULL");
  const endKeySessions = db.$client.prepare("DELETE FROM sessions WHERE user_id = ? AND api_key_id IS NOT NULL AND api_key_id != ?");
  // Raw statement: read on most authenticated requests, and drizzle's row mapping costs more than the query.
  const byId = db.$client.prepare<Omit<UserRow, "is_admin" | "totp_enabled"> & { is_admin: number; totp_enabled: number }, [string]>("SELECT * FROM users WHERE id = ?");
  const activeKey = db.$client.prepare<{ one: number }, [string]>("SELECT 1 AS one FROM api_keys WHERE user_id = ? AND revoked_at IS NULL LIMIT 1");
  const atomic = <T>(fn: () => T): T => db.$client.transaction(fn)();
  return {
    async findByKeyHash(keyHash) {
      const now = stamp();
      if (now !== authStamp || authCache.size >= AUTH_CACHE_MAX) {
        authCache = new Map();
        authStamp = now;
      }
      const hit = authCache.get(keyHash);
      if (hit) return hit;
      const row = byKeyHash.get(keyHash);
      if (!row) return null; // unknown keys are not kept, so guessing cannot fill memory
      const user = { id: row.id, key_id: row.key_id, tier: row.tier, is_admin: row.is_admin === 1 };
      authCache.set(keyHash, user);
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
    async rotateKey(userId, key, now, keepSessionId) {
      atomic(() => {
        db.update(apiKeys).set({ revoked_at: now }).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at))).run();
        db.insert(apiKeys).values({ id: key.id, user_id: userId, key_hash: key.hash, prefix: key.prefix, created_at: now }).run();
        if (keepSessionId) moveSession.run(key.id, keepSessionId, userId);
        endKeySessions.run(userId, key.id);
      });
    },
    async setTier(userId, tier) {
      db.update(users).set({ tier }).where(eq(users.id, userId)).run();
    },
    async setPasswordHash(userId, hash) {
      db.update(users).set({ password_hash: hash }).where(eq(users.id, userId)).run();
    },
    async isEnabled(userId) {
      return activeKey.get(userId) !== null;
    },
    async setSubscriptionStatus(userId, status) {
      db.update(users).set({ subscription_status: status }).where(eq(users.id, userId)).run();
    },
  };
}
