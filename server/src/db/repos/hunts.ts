import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { hunts } from "../schema/index.ts";

export type HuntRow = typeof hunts.$inferSelect;
export type HuntInsert = typeof hunts.$inferInsert;

/** Hunt storage. Every read and write is scoped by the owner's id. */
export function huntsRepo(db: Db) {
  // Prepared once: drizzle's query builder costs far more per call than the query itself.
  const countActive = db.select({ n: count() }).from(hunts).where(and(eq(hunts.user_id, sql.placeholder("user")), eq(hunts.active, true))).prepare();
  const list = db.select().from(hunts).where(eq(hunts.user_id, sql.placeholder("user"))).orderBy(desc(hunts.created_at), desc(hunts.id)).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare();
  const get = db.select().from(hunts).where(and(eq(hunts.id, sql.placeholder("id")), eq(hunts.user_id, sql.placeholder("user")))).prepare();
  return {
    /** Hunts holding an active slot: active flag set, paused or not (SPEC: a pause keeps the slot). */
    countActive(userId: string): number {
      return countActive.get({ user: userId })?.n ?? 0;
    },

    list(userId: string, limit: number, offset: number): HuntRow[] {
      return list.all({ user: userId, limit, offset });
    },

    /** A hunt of this user, or null (another user's hunt is indistinguishable from a missing one). */
    get(userId: string, id: string): HuntRow | null {
      return get.get({ id, user: userId }) ?? null;
    },

    insert(row: HuntInsert): HuntRow {
      return db.insert(hunts).values(row).returning().get();
    },

    update(userId: string, id: string, patch: Partial<HuntInsert>): HuntRow | null {
      return db.update(hunts).set(patch).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning().get() ?? null;
    },

    /** Hard delete; results and alerts go with it through ON DELETE CASCADE. */
    delete(userId: string, id: string): boolean {
      return db.delete(hunts).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning({ id: hunts.id }).all().length > 0;
    },
  };
}
export type HuntsRepo = ReturnType<typeof huntsRepo>;
