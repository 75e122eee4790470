import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { INSTANT_CHANNEL_TYPES } from "@rackhunt/core/schemas";
import type { ChannelsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { channels } from "../schema.ts";

/** Channel storage (PostgreSQL). */
export function pgChannelsRepo(db: Pg): ChannelsRepo {
  return {
    async list(userId) {
      return db.select().from(channels).where(eq(channels.user_id, userId)).orderBy(asc(channels.created_at), asc(channels.id));
    },
    async get(userId, id) {
      const [row] = await db.select().from(channels).where(and(eq(channels.id, id), eq(channels.user_id, userId)));
      return row ?? null;
    },
    async byId(id) {
      const [row] = await db.select().from(channels).where(eq(channels.id, id));
      return row ?? null;
    },
    async counts(userId) {
      const [row] = await db
        .select({ total: count(), instant: sql<number>`count(*) FILTER (WHERE ${inArray(channels.channel_type, [...INSTANT_CHANNEL_TYPES])})`.mapWith(Number) })
        .from(channels)
        .where(eq(channels.user_id, userId));
      return { total: row?.total ?? 0, instant: row?.instant ?? 0 };
    },
    async insert(row) {
      return db.transaction(async (tx) => {
        const isDefault = row.is_default === true;
        if (isDefault) await tx.update(channels).set({ is_default: false }).where(eq(channels.user_id, row.user_id));
        const [stored] = await tx.insert(channels).values({ ...row, is_default: isDefault }).returning();
        return stored!;
      });
    },
    async update(userId, id, patch) {
      return db.transaction(async (tx) => {
        if (patch.is_default === true) await tx.update(channels).set({ is_default: false }).where(and(eq(channels.user_id, userId), ne(channels.id, id)));
        const [row] = await tx.update(channels).set(patch).where(and(eq(channels.id, id), eq(channels.user_id, userId))).returning();
        return row ?? null;
      });
    },
    async delete(userId, id) {
      return (await db.delete(channels).where(and(eq(channels.id, id), eq(channels.user_id, userId))).returning({ id: channels.id })).length > 0;
    },
    async bump(id, counter, by = 1) {
      await db.update(channels).set({ [counter]: sql`${channels[counter]} + ${by}` }).where(eq(channels.id, id));
    },
  };
}
