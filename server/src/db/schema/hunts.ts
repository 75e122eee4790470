import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { HuntConfig, HuntCriteria, SourcesEnabled } from "@rackhunt/core/schemas";

/** One source of a hunt's last scan: what it read, what the hunt kept, and why it kept out the rest. */
export interface SourceTallyRow {
  source: string;
  listings: number;
  kept: number;
  excluded: Record<string, number>;
  skipped: Record<string, number>;
}
import { users } from "./users.ts";

/** Saved searches. JSON columns hold the validated config, criteria and sources_enabled. */
export const hunts = sqliteTable("hunts", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  config: text("config", { mode: "json" }).$type<HuntConfig>().notNull(),
  criteria: text("criteria", { mode: "json" }).$type<HuntCriteria>(),
  target_price: real("target_price"),
  ceiling_price: real("ceiling_price"),
  sources_enabled: text("sources_enabled", { mode: "json" }).$type<SourcesEnabled>(),
  poll_interval_hours: integer("poll_interval_hours").notNull().default(24),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  paused_until: integer("paused_until"),
  created_at: integer("created_at").notNull(),
  updated_at: integer("updated_at").notNull(),
  last_run_at: integer("last_run_at"),
  last_manual_scan_at: integer("last_manual_scan_at"),
  alert_count: integer("alert_count").notNull().default(0),
  last_alert_at: integer("last_alert_at"),
  last_alert_status: text("last_alert_status"),
  /** When the stream last recorded a judgement for the hunt: part of the scanner's state-cache stamp. */
  last_streamed_at: integer("last_streamed_at"),
  /** When the next scheduled scan is due; the scheduler leases by this. */
  next_run_at: integer("next_run_at").notNull().default(0),
  /** Scheduler lease: owner and expiry, set by one conditional UPDATE. */
  lease_owner: text("lease_owner"),
  lease_until: integer("lease_until"),
  /** The sources that failed in the hunt's last scan, `[{source, error}]`; null when none did. */
  last_source_errors: text("last_source_errors", { mode: "json" }),
  /** What the hunt's last scan kept of each source and why it kept out the rest, `[{source, listings, kept, excluded, skipped}]`. */
  last_scan_tally: text("last_scan_tally", { mode: "json" }).$type<SourceTallyRow[]>(),
}, (t) => [index("hunts_user").on(t.user_id, t.created_at, t.id), index("hunts_due").on(t.active, t.next_run_at)]);
