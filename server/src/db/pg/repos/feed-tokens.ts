import { and, eq, sql } from "drizzle-orm";
import type { FeedTokensRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { feedTokens } from "../schema.ts";

/** The per-hunt secrets of the Atom feeds (PostgreSQL). */
export function pgFeedTokensRepo(db: Pg): FeedTokensRepo {
  return {
    async findByHash(tokenHash) {
      const [row] = await db.select().from(feedTokens).where(eq(feedTokens.token_hash, tokenHash));
      return row ?? null;
    },
    async forHunt(userId, huntId) {
      const [row] = await db.select().from(feedTokens).where(and(eq(feedTokens.hunt_id, huntId), eq(feedTokens.user_id, userId)));
      return row ?? null;
    },
    async put(userId, huntId, tokenHash, tokenEncrypted, now) {
      // Only the owner's hunt gets a token: the hunt row is matched on both id and owner.
      const stored = await db.execute<{ hunt_id: string }>(sql`
        INSERT INTO feed_tokens (hunt_id, user_id, token_hash, token_encrypted, created_at)
        SELECT id, user_id, ${tokenHash}, ${tokenEncrypted}, ${now} FROM hunts WHERE id = ${huntId} AND user_id = ${userId}
        ON CONFLICT (hunt_id) DO UPDATE SET token_hash = excluded.token_hash, token_encrypted = excluded.token_encrypted, created_at = excluded.created_at
        RETURNING hunt_id`);
      return stored.length === 1;
    },
    async revoke(userId, huntId) {
      const gone = await db.delete(feedTokens).where(and(eq(feedTokens.hunt_id, huntId), eq(feedTokens.user_id, userId))).returning({ id: feedTokens.hunt_id });
      return gone.length === 1;
    },
  };
}
