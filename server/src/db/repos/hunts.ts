import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { hunts } from "../schema/index.ts";

export type HuntRow = typeof hunts.$inferSelect;
export type HuntInsert = typeof hunts.$inferInsert;

/** Hunt storage. Every read and write is scoped by the owner's id. */
export function huntsRepo(db: Db) {
  return {
    /** Hunts holding an active slot: active flag set, paused or not (SPEC: a pause keeps the slot). */
    countActive(userId: string): number {
      return db.select({ n: count() }).from(hunts).where(and(eq(hunts.user_id, userId), eq(hunts.active, true))).get()?.n ?? 0;
    },

    list(userId: string, limit: number, offset: number): HuntRow[] {
      return db.select().from(hunts).where(eq(hunts.user_id, userId)).orderBy(desc(hunts.created_at), desc(hunts.id)).limit(limit).offset(offset).all();
    },

    /** A hunt of this user, or null (another user's hunt is indistinguishable from a missing one). */
    get(userId: string, id: string): HuntRow | null {
      return db.select().from(hunts).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).get() ?? null;
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
