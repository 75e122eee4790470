import type { Db } from "../client.ts";
import type { FeedTokenRow, FeedTokensRepo } from "../contracts/index.ts";

/** The per-hunt secrets of the Atom feeds (SQLite). */
export function feedTokensRepo(db: Db): FeedTokensRepo {
  const c = db.$client;
  const byHash = c.prepare<FeedTokenRow, [string]>("SELECT * FROM feed_tokens WHERE token_hash = ?");
  const ofHunt = c.prepare<FeedTokenRow, [string, string]>("SELECT * FROM feed_tokens WHERE hunt_id = ? AND user_id = ?");
  // Only the owner's hunt gets a token: the hunt row is matched on both id and owner.
  const put = c.prepare(
    `INSERT INTO feed_tokens (hunt_id, user_id, token_hash, token_encrypted, created_at)
     SELECT id, user_id, ?3, ?4, ?5 FROM hunts WHERE id = ?1 AND user_id = ?2
     ON CONFLICT (hunt_id) DO UPDATE SET token_hash = excluded.token_hash, token_encrypted = excluded.token_encrypted, created_at = excluded.created_at`,
  );
  const remove = c.prepare("DELETE FROM feed_tokens WHERE hunt_id = ? AND user_id = ?");
  return {
    async findByHash(tokenHash) {
      return byHash.get(tokenHash) ?? null;
    },

    async forHunt(userId, huntId) {
      return ofHunt.get(huntId, userId) ?? null;
    },

    async put(userId, huntId, tokenHash, tokenEncrypted, now) {
      return put.run(huntId, userId, tokenHash, tokenEncrypted, now).changes === 1;
    },

    async revoke(userId, huntId) {
      return remove.run(huntId, userId).changes === 1;
    },
  };
}
