import { and, eq, isNull, sql } from "drizzle-orm";
import type { UsersRepo } from "../../contracts/index.ts";
import { KEYS_CHANNEL, type Pg, type PgShared } from "../db.ts";
import { apiKeys, users } from "../schema.ts";

/** Account storage (PostgreSQL). Key changes are announced to every server (see client.ts). */
export function pgUsersRepo(db: Pg, shared: PgShared): UsersRepo {
  const { authCache } = shared;
  const announce = (tx: Pg, userId: string) => tx.execute(sql`SELECT pg_notify(${KEYS_CHANNEL}, ${userId})`);
  return {
    async findByKeyHash(keyHash) {
      const now = Date.now();
      const hit = authCache.get(keyHash, now);
      if (hit) return hit;
      const [row] = await db
        .select({ id: users.id, tier: users.tier, is_admin: users.is_admin })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.user_id))
        .where(and(eq(apiKeys.key_hash, keyHash), isNull(apiKeys.revoked_at)));
      const user = row ?? null;
      authCache.set(keyHash, user, now);
      return user;
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
    async rotateKey(userId, key, now) {
      authCache.forgetUser(userId);
      await db.transaction(async (tx) => {
        await tx.update(apiKeys).set({ revoked_at: now }).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)));
        await tx.insert(apiKeys).values({ id: key.id, user_id: userId, key_hash: key.hash, prefix: key.prefix, created_at: now });
        await announce(tx, userId);
      });
    },
    async setTier(userId, tier) {
      authCache.forgetUser(userId);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ tier }).where(eq(users.id, userId));
        await announce(tx, userId);
      });
    },
    async setSubscriptionStatus(userId, status) {
      await db.update(users).set({ subscription_status: status }).where(eq(users.id, userId));
    },
  };
}
