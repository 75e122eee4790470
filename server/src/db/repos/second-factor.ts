import type { Db } from "../client.ts";
import type { SecondFactorRepo, TotpRow } from "../contracts/index.ts";

/** The second factor (SQLite): secret, flag and recovery codes change in one transaction. */
export function secondFactorRepo(db: Db): SecondFactorRepo {
  const c = db.$client;
  const get = c.prepare<TotpRow, [string]>("SELECT * FROM totp_secrets WHERE user_id = ?");
  const upsertPending = c.prepare(
    `INSERT INTO totp_secrets (user_id, secret_encrypted, confirmed_at, last_step, created_at) VALUES (?1, ?2, NULL, 0, ?3)
     ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = ?2, confirmed_at = NULL, last_step = 0, created_at = ?3 WHERE totp_secrets.confirmed_at IS NULL`,
  );
  const confirm = c.prepare("UPDATE totp_secrets SET confirmed_at = ?, last_step = ? WHERE user_id = ? AND confirmed_at IS NULL");
  const setFlag = c.prepare("UPDATE users SET totp_enabled = ? WHERE id = ?");
  // Conditional: of two requests with the same code, only one moves the step forward.
  const useStep = c.prepare("UPDATE totp_secrets SET last_step = ?1 WHERE user_id = ?2 AND last_step < ?1 AND confirmed_at IS NOT NULL");
  const removeSecret = c.prepare("DELETE FROM totp_secrets WHERE user_id = ?");
  const removeCodes = c.prepare("DELETE FROM recovery_codes WHERE user_id = ?");
  const insertCode = c.prepare("INSERT INTO recovery_codes (id, user_id, code_hash, used_at, created_at) VALUES (?, ?, ?, NULL, ?)");
  const useCode = c.prepare("UPDATE recovery_codes SET used_at = ?1 WHERE user_id = ?2 AND code_hash = ?3 AND used_at IS NULL");
  const unused = c.prepare<{ n: number }, [string]>("SELECT count(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL");
  return {
    async get(userId) {
      return get.get(userId) ?? null;
    },

    async begin(userId, secretEncrypted, now) {
      return upsertPending.run(userId, secretEncrypted, now).changes === 1;
    },

    async confirm(userId, step, codeHashes, now) {
      return c.transaction(() => {
        if (confirm.run(now, step, userId).changes !== 1) return false;
        setFlag.run(1, userId);
        removeCodes.run(userId);
        for (const hash of codeHashes) insertCode.run(crypto.randomUUID(), userId, hash, now);
        return true;
      }).immediate();
    },

    async useStep(userId, step) {
      return useStep.run(step, userId).changes === 1;
    },

    async useRecoveryCode(userId, codeHash, now) {
      return useCode.run(now, userId, codeHash).changes === 1;
    },

    async recoveryCodesLeft(userId) {
      return unused.get(userId)?.n ?? 0;
    },

    async disable(userId) {
      c.transaction(() => {
        removeSecret.run(userId);
        removeCodes.run(userId);
        setFlag.run(0, userId);
      }).immediate();
    },
  };
}
