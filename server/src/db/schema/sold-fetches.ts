import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Sold-comparable fetches: one row per (source, query) any hunt searches, on its own slower
 * schedule (RACKHUNT_SOLD_COMPS_HOURS), shared by every hunt with that query. A new hunt's query is
 * due at once, so its first scan already has a market where the source shows sales.
 */
export const soldFetches = sqliteTable("sold_fetches", {
  source: text("source").notNull(),
  /** The query normalised (lower case, single spaces). */
  query_key: text("query_key").notNull(),
  query: text("query").notNull(),
  next_run_at: integer("next_run_at").notNull(),
  last_run_at: integer("last_run_at"),
  last_error: text("last_error"),
  /** Sales read by the last run. */
  last_count: integer("last_count"),
  lease_owner: text("lease_owner"),
  lease_until: integer("lease_until"),
}, (t) => [primaryKey({ columns: [t.source, t.query_key] }), index("sold_fetches_due").on(t.next_run_at)]);
