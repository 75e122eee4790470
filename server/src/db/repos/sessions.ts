import type { Db } from "../client.ts";
import type { SessionRow, SessionWithUser, SessionsRepo } from "../contracts/index.ts";

/** Web sessions (SQLite). */
export function sessionsRepo(db: Db): SessionsRepo {
  const c = db.$client;
  const insert = c.prepare(
    `INSERT INTO sessions (id, user_id, token_hash, csrf_token, stage, method, api_key_id, user_agent, ip, created_at, last_seen_at, expires_at)
     VALUES ($id, $user_id, $token_hash, $csrf_token, $stage, $method, $api_key_id, $user_agent, $ip, $created_at, $last_seen_at, $expires_at)`,
  );
  const byToken = c.prepare<Omit<SessionWithUser, "is_admin"> & { is_admin: number }, [string, number]>(
    // A session made with a key lives while that key does, whichever process replaced it.
    `SELECT s.*, u.email, u.tier, u.is_admin FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN api_keys k ON k.id = s.api_key_id
     WHERE s.token_hash = ? AND s.expires_at > ? AND (s.api_key_id IS NULL OR (k.id IS NOT NULL AND k.revoked_at IS NULL))`,
  );
  const touch = c.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?");
  const promote = c.prepare("UPDATE sessions SET stage = 'full', method = ?, expires_at = ? WHERE id = ? AND stage = 'totp'");
  const list = c.prepare<SessionRow, [string, number]>("SELECT * FROM sessions WHERE user_id = ? AND expires_at > ? AND stage = 'full' ORDER BY last_seen_at DESC");
  const remove = c.prepare("DELETE FROM sessions WHERE id = ? AND user_id = ?");
  const removeOthers = c.prepare("DELETE FROM sessions WHERE user_id = ? AND id != ?");
  const removeAll = c.prepare("DELETE FROM sessions WHERE user_id = ?");
  const prune = c.prepare("DELETE FROM sessions WHERE expires_at <= ?");
  return {
    async insert(row) {
      insert.run({ ...row });
    },

    async findByTokenHash(tokenHash, now) {
      const row = byToken.get(tokenHash, now);
      return row ? { ...row, is_admin: row.is_admin === 1 } : null;
    },

    async touch(id, now) {
      touch.run(now, id);
    },

    async completeSecondFactor(id, method, expiresAt) {
      return promote.run(method, expiresAt, id).changes === 1;
    },

    async list(userId, now) {
      return list.all(userId, now);
    },

    async revoke(userId, id) {
      return remove.run(id, userId).changes === 1;
    },

    async revokeOthers(userId, keepId) {
      return removeOthers.run(userId, keepId).changes;
    },

    async revokeAll(userId) {
      return removeAll.run(userId).changes;
    },

    async prune(now) {
      return prune.run(now).changes;
    },
  };
}
