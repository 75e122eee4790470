import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users.ts";

/** Notification channels. The destination is stored encrypted, never in clear. */
export const channels = sqliteTable("channels", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  label: text("label").notNull(),
  channel_type: text("channel_type").notNull(),
  notify_url_encrypted: text("notify_url_encrypted").notNull(),
  redacted_url: text("redacted_url").notNull(),
  /** Signing secret of a webhook channel, encrypted like notify_url (aad `<id>:webhook_secret`). */
  webhook_secret_encrypted: text("webhook_secret_encrypted"),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  is_default: integer("is_default", { mode: "boolean" }).notNull().default(false),
  alerts_sent: integer("alerts_sent").notNull().default(0),
  alerts_opened: integer("alerts_opened").notNull().default(0),
  alerts_clicked: integer("alerts_clicked").notNull().default(0),
  created_at: integer("created_at").notNull(),
}, (t) => [index("channels_user").on(t.user_id)]);

/** Delivery outbox: one row per alert and channel, written in the alert's transaction. */
export const outbox = sqliteTable("outbox", {
  id: text("id").primaryKey(),
  alert_id: text("alert_id").notNull(),
  channel_id: text("channel_id").notNull().references(() => channels.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull(),
  payload: text("payload", { mode: "json" }).notNull(),
  /** pending -> sending (leased) -> delivered | pending (retry) | failed. */
  status: text("status").notNull().default("pending"),
  /** Email rows: sent together per channel when the digest window closes. */
  digest: integer("digest", { mode: "boolean" }).notNull().default(false),
  attempts: integer("attempts").notNull().default(0),
  next_attempt_at: integer("next_attempt_at").notNull(),
  /** Worker holding the lease; only it may settle the row while the lease lasts. */
  lease_owner: text("lease_owner"),
  lease_until: integer("lease_until"),
  last_status: integer("last_status"),
  last_error: text("last_error"),
  created_at: integer("created_at").notNull(),
  delivered_at: integer("delivered_at"),
}, (t) => [
  index("outbox_due").on(t.status, t.next_attempt_at),
  uniqueIndex("outbox_alert_channel").on(t.alert_id, t.channel_id),
]);
