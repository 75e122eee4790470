import type { apiKeys, users } from "../schema/index.ts";

/** An account as stored (the SQLite schema is the reference shape; PostgreSQL returns the same). */
export type UserRow = typeof users.$inferSelect;
/** An API key row as stored (hash and prefix only). */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The columns auth needs, read on every authenticated request. */
export interface AuthUser {
  id: string;
  /** The key the caller presented; null for a page of a web session that signed in otherwise. */
  key_id: string | null;
  tier: string;
  is_admin: boolean;
}

/** A key to store: its id, SHA-256 hash and display prefix. */
export interface StoredKey {
  id: string;
  hash: string;
  prefix: string;
}

/** Account storage: users and their hashed API keys. */
export interface UsersRepo {
  /**
   * The user owning an active key hash, or null. A change by any process (rotation, revocation,
   * tier) is seen by the next call: SQLite memoises only while the database is unchanged,
   * PostgreSQL reads every time.
   */
  findByKeyHash(keyHash: string): Promise<AuthUser | null>;
  findById(id: string): Promise<UserRow | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<UserRow | null>;
  /** Create a user with its first key in one transaction. Rejects on a duplicate email. */
  create(user: { id: string; email: string; tier: string; is_admin: boolean; now: number }, key: StoredKey): Promise<UserRow>;
  /**
   * Revoke every active key of a user and add a new one, atomically; every server forgets the old
   * key, and the web sessions signed in with an old key end in the same transaction. The session
   * `keepSessionId`, when it signed in with a key, moves to the new one: the browser that asked for
   * the key stays signed in.
   */
  rotateKey(userId: string, key: StoredKey, now: number, keepSessionId?: string): Promise<void>;
  setTier(userId: string, tier: string): Promise<void>;
  /** Store (or clear, with null) the Argon2id hash of the account's web password. */
  setPasswordHash(userId: string, hash: string | null): Promise<void>;
  /** Whether the account has a key that works: `user disable` revokes them all, and such an account cannot sign in. */
  isEnabled(userId: string): Promise<boolean>;
  setSubscriptionStatus(userId: string, status: string | null): Promise<void>;
}

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
export interface UserAdminRepo {
  /** Every account, oldest first. */
  list(): Promise<AccountSummary[]>;
  /** Revoke every key, end every web session and stop every hunt of an account, in one transaction. */
  disable(userId: string, now: number): Promise<{ keys: number; hunts: number; sessions: number }>;
}
