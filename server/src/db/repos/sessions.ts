import type { Db } from "../client.ts";

/** A stored web session (the token itself is never stored, only its hash). */
export interface SessionRow {
  id: string;
  user_id: string;
  token_hash: string;
  csrf_token: string;
  /** `full`, or `totp` while the second factor is still owed. */
  stage: string;
  method: string;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** A live session with the account columns a page needs, read on every signed-in request. */
export interface SessionWithUser extends SessionRow {
  email: string;
  tier: string;
  is_admin: boolean;
}

/** Web sessions: created at sign-in, read on every page, listed and revoked on the account page. */
export function sessionsRepo(db: Db) {
  const c = db.$client;
  const insert = c.prepare(
    `INSERT INTO sessions (id, user_id, token_hash, csrf_token, stage, method, user_agent, ip, created_at, last_seen_at, expires_at)
     VALUES ($id, $user_id, $token_hash, $csrf_token, $stage, $method, $user_agent, $ip, $created_at, $last_seen_at, $expires_at)`,
  );
  const byToken = c.prepare<Omit<SessionWithUser, "is_admin"> & { is_admin: number }, [string, number]>(
    `SELECT s.*, u.email, u.tier, u.is_admin FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?`,
  );
  const touch = c.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?");
  const promote = c.prepare("UPDATE sessions SET stage = 'full', method = ?, expires_at = ? WHERE id = ? AND stage = 'totp'");
  const list = c.prepare<SessionRow, [string, number]>("SELECT * FROM sessions WHERE user_id = ? AND expires_at > ? AND stage = 'full' ORDER BY last_seen_at DESC");
  const remove = c.prepare("DELETE FROM sessions WHERE id = ? AND user_id = ?");
  const removeOthers = c.prepare("DELETE FROM sessions WHERE user_id = ? AND id != ?");
  const removeAll = c.prepare("DELETE FROM sessions WHERE user_id = ?");
  const prune = c.prepare("DELETE FROM sessions WHERE expires_at <= ?");
  return {
    insert(row: SessionRow): void {
      insert.run({ ...row });
    },

    /** The unexpired session of a token hash, with its account; null when revoked, expired or unknown. */
    findByTokenHash(tokenHash: string, now: number): SessionWithUser | null {
      const row = byToken.get(tokenHash, now);
      return row ? { ...row, is_admin: row.is_admin === 1 } : null;
    },

    /** Note that a session was used (callers throttle this: it is a write). */
    touch(id: string, now: number): void {
      touch.run(now, id);
    },

    /** The second factor was given: the session becomes a full one until `expiresAt`. False when it was not pending. */
    completeSecondFactor(id: string, method: string, expiresAt: number): boolean {
      return promote.run(method, expiresAt, id).changes === 1;
    },

    /** The account's signed-in sessions, most recently used first. */
    list(userId: string, now: number): SessionRow[] {
      return list.all(userId, now);
    },

    /** Revoke one session of this account; false when it is not theirs or already gone. */
    revoke(userId: string, id: string): boolean {
      return remove.run(id, userId).changes === 1;
    },

    /** Revoke every session of the account but `keepId` (after a password change). */
    revokeOthers(userId: string, keepId: string): number {
      return removeOthers.run(userId, keepId).changes;
    },

    /** Revoke every session of the account (the account was disabled). */
    revokeAll(userId: string): number {
      return removeAll.run(userId).changes;
    },

    /** Drop expired sessions. */
    prune(now: number): number {
      return prune.run(now).changes;
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
