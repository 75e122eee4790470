import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Accounts. Times are epoch milliseconds. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  tier: text("tier").notNull().default("free"),
  is_admin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  messaging_chat_id: text("messaging_chat_id"),
  totp_enabled: integer("totp_enabled", { mode: "boolean" }).notNull().default(false),
  password_hash: text("password_hash"),
  billing_customer_id: text("billing_customer_id"),
  billing_subscription_id: text("billing_subscription_id"),
  subscription_status: text("subscription_status"),
  created_at: integer("created_at").notNull(),
}, (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)]);

/** API keys, stored only as SHA-256 hashes. A revoked key never authenticates again. */
export const apiKeys = sqliteTable("api_keys", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  key_hash: text("key_hash").notNull(),
  /** First characters of the key, to tell keys apart in support without revealing them. */
  prefix: text("prefix").notNull(),
  created_at: integer("created_at").notNull(),
  revoked_at: integer("revoked_at"),
}, (t) => [uniqueIndex("api_keys_hash_unique").on(t.key_hash), index("api_keys_user").on(t.user_id)]);
