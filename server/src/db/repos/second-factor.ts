import type { Db } from "../client.ts";

/** An account's TOTP secret as stored (encrypted). */
export interface TotpRow {
  user_id: string;
  secret_encrypted: string;
  confirmed_at: number | null;
  last_step: number;
  created_at: number;
}

/**
 * The second factor: TOTP secrets, the account's `totp_enabled` flag and one-time recovery codes,
 * changed together so the flag never disagrees with what is stored.
 */
export function secondFactorRepo(db: Db) {
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
    /** The account's secret, confirmed or still enrolling; null when it has none. */
    get(userId: string): TotpRow | null {
      return get.get(userId) ?? null;
    },

    /** Start (or restart) enrolment with a new secret; refused (false) while a confirmed one exists. */
    begin(userId: string, secretEncrypted: string, now: number): boolean {
      return upsertPending.run(userId, secretEncrypted, now).changes === 1;
    },

    /**
     * Confirm enrolment at the step of the code that proved it, set `totp_enabled` and replace the
     * recovery codes, in one transaction. False when nothing was pending.
     */
    confirm(userId: string, step: number, codeHashes: readonly string[], now: number): boolean {
      return c.transaction(() => {
        if (confirm.run(now, step, userId).changes !== 1) return false;
        setFlag.run(1, userId);
        removeCodes.run(userId);
        for (const hash of codeHashes) insertCode.run(crypto.randomUUID(), userId, hash, now);
        return true;
      }).immediate();
    },

    /** Accept a code's step once: false when this step or a later one was already used. */
    useStep(userId: string, step: number): boolean {
      return useStep.run(step, userId).changes === 1;
    },

    /** Spend a recovery code: false when it is unknown or was used. */
    useRecoveryCode(userId: string, codeHash: string, now: number): boolean {
      return useCode.run(now, userId, codeHash).changes === 1;
    },

    /** Recovery codes not yet used. */
    recoveryCodesLeft(userId: string): number {
      return unused.get(userId)?.n ?? 0;
    },

    /** Turn the second factor off: secret, codes and flag go together. */
    disable(userId: string): void {
      c.transaction(() => {
        removeSecret.run(userId);
        removeCodes.run(userId);
        setFlag.run(0, userId);
      }).immediate();
    },
  };
}
export type SecondFactorRepo = ReturnType<typeof secondFactorRepo>;
