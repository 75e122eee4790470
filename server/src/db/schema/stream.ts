import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Each source's stream of newest items (server/src/stream): where its cursor is, whether it is
 * failing and why, when it is read next, and which process holds the lease to read it (one reader
 * per source at a time; a lease not renewed is taken over).
 */
export const streamSources = sqliteTable("stream_sources", {
  source: text("source").primaryKey(),
  /** The StreamCursor as JSON text. */
  cursor: text("cursor").notNull().default('{"heads":{}}'),
  /** `ok` or `failing`. */
  status: text("status").notNull().default("ok"),
  failure: text("failure"),
  /** Consecutive failed reads: the backoff's attempt. */
  failures: integer("failures").notNull().default(0),
  next_read_at: integer("next_read_at").notNull().default(0),
  last_read_at: integer("last_read_at"),
  /** New items read and malformed items skipped, since the stream began. */
  items: integer("items").notNull().default(0),
  malformed: integer("malformed").notNull().default(0),
  lease_owner: text("lease_owner"),
  lease_until: integer("lease_until"),
});

/**
 * Alert latency: when the listing behind an alert was posted (else first seen), and when the alert
 * was first delivered to an instant destination; p50/p95 per source are read from here.
 */
export const alertLatency = sqliteTable("alert_latency", {
  alert_id: text("alert_id").primaryKey(),
  hunt_id: text("hunt_id").notNull(),
  source: text("source").notNull(),
  origin_at: integer("origin_at").notNull(),
  delivered_at: integer("delivered_at"),
}, (t) => [index("alert_latency_delivered").on(t.delivered_at)]);
