/** A stored web session (the token itself is never stored, only its hash). */
export interface SessionRow {
  id: string;
  user_id: string;
  token_hash: string;
  csrf_token: string;
  /** `full`, or `totp` while the second factor is still owed. */
  stage: string;
  method: string;
  /** The API key a session signed in with: the session ends when that key is replaced or revoked. */
  api_key_id: string | null;
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
export interface SessionsRepo {
  insert(row: SessionRow): Promise<void>;
  /**
   * The unexpired session of a token hash, with its account; null when revoked, expired or
   * unknown, or when the API key it signed in with no longer works.
   */
  findByTokenHash(tokenHash: string, now: number): Promise<SessionWithUser | null>;
  /** Note that a session was used (callers throttle this: it is a write). */
  touch(id: string, now: number): Promise<void>;
  /** The second factor was given: the session becomes a full one until `expiresAt`. False when it was not pending. */
  completeSecondFactor(id: string, method: string, expiresAt: number): Promise<boolean>;
  /** The account's signed-in sessions, most recently used first. */
  list(userId: string, now: number): Promise<SessionRow[]>;
  /** Revoke one session of this account; false when it is not theirs or already gone. */
  revoke(userId: string, id: string): Promise<boolean>;
  /** Revoke every session of the account but `keepId` (after a password change). */
  revokeOthers(userId: string, keepId: string): Promise<number>;
  /** Revoke every session of the account (the account was disabled). */
  revokeAll(userId: string): Promise<number>;
  /** Drop expired sessions. */
  prune(now: number): Promise<number>;
}

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
export interface SecondFactorRepo {
  /** The account's secret, confirmed or still enrolling; null when it has none. */
  get(userId: string): Promise<TotpRow | null>;
  /** Start (or restart) enrolment with a new secret; refused (false) while a confirmed one exists. */
  begin(userId: string, secretEncrypted: string, now: number): Promise<boolean>;
  /**
   * Confirm enrolment at the step of the code that proved it, set `totp_enabled` and replace the
   * recovery codes, in one transaction. False when nothing was pending.
   */
  confirm(userId: string, step: number, codeHashes: readonly string[], now: number): Promise<boolean>;
  /** Accept a code's step once: false when this step or a later one was already used. */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Spend a recovery code: false when it is unknown or was used. */
  useRecoveryCode(userId: string, codeHash: string, now: number): Promise<boolean>;
  /** Recovery codes not yet used. */
  recoveryCodesLeft(userId: string): Promise<number>;
  /** Turn the second factor off: secret, codes and flag go together. */
  disable(userId: string): Promise<void>;
}

/** A hunt's feed secret as stored. */
export interface FeedTokenRow {
  hunt_id: string;
  user_id: string;
  token_hash: string;
  token_encrypted: string;
  created_at: number;
}

/** The per-hunt secrets of the Atom feeds: one per hunt, replaced or revoked from the hunt page. */
export interface FeedTokensRepo {
  /** The feed a token opens, or null (unknown or revoked). */
  findByHash(tokenHash: string): Promise<FeedTokenRow | null>;
  /** The current token of this user's hunt, or null. */
  forHunt(userId: string, huntId: string): Promise<FeedTokenRow | null>;
  /** Set (or replace: the old URL stops working) the token of this user's hunt; false when the hunt is not theirs. */
  put(userId: string, huntId: string, tokenHash: string, tokenEncrypted: string, now: number): Promise<boolean>;
  /** Revoke the hunt's token; false when it had none. */
  revoke(userId: string, huntId: string): Promise<boolean>;
}
