import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { alerts, listings } from "./listings.ts";

/** An account's label of one alert: deal, edge or noise, with an optional reason; one per alert and account. */
export const alertFeedback = sqliteTable("alert_feedback", {
  alert_id: text("alert_id").notNull().references(() => alerts.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull(),
  label: text("label").notNull(),
  reason: text("reason"),
  /** Where it was set: a feedback link of a message, the REST/MCP operation, or the web app. */
  via: text("via").notNull(),
  updated_at: integer("updated_at").notNull(),
}, (t) => [primaryKey({ columns: [t.alert_id, t.user_id] }), index("alert_feedback_time").on(t.updated_at)]);

/** Feedback links already followed: a link works once, then answers 410. */
export const feedbackLinksSpent = sqliteTable("feedback_links_spent", {
  link_id: text("link_id").primaryKey(),
  spent_at: integer("spent_at").notNull(),
});

/** A listing judged while live and later seen sold: its sold price beside the median it was judged against. */
export const realizedSales = sqliteTable("realized_sales", {
  listing_id: text("listing_id").primaryKey().references(() => listings.id, { onDelete: "cascade" }),
  source: text("source").notNull(),
  category: text("category"),
  condition: text("condition"),
  judged_median: real("judged_median").notNull(),
  sold_price: real("sold_price").notNull(),
  sold_at: integer("sold_at").notNull(),
}, (t) => [index("realized_sales_time").on(t.sold_at)]);
