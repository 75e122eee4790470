import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { INSTANT_CHANNEL_TYPES } from "@rackhunt/core/schemas";
import type { Db } from "../client.ts";
import type { ChannelCounter, ChannelInsert, ChannelRow, ChannelsRepo } from "../contracts/index.ts";
import { channels } from "../schema/index.ts";

/** Channel storage (SQLite). */
export function channelsRepo(db: Db): ChannelsRepo {
  const atomic = <T>(fn: () => T): T => db.$client.transaction(fn).immediate();
  return {
    async list(userId: string) {
      return db.select().from(channels).where(eq(channels.user_id, userId)).orderBy(asc(channels.created_at), asc(channels.id)).all();
    },
    async get(userId: string, id: string) {
      return db.select().from(channels).where(and(eq(channels.id, id), eq(channels.user_id, userId))).get() ?? null;
    },
    async byId(id: string) {
      return db.select().from(channels).where(eq(channels.id, id)).get() ?? null;
    },
    async counts(userId: string) {
      const total = db.select({ n: count() }).from(channels).where(eq(channels.user_id, userId)).get()?.n ?? 0;
      const instant = db
        .select({ n: count() })
        .from(channels)
        .where(and(eq(channels.user_id, userId), inArray(channels.channel_type, [...INSTANT_CHANNEL_TYPES])))
        .get()?.n ?? 0;
      return { total, instant };
    },
    async insert(row: ChannelInsert): Promise<ChannelRow> {
      return atomic(() => {
        const isDefault = row.is_default === true;
        if (isDefault) db.update(channels).set({ is_default: false }).where(eq(channels.user_id, row.user_id)).run();
        return db.insert(channels).values({ ...row, is_default: isDefault }).returning().get();
      });
    },
    async update(userId: string, id: string, patch: Partial<ChannelInsert>) {
      return atomic(() => {
        if (patch.is_default === true) {
          db.update(channels).set({ is_default: false }).where(and(eq(channels.user_id, userId), ne(channels.id, id))).run();
        }
        return db.update(channels).set(patch).where(and(eq(channels.id, id), eq(channels.user_id, userId))).returning().get() ?? null;
      });
    },
    async delete(userId: string, id: string) {
      // No channel is made default in its place: the flag is only ever set on request (SPEC).
      return db.delete(channels).where(and(eq(channels.id, id), eq(channels.user_id, userId))).returning().get() !== undefined;
    },
    async bump(id: string, counter: ChannelCounter, by = 1) {
      db.update(channels).set({ [counter]: sql`${channels[counter]} + ${by}` }).where(eq(channels.id, id)).run();
    },
  };
}
