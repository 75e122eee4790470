import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { hunts } from "./hunts.ts";

/** Listings seen on sources, one row per (source, external_id). */
export const listings = sqliteTable("listings", {
  id: text("id").primaryKey(),
  source: text("source").notNull(),
  external_id: text("external_id").notNull(),
  title: text("title"),
  url: text("url"),
  price: real("price"),
  currency: text("currency"),
  capacity: text("capacity"),
  category: text("category"),
  condition: text("condition"),
  component_id: text("component_id"),
  location: text("location"),
  status: text("status").notNull().default("active"),
  /** Its own judgement against its variant's benchmark, no hunt's (the Listing resource fields). */
  score: integer("score"),
  verdict: text("verdict"),
  action: text("action"),
  /** The reasons of its own verdict (JSON array), as the judgement gave them. */
  market_reasons: text("market_reasons", { mode: "json" }).$type<string[]>(),
  /** Raw and parsed facts as JSON, kept so later hunts can be backfilled without refetching. */
  facts: text("facts", { mode: "json" }),
  /** An auction first seen open: its item price (shipping apart) and hours left then; never updated. */
  spotted_price: real("spotted_price"),
  spotted_hours: real("spotted_hours"),
  /** The trusted benchmark median (USD per unit) it was last judged against while live; kept once sold. */
  judged_median: real("judged_median"),
  first_seen: integer("first_seen").notNull(),
  last_seen: integer("last_seen").notNull(),
}, (t) => [
  uniqueIndex("listings_source_external").on(t.source, t.external_id),
  index("listings_last_seen").on(t.last_seen),
  index("listings_component").on(t.component_id),
]);

/** One listing evaluated against one hunt in one run. */
export const scanResults = sqliteTable("scan_results", {
  id: text("id").primaryKey(),
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull(),
  listing_id: text("listing_id").references(() => listings.id, { onDelete: "set null" }),
  price: real("price"),
  score: integer("score"),
  action: text("action"),
  verdict: text("verdict"),
  reasons: text("reasons", { mode: "json" }),
  /** The reasons' stable codes (JSON array: TARGET_MET, ABOVE_MARKET_MEDIAN, CONDITION, ...). */
  reason_codes: text("reason_codes", { mode: "json" }).$type<string[]>(),
  is_backfill: integer("is_backfill", { mode: "boolean" }).notNull().default(false),
  run_id: text("run_id").notNull(),
  run_at: integer("run_at").notNull(),
}, (t) => [
  // action rides along in the feed indexes: a filtered feed page is then read from the index
  // alone, without a table lookup for each row it passes over.
  index("scan_results_user_run").on(t.user_id, t.run_at, t.action),
  index("scan_results_hunt_run").on(t.hunt_id, t.run_at, t.action),
]);

/** Alerts: at most one per hunt and listing (price-drop re-alerts update this row's price). */
export const alerts = sqliteTable("alerts", {
  id: text("id").primaryKey(),
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  listing_id: text("listing_id").notNull().references(() => listings.id, { onDelete: "cascade" }),
  result_id: text("result_id"),
  channel: text("channel"),
  action: text("action"),
  score: integer("score"),
  price: real("price"),
  sent_at: integer("sent_at").notNull(),
  /** Identity of the item across sources, so a cross-posted item alerts once per hunt. */
  fingerprint: text("fingerprint"),
}, (t) => [
  index("alerts_hunt").on(t.hunt_id, t.sent_at),
  uniqueIndex("alerts_result").on(t.result_id),
]);

/** The latest judgement of each listing for each hunt: what GET /hunts/{id}/listings reads. */
export const huntListings = sqliteTable("hunt_listings", {
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  listing_id: text("listing_id").notNull().references(() => listings.id, { onDelete: "cascade" }),
  score: integer("score"),
  action: text("action"),
  verdict: text("verdict"),
  reason_codes: text("reason_codes", { mode: "json" }).$type<string[]>(),
  updated_at: integer("updated_at").notNull(),
}, (t) => [primaryKey({ columns: [t.hunt_id, t.listing_id] }), index("hunt_listings_action").on(t.hunt_id, t.action, t.updated_at)]);

/** Result counts per hunt and action, kept with every insert so the feed's total never scans the table. */
export const resultCounts = sqliteTable("result_counts", {
  user_id: text("user_id").notNull(),
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  action: text("action").notNull(),
  n: integer("n").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.hunt_id, t.action] }), index("result_counts_user").on(t.user_id)]);
