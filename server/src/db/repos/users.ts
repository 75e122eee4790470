import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { apiKeys, users } from "../schema/index.ts";

export type UserRow = typeof users.$inferSelect;

/** The columns auth needs, read on every authenticated request. */
export interface AuthUser {
  id: string;
  tier: string;
  is_admin: boolean;
}

/** Account storage: users and their hashed API keys. */
export function usersRepo(db: Db) {
  const byKeyHash = db.$client.prepare<{ id: string; tier: string; is_admin: number }, [string]>(
    "SELECT u.id, u.tier, u.is_admin FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ? AND k.revoked_at IS NULL",
  );
  const byId = db.select().from(users).where(eq(users.id, sql.placeholder("id"))).prepare();
  return {
    /** The user owning an active key hash, or null. */
    findByKeyHash(keyHash: string): AuthUser | null {
      const row = byKeyHash.get(keyHash);
      return row ? { id: row.id, tier: row.tier, is_admin: row.is_admin === 1 } : null;
    },

    findById(id: string): UserRow | null {
      return byId.get({ id }) ?? null;
    },

    findByEmail(email: string): UserRow | null {
      return db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).get() ?? null;
    },

    /** Create a user with its first key in one transaction. Throws on a duplicate email. */
    create(user: { id: string; email: string; tier: string; is_admin: boolean; now: number }, key: { id: string; hash: string; prefix: string }): UserRow {
      return db.transaction((tx) => {
        const row = tx.insert(users).values({ id: user.id, email: user.email, tier: user.tier, is_admin: user.is_admin, created_at: user.now }).returning().get();
        tx.insert(apiKeys).values({ id: key.id, user_id: user.id, key_hash: key.hash, prefix: key.prefix, created_at: user.now }).run();
        return row;
      });
    },

    /** Revoke every active key of a user and add a new one, atomically. */
    rotateKey(userId: string, key: { id: string; hash: string; prefix: string }, now: number): void {
      db.transaction((tx) => {
        tx.update(apiKeys).set({ revoked_at: now }).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at))).run();
        tx.insert(apiKeys).values({ id: key.id, user_id: userId, key_hash: key.hash, prefix: key.prefix, created_at: now }).run();
      });
    },

    setTier(userId: string, tier: string): void {
      db.update(users).set({ tier }).where(eq(users.id, userId)).run();
    },

    setSubscriptionStatus(userId: string, status: string | null): void {
      db.update(users).set({ subscription_status: status }).where(eq(users.id, userId)).run();
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
