import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { UsersRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { apiKeys, sessions, users } from "../schema.ts";

/**
 * Account storage (PostgreSQL). Keys are resolved from the database on every call: with several
 * servers there is no cheap stamp telling that another one changed a key, and a revoked key must
 * stop working on the very next request.
 */
export function pgUsersRepo(db: Pg): UsersRepo {
  return {
    async findByKeyHash(keyHash) {
      const [row] = await db
        .select({ id: users.id, key_id: apiKeys.id, tier: users.tier, is_admin: users.is_admin })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.user_id))
        .where(and(eq(apiKeys.key_hash, keyHash), isNull(apiKeys.revoked_at)));
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async findByEmail(email) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },
    async create(user, key) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values({ id: user.id, email: user.email, tier: user.tier, is_admin: user.is_admin, created_at: user.now }).returning();
        await tx.insert(apiKeys).values({ id: key.id, user_id: user.id, key_hash: key.hash, prefix: key.prefix, created_at: user.now });
        return row!;
      });
    },
    async rotateKey(userId, key, now, keepSessionId) {
      await db.transaction(async (tx) => {
        await tx.update(apiKeys).set({ revoked_at: now }).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)));
        await tx.insert(apiKeys).values({ id: key.id, user_id: userId, key_hash: key.hash, prefix: key.prefix, created_at: now });
        // A session signed in with a key follows it: the asking one moves to the new key, the others end.
        if (keepSessionId) await tx.update(sessions).set({ api_key_id: key.id }).where(and(eq(sessions.id, keepSessionId), eq(sessions.user_id, userId), isNotNull(sessions.api_key_id)));
        await tx.delete(sessions).where(and(eq(sessions.user_id, userId), isNotNull(sessions.api_key_id), ne(sessions.api_key_id, key.id)));
      });
    },
    async setTier(userId, tier) {
      await db.update(users).set({ tier }).where(eq(users.id, userId));
    },
    async setPasswordHash(userId, hash) {
      await db.update(users).set({ password_hash: hash }).where(eq(users.id, userId));
    },
    async isEnabled(userId) {
      const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at))).limit(1);
      return row !== undefined;
    },
    async setSubscriptionStatus(userId, status) {
      await db.update(users).set({ subscription_status: status }).where(eq(users.id, userId));
    },
  };
}
