import type { Db } from "../client.ts";

/** One account as the operator's `user list` shows it. */
export interface AccountSummary {
  id: string;
  email: string;
  tier: string;
  is_admin: boolean;
  created_at: number;
  /** Unrevoked API keys; an account without one cannot sign in (disabled). */
  active_keys: number;
  hunts: number;
  active_hunts: number;
}

/** What the operator's CLI does to accounts beyond creating them. */
export function userAdminRepo(db: Db) {
  const c = db.$client;
  const list = c.prepare<Omit<AccountSummary, "is_admin"> & { is_admin: number }, []>(
    `SELECT u.id, u.email, u.tier, u.is_admin, u.created_at,
       (SELECT count(*) FROM api_keys k WHERE k.user_id = u.id AND k.revoked_at IS NULL) AS active_keys,
       (SELECT count(*) FROM hunts h WHERE h.user_id = u.id) AS hunts,
       (SELECT count(*) FROM hunts h WHERE h.user_id = u.id AND h.active = 1) AS active_hunts
     FROM users u ORDER BY u.created_at, u.email`,
  );
  const revokeKeys = c.prepare("UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL");
  const stopHunts = c.prepare("UPDATE hunts SET active = 0, updated_at = ? WHERE user_id = ? AND active = 1");
  const endSessions = c.prepare("DELETE FROM sessions WHERE user_id = ?");
  return {
    /** Every account, oldest first. */
    list(): AccountSummary[] {
      return list.all().map((r) => ({ ...r, is_admin: r.is_admin === 1 }));
    },
    /** Revoke every key, end every web session and stop every hunt of an account, in one transaction. */
    disable(userId: string, now: number): { keys: number; hunts: number; sessions: number } {
      return c.transaction(() => ({ keys: revokeKeys.run(now, userId).changes, hunts: stopHunts.run(now, userId).changes, sessions: endSessions.run(userId).changes }))();
    },
  };
}
