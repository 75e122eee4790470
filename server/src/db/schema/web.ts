import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { hunts } from "./hunts.ts";
import { apiKeys, users } from "./users.ts";

/**
 * Web sessions, server-side so they can be listed and revoked. The cookie carries a random token;
 * only its SHA-256 is stored. `stage` is `totp` between a right password and the second factor.
 */
export const sessions = sqliteTable("sessions", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull(),
  /** The per-session token every form carries (CSRF). */
  csrf_token: text("csrf_token").notNull(),
  stage: text("stage").notNull().default("full"),
  /** How the session signed in: `password`, `password+totp`, `password+recovery` or `api_key`. */
  method: text("method").notNull(),
  /** The key a session signed in with (`api_key`): it lives only while that key does. */
  api_key_id: text("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
  user_agent: text("user_agent"),
  ip: text("ip"),
  created_at: integer("created_at").notNull(),
  last_seen_at: integer("last_seen_at").notNull(),
  expires_at: integer("expires_at").notNull(),
}, (t) => [uniqueIndex("sessions_token_unique").on(t.token_hash), index("sessions_user").on(t.user_id)]);

/** An account's TOTP secret (RFC 6238), encrypted at rest; `confirmed_at` null while enrolling. */
export const totpSecrets = sqliteTable("totp_secrets", {
  user_id: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  secret_encrypted: text("secret_encrypted").notNull(),
  confirmed_at: integer("confirmed_at"),
  /** The newest 30-second step a code was accepted for: a code works once. */
  last_step: integer("last_step").notNull().default(0),
  created_at: integer("created_at").notNull(),
});

/** One-time recovery codes of the second factor, stored as SHA-256 hashes. */
export const recoveryCodes = sqliteTable("recovery_codes", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  code_hash: text("code_hash").notNull(),
  used_at: integer("used_at"),
  created_at: integer("created_at").notNull(),
}, (t) => [uniqueIndex("recovery_codes_hash_unique").on(t.user_id, t.code_hash)]);

/**
 * The secret of a hunt's Atom feed (feed readers cannot send headers, so the URL carries it):
 * looked up by hash, kept encrypted so the hunt page can show the URL again.
 */
export const feedTokens = sqliteTable("feed_tokens", {
  hunt_id: text("hunt_id").primaryKey().references(() => hunts.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull(),
  token_encrypted: text("token_encrypted").notNull(),
  created_at: integer("created_at").notNull(),
}, (t) => [uniqueIndex("feed_tokens_hash_unique").on(t.token_hash)]);
