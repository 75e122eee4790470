import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Every payment attempt; (payer, nonce) is unique so an authorization is never accepted twice. */
export const payments = sqliteTable("payments", {
  id: text("id").primaryKey(),
  rail: text("rail").notNull(),
  payer: text("payer").notNull(),
  nonce: text("nonce").notNull(),
  amount: text("amount").notNull(),
  resource: text("resource").notNull(),
  outcome: text("outcome").notNull(),
  transaction: text("transaction"),
  created_at: integer("created_at").notNull(),
  updated_at: integer("updated_at").notNull(),
}, (t) => [uniqueIndex("payments_payer_nonce").on(t.payer, t.nonce)]);

/** Free public requests per IP per UTC day. */
export const publicQuota = sqliteTable("public_quota", {
  ip: text("ip").notNull(),
  day: text("day").notNull(),
  count: integer("count").notNull().default(0),
}, (t) => [uniqueIndex("public_quota_ip_day").on(t.ip, t.day)]);
