import type { Db } from "../client.ts";
import type { AccountSummary, UserAdminRepo } from "../contracts/index.ts";

/** What the operator's CLI does to accounts beyond creating them (SQLite). */
export function userAdminRepo(db: Db): UserAdminRepo {
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
    async list() {
      return list.all().map((r) => ({ ...r, is_admin: r.is_admin === 1 }));
    },
    async disable(userId, now) {
      return c.transaction(() => ({ keys: revokeKeys.run(now, userId).changes, hunts: stopHunts.run(now, userId).changes, sessions: endSessions.run(userId).changes }))();
    },
  };
}
