import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import type { SessionsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { apiKeys, sessions, users } from "../schema.ts";

/** Web sessions (PostgreSQL). */
export function pgSessionsRepo(db: Pg): SessionsRepo {
  const count = (rows: unknown[]) => rows.length;
  return {
    async insert(row) {
      await db.insert(sessions).values(row);
    },
    async findByTokenHash(tokenHash, now) {
      const [row] = await db
        .select({ session: sessions, email: users.email, tier: users.tier, is_admin: users.is_admin })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .leftJoin(apiKeys, eq(apiKeys.id, sessions.api_key_id))
        // A session made with a key lives while that key does, whichever process replaced it.
        .where(and(eq(sessions.token_hash, tokenHash), gt(sessions.expires_at, now), or(isNull(sessions.api_key_id), and(isNotNull(apiKeys.id), isNull(apiKeys.revoked_at)))));
      return row ? { ...row.session, email: row.email, tier: row.tier, is_admin: row.is_admin } : null;
    },
    async touch(id, now) {
      await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
    },
    async completeSecondFactor(id, method, expiresAt) {
      const done = await db.update(sessions).set({ stage: "full", method, expires_at: expiresAt }).where(and(eq(sessions.id, id), eq(sessions.stage, "totp"))).returning({ id: sessions.id });
      return done.length === 1;
    },
    async list(userId, now) {
      return db.select().from(sessions).where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, now), eq(sessions.stage, "full"))).orderBy(desc(sessions.last_seen_at));
    },
    async revoke(userId, id) {
      return count(await db.delete(sessions).where(and(eq(sessions.id, id), eq(sessions.user_id, userId))).returning({ id: sessions.id })) === 1;
    },
    async revokeOthers(userId, keepId) {
      return count(await db.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, keepId))).returning({ id: sessions.id }));
    },
    async revokeAll(userId) {
      return count(await db.delete(sessions).where(eq(sessions.user_id, userId)).returning({ id: sessions.id }));
    },
    async prune(now) {
      return count(await db.delete(sessions).where(lte(sessions.expires_at, now)).returning({ id: sessions.id }));
    },
  };
}
