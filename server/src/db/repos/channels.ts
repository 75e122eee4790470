import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { INSTANT_CHANNEL_TYPES } from "@rackhunt/core/schemas";
import type { Db } from "../client.ts";
import { channels } from "../schema/index.ts";

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelInsert = typeof channels.$inferInsert;

/** Counters a tracked link or a delivery moves. */
export type ChannelCounter = "alerts_sent" | "alerts_opened" | "alerts_clicked";

/** Channel storage. Reads and writes for the API are scoped by the owner's id. */
export function channelsRepo(db: Db) {
  return {
    /** The user's channels, oldest first (the first one made is the natural default). */
    list(userId: string): ChannelRow[] {
      return db.select().from(channels).where(eq(channels.user_id, userId)).orderBy(asc(channels.created_at), asc(channels.id)).all();
    },

    /** A channel of this user, or null (another account's channel reads as missing). */
    get(userId: string, id: string): ChannelRow | null {
      return db.select().from(channels).where(and(eq(channels.id, id), eq(channels.user_id, userId))).get() ?? null;
    },

    /** A channel by id alone, for the delivery worker and tracked links. */
    byId(id: string): ChannelRow | null {
      return db.select().from(channels).where(eq(channels.id, id)).get() ?? null;
    },

    /** How many channels the user has, and how many of them are instant (non-digest) types. */
    counts(userId: string): { total: number; instant: number } {
      const total = db.select({ n: count() }).from(channels).where(eq(channels.user_id, userId)).get()?.n ?? 0;
      const instant = db
        .select({ n: count() })
        .from(channels)
        .where(and(eq(channels.user_id, userId), inArray(channels.channel_type, [...INSTANT_CHANNEL_TYPES])))
        .get()?.n ?? 0;
      return { total, instant };
    },

    /**
     * Insert a channel; when it is the default (SPEC: only when asked, default false), every other
     * channel of the user loses the flag in the same transaction, so there is never more than one.
     */
    insert(row: ChannelInsert): ChannelRow {
      return db.transaction((tx) => {
        const isDefault = row.is_default === true;
        if (isDefault) tx.update(channels).set({ is_default: false }).where(eq(channels.user_id, row.user_id)).run();
        return tx.insert(channels).values({ ...row, is_default: isDefault }).returning().get();
      }, { behavior: "immediate" });
    },

    /** Apply a patch; `is_default: true` clears the flag on the user's other channels atomically. */
    update(userId: string, id: string, patch: Partial<ChannelInsert>): ChannelRow | null {
      return db.transaction((tx) => {
        if (patch.is_default === true) {
          tx.update(channels).set({ is_default: false }).where(and(eq(channels.user_id, userId), ne(channels.id, id))).run();
        }
        return tx.update(channels).set(patch).where(and(eq(channels.id, id), eq(channels.user_id, userId))).returning().get() ?? null;
      });
    },

    /** Delete; when the default goes, the oldest remaining channel becomes the default. */
    delete(userId: string, id: string): boolean {
      return db.transaction((tx) => {
        // No channel is made default in its place: the flag is only ever set on request (SPEC).
        const gone = tx.delete(channels).where(and(eq(channels.id, id), eq(channels.user_id, userId))).returning().get();
        return gone !== undefined;
      });
    },

    /** Add to one counter of a channel (a no-op for a deleted channel). */
    bump(id: string, counter: ChannelCounter, by = 1): void {
      db.update(channels).set({ [counter]: sql`${channels[counter]} + ${by}` }).where(eq(channels.id, id)).run();
    },
  };
}
export type ChannelsRepo = ReturnType<typeof channelsRepo>;
