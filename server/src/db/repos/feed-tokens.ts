import type { Db } from "../client.ts";

/** A hunt's feed secret as stored. */
export interface FeedTokenRow {
  hunt_id: string;
  user_id: string;
  token_hash: string;
  token_encrypted: string;
  created_at: number;
}

/** The per-hunt secrets of the Atom feeds: one per hunt, replaced or revoked from the hunt page. */
export function feedTokensRepo(db: Db) {
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
    /** The feed a token opens, or null (unknown or revoked). */
    findByHash(tokenHash: string): FeedTokenRow | null {
      return byHash.get(tokenHash) ?? null;
    },

    /** The current token of this user's hunt, or null. */
    forHunt(userId: string, huntId: string): FeedTokenRow | null {
      return ofHunt.get(huntId, userId) ?? null;
    },

    /** Set (or replace: the old URL stops working) the token of this user's hunt; false when the hunt is not theirs. */
    put(userId: string, huntId: string, tokenHash: string, tokenEncrypted: string, now: number): boolean {
      return put.run(huntId, userId, tokenHash, tokenEncrypted, now).changes === 1;
    },

    /** Revoke the hunt's token; false when it had none. */
    revoke(userId: string, huntId: string): boolean {
      return remove.run(huntId, userId).changes === 1;
    },
  };
}
export type FeedTokensRepo = ReturnType<typeof feedTokensRepo>;
