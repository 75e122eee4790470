import type { AuthUser } from "./contracts/index.ts";

/**
 * How long a resolved key is trusted from memory. Rotation and tier changes made through this
 * process clear it at once (and, on PostgreSQL, on every server: see pg/repos/users.ts); another
 * process sharing a SQLite file sees them within this time.
 */
export const AUTH_CACHE_MS = 5_000;
const AUTH_CACHE_MAX = 10_000;

/**
 * Resolved API keys kept briefly in memory: every authenticated request resolves its key, and
 * the join costs more than the rest of auth. Unknown keys are never cached, so guessing cannot
 * fill memory.
 */
export function createAuthCache() {
  const entries = new Map<string, { user: AuthUser; at: number }>();
  return {
    /** The cached user of a key hash, or undefined when absent or expired. */
    get(keyHash: string, now: number): AuthUser | undefined {
      const hit = entries.get(keyHash);
      return hit && now - hit.at < AUTH_CACHE_MS ? hit.user : undefined;
    },
    /** Remember what a lookup found (null: forget the key). */
    set(keyHash: string, user: AuthUser | null, now: number): void {
      if (!user) {
        entries.delete(keyHash);
        return;
      }
      if (entries.size >= AUTH_CACHE_MAX) entries.clear();
      entries.set(keyHash, { user, at: now });
    },
    /** Drop every key of an account (rotation, tier change, disable). */
    forgetUser(userId: string): void {
      for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
    },
  };
}
export type AuthCache = ReturnType<typeof createAuthCache>;
