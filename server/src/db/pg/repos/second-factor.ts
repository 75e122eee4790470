import { and, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { SecondFactorRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { recoveryCodes, totpSecrets, users } from "../schema.ts";

/** The second factor (PostgreSQL): secret, flag and recovery codes change in one transaction. */
export function pgSecondFactorRepo(db: Pg): SecondFactorRepo {
  return {
    async get(userId) {
      const [row] = await db.select().from(totpSecrets).where(eq(totpSecrets.user_id, userId));
      return row ?? null;
    },
    async begin(userId, secretEncrypted, now) {
      const done = await db
        .insert(totpSecrets)
        .values({ user_id: userId, secret_encrypted: secretEncrypted, confirmed_at: null, last_step: 0, created_at: now })
        .onConflictDoUpdate({ target: totpSecrets.user_id, set: { secret_encrypted: secretEncrypted, confirmed_at: null, last_step: 0, created_at: now }, setWhere: isNull(totpSecrets.confirmed_at) })
        .returning({ id: totpSecrets.user_id });
      return done.length === 1;
    },
    async confirm(userId, step, codeHashes, now) {
      return db.transaction(async (tx) => {
        const done = await tx.update(totpSecrets).set({ confirmed_at: now, last_step: step }).where(and(eq(totpSecrets.user_id, userId), isNull(totpSecrets.confirmed_at))).returning({ id: totpSecrets.user_id });
        if (done.length !== 1) return false;
        await tx.update(users).set({ totp_enabled: true }).where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
        if (codeHashes.length > 0) await tx.insert(recoveryCodes).values(codeHashes.map((hash) => ({ id: crypto.randomUUID(), user_id: userId, code_hash: hash, used_at: null, created_at: now })));
        return true;
      });
    },
    async useStep(userId, step) {
      // Conditional: of two requests with the same code, only one moves the step forward.
      const done = await db.update(totpSecrets).set({ last_step: step }).where(and(eq(totpSecrets.user_id, userId), lt(totpSecrets.last_step, step), isNotNull(totpSecrets.confirmed_at))).returning({ id: totpSecrets.user_id });
      return done.length === 1;
    },
    async useRecoveryCode(userId, codeHash, now) {
      const done = await db.update(recoveryCodes).set({ used_at: now }).where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeHash), isNull(recoveryCodes.used_at))).returning({ id: recoveryCodes.id });
      return done.length === 1;
    },
    async recoveryCodesLeft(userId) {
      const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
      return Number(row?.n ?? 0);
    },
    async disable(userId) {
      await db.transaction(async (tx) => {
        await tx.delete(totpSecrets).where(eq(totpSecrets.user_id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
        await tx.update(users).set({ totp_enabled: sql`false` }).where(eq(users.id, userId));
      });
    },
  };
}
