import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { UserAdminRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { apiKeys, hunts, sessions, users } from "../schema.ts";

/** What the operator's CLI does to accounts beyond creating them (PostgreSQL). */
export function pgUserAdminRepo(db: Pg): UserAdminRepo {
  return {
    async list() {
      return db
        .select({
          id: users.id,
          email: users.email,
          tier: users.tier,
          is_admin: users.is_admin,
          created_at: users.created_at,
          // Spelled out: drizzle leaves a lone table's columns unqualified, which the subqueries would capture.
          active_keys: sql<number>`(SELECT count(*) FROM api_keys k WHERE k.user_id = users.id AND k.revoked_at IS NULL)`.mapWith(Number),
          hunts: sql<number>`(SELECT count(*) FROM hunts h WHERE h.user_id = users.id)`.mapWith(Number),
          active_hunts: sql<number>`(SELECT count(*) FROM hunts h WHERE h.user_id = users.id AND h.active)`.mapWith(Number),
        })
        .from(users)
        .orderBy(asc(users.created_at), asc(users.email));
    },
    async disable(userId, now) {
      return db.transaction(async (tx) => {
        const keys = await tx.update(apiKeys).set({ revoked_at: now }).where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at))).returning({ id: apiKeys.id });
        const stopped = await tx.update(hunts).set({ active: false, updated_at: now }).where(and(eq(hunts.user_id, userId), eq(hunts.active, true))).returning({ id: hunts.id });
        const ended = await tx.delete(sessions).where(eq(sessions.user_id, userId)).returning({ id: sessions.id });
        return { keys: keys.length, hunts: stopped.length, sessions: ended.length };
      });
    },
  };
}
