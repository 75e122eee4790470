import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, customType, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { jsonValue } from "./db.ts";
import type { HuntConfig, HuntCriteria, SourcesEnabled } from "@rackhunt/core/schemas";
import type { SourceTallyRow } from "../schema/hunts.ts";

// The PostgreSQL twin of db/schema (SQLite): the same tables, columns and indexes, in PostgreSQL's
// types (epoch-ms times as bigint, flags as boolean, JSON as json so its text is kept as written).
// The repositories return the contracts' row types (made from the SQLite schema), so the compiler
// checks these columns against them.

/**
 * A json column written as its text cast to json. drizzle's own json() stringifies the value and
 * Bun.sql then encodes that string as JSON again, so a document would be stored as one JSON
 * string (`"{\"query\":…}"`), unreadable to `->>` and to anyone reading a pg_dump.
 */
const json = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "json",
  toDriver: (value) => sql`${JSON.stringify(value)}::text::json`,
  fromDriver: jsonValue,
});

/** Epoch milliseconds: past int4, read back as a JS number. */
const ms = (name: string) => bigint(name, { mode: "number" });

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  tier: text("tier").notNull().default("free"),
  is_admin: boolean("is_admin").notNull().default(false),
  messaging_chat_id: text("messaging_chat_id"),
  totp_enabled: boolean("totp_enabled").notNull().default(false),
  password_hash: text("password_hash"),
  billing_customer_id: text("billing_customer_id"),
  billing_subscription_id: text("billing_subscription_id"),
  subscription_status: text("subscription_status"),
  created_at: ms("created_at").notNull(),
}, (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)]);

export const apiKeys = pgTable("api_keys", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  key_hash: text("key_hash").notNull(),
  prefix: text("prefix").notNull(),
  created_at: ms("created_at").notNull(),
  revoked_at: ms("revoked_at"),
}, (t) => [uniqueIndex("api_keys_hash_unique").on(t.key_hash), index("api_keys_user").on(t.user_id)]);

export const hunts = pgTable("hunts", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  config: json("config").$type<HuntConfig>().notNull(),
  criteria: json("criteria").$type<HuntCriteria>(),
  target_price: doublePrecision("target_price"),
  ceiling_price: doublePrecision("ceiling_price"),
  sources_enabled: json("sources_enabled").$type<SourcesEnabled>(),
  poll_interval_hours: integer("poll_interval_hours").notNull().default(24),
  active: boolean("active").notNull().default(true),
  paused_until: ms("paused_until"),
  created_at: ms("created_at").notNull(),
  updated_at: ms("updated_at").notNull(),
  last_run_at: ms("last_run_at"),
  last_manual_scan_at: ms("last_manual_scan_at"),
  alert_count: integer("alert_count").notNull().default(0),
  last_alert_at: ms("last_alert_at"),
  last_alert_status: text("last_alert_status"),
  last_streamed_at: ms("last_streamed_at"),
  next_run_at: ms("next_run_at").notNull().default(0),
  lease_owner: text("lease_owner"),
  lease_until: ms("lease_until"),
  last_source_errors: json("last_source_errors"),
  last_scan_tally: json("last_scan_tally").$type<SourceTallyRow[]>(),
}, (t) => [index("hunts_user").on(t.user_id, t.created_at, t.id), index("hunts_due").on(t.active, t.next_run_at)]);

export const listings = pgTable("listings", {
  id: text("id").primaryKey(),
  source: text("source").notNull(),
  external_id: text("external_id").notNull(),
  title: text("title"),
  url: text("url"),
  price: doublePrecision("price"),
  currency: text("currency"),
  capacity: text("capacity"),
  category: text("category"),
  condition: text("condition"),
  component_id: text("component_id"),
  location: text("location"),
  status: text("status").notNull().default("active"),
  score: integer("score"),
  verdict: text("verdict"),
  action: text("action"),
  market_reasons: json("market_reasons").$type<string[]>(),
  facts: json("facts"),
  /** An auction first seen open: its item price (shipping apart) and hours left then; never updated. */
  spotted_price: doublePrecision("spotted_price"),
  spotted_hours: doublePrecision("spotted_hours"),
  /** The trusted benchmark median (USD per unit) it was last judged against while live; kept once sold. */
  judged_median: doublePrecision("judged_median"),
  first_seen: ms("first_seen").notNull(),
  last_seen: ms("last_seen").notNull(),
}, (t) => [
  uniqueIndex("listings_source_external").on(t.source, t.external_id),
  index("listings_last_seen").on(t.last_seen),
  index("listings_component").on(t.component_id),
]);

export const scanResults = pgTable("scan_results", {
  id: text("id").primaryKey(),
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull(),
  listing_id: text("listing_id").references(() => listings.id, { onDelete: "set null" }),
  price: doublePrecision("price"),
  score: integer("score"),
  action: text("action"),
  verdict: text("verdict"),
  /** JSON text of the scoring reasons, as SQLite keeps it. */
  reasons: text("reasons"),
  /** JSON text of the reasons' codes. */
  reason_codes: text("reason_codes"),
  is_backfill: boolean("is_backfill").notNull().default(false),
  run_id: text("run_id").notNull(),
  run_at: ms("run_at").notNull(),
}, (t) => [index("scan_results_user_run").on(t.user_id, t.run_at, t.action), index("scan_results_hunt_run").on(t.hunt_id, t.run_at, t.action)]);

export const alerts = pgTable("alerts", {
  id: text("id").primaryKey(),
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  listing_id: text("listing_id").notNull().references(() => listings.id, { onDelete: "cascade" }),
  result_id: text("result_id"),
  channel: text("channel"),
  action: text("action"),
  score: integer("score"),
  price: doublePrecision("price"),
  sent_at: ms("sent_at").notNull(),
  fingerprint: text("fingerprint"),
}, (t) => [index("alerts_hunt").on(t.hunt_id, t.sent_at), uniqueIndex("alerts_result").on(t.result_id)]);

export const huntListings = pgTable("hunt_listings", {
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  listing_id: text("listing_id").notNull().references(() => listings.id, { onDelete: "cascade" }),
  score: integer("score"),
  action: text("action"),
  verdict: text("verdict"),
  reason_codes: text("reason_codes"),
  updated_at: ms("updated_at").notNull(),
}, (t) => [primaryKey({ columns: [t.hunt_id, t.listing_id] }), index("hunt_listings_action").on(t.hunt_id, t.action, t.updated_at)]);

export const resultCounts = pgTable("result_counts", {
  user_id: text("user_id").notNull(),
  hunt_id: text("hunt_id").notNull().references(() => hunts.id, { onDelete: "cascade" }),
  action: text("action").notNull(),
  n: integer("n").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.hunt_id, t.action] }), index("result_counts_user").on(t.user_id)]);

export const components = pgTable("components", {
  id: text("id").primaryKey(),
  category: text("category"),
  subcategory: text("subcategory"),
  brand: text("brand"),
  model: text("model"),
  mpn: text("mpn"),
  capacity: text("capacity"),
  capacity_gb: doublePrecision("capacity_gb"),
  interface: text("interface"),
  form_factor: text("form_factor"),
  generation: text("generation"),
  /** JSON text, as SQLite keeps it (see catalog-sync). */
  attributes: text("attributes"),
  created_at: ms("created_at").notNull(),
  updated_at: ms("updated_at").notNull(),
}, (t) => [index("components_category").on(t.category)]);

export const componentAliases = pgTable("component_aliases", {
  /** Insertion order, as SQLite's rowid keeps it. */
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  component_id: text("component_id").notNull().references(() => components.id, { onDelete: "cascade" }),
  alias: text("alias").notNull(),
  kind: text("kind").notNull().default("name"),
}, (t) => [index("component_aliases_alias").on(t.alias), index("component_aliases_component").on(t.component_id)]);

export const priceObservations = pgTable("price_observations", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  component_id: text("component_id").notNull(),
  price: doublePrecision("price").notNull(),
  observed_at: ms("observed_at").notNull(),
  source: text("source"),
  condition: text("condition"),
  location: text("location"),
  listing_id: text("listing_id"),
  kind: text("kind").notNull().default("sold"),
  /** A sold auction seen while open: its close ÷ its item price when first seen, and the hours it had left then. */
  close_ratio: doublePrecision("close_ratio"),
  spotted_hours: doublePrecision("spotted_hours"),
  /** The writing transaction's id: the feed's cut (see pg/repos/observation-feed.ts). */
  tx: bigint("tx", { mode: "number" }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
}, (t) => [
  index("price_observations_component_time").on(t.component_id, t.observed_at),
  index("price_observations_listing").on(t.listing_id),
  index("price_observations_time").on(t.observed_at, t.component_id),
  index("price_observations_tx").on(t.tx),
]);

export const channels = pgTable("channels", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  label: text("label").notNull(),
  channel_type: text("channel_type").notNull(),
  notify_url_encrypted: text("notify_url_encrypted").notNull(),
  redacted_url: text("redacted_url").notNull(),
  webhook_secret_encrypted: text("webhook_secret_encrypted"),
  enabled: boolean("enabled").notNull().default(true),
  is_default: boolean("is_default").notNull().default(false),
  alerts_sent: integer("alerts_sent").notNull().default(0),
  alerts_opened: integer("alerts_opened").notNull().default(0),
  alerts_clicked: integer("alerts_clicked").notNull().default(0),
  created_at: ms("created_at").notNull(),
}, (t) => [index("channels_user").on(t.user_id)]);

export const outbox = pgTable("outbox", {
  id: text("id").primaryKey(),
  alert_id: text("alert_id").notNull(),
  channel_id: text("channel_id").notNull().references(() => channels.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull(),
  payload: json("payload").notNull(),
  status: text("status").notNull().default("pending"),
  digest: boolean("digest").notNull().default(false),
  attempts: integer("attempts").notNull().default(0),
  next_attempt_at: ms("next_attempt_at").notNull(),
  lease_owner: text("lease_owner"),
  lease_until: ms("lease_until"),
  last_status: integer("last_status"),
  last_error: text("last_error"),
  created_at: ms("created_at").notNull(),
  delivered_at: ms("delivered_at"),
}, (t) => [index("outbox_due").on(t.status, t.next_attempt_at), uniqueIndex("outbox_alert_channel").on(t.alert_id, t.channel_id)]);

export const payments = pgTable("payments", {
  /** Insertion order, as SQLite's rowid keeps it (ties of created_at). */
  seq: bigserial("seq", { mode: "number" }).unique(),
  id: text("id").primaryKey(),
  rail: text("rail").notNull(),
  payer: text("payer").notNull(),
  nonce: text("nonce").notNull(),
  amount: text("amount").notNull(),
  resource: text("resource").notNull(),
  outcome: text("outcome").notNull(),
  transaction: text("transaction"),
  created_at: ms("created_at").notNull(),
  updated_at: ms("updated_at").notNull(),
}, (t) => [uniqueIndex("payments_payer_nonce").on(t.payer, t.nonce)]);

export const publicQuota = pgTable("public_quota", {
  ip: text("ip").notNull(),
  day: text("day").notNull(),
  count: integer("count").notNull().default(0),
}, (t) => [uniqueIndex("public_quota_ip_day").on(t.ip, t.day)]);

export const soldFetches = pgTable("sold_fetches", {
  source: text("source").notNull(),
  query_key: text("query_key").notNull(),
  query: text("query").notNull(),
  next_run_at: ms("next_run_at").notNull(),
  last_run_at: ms("last_run_at"),
  last_error: text("last_error"),
  last_count: integer("last_count"),
  lease_owner: text("lease_owner"),
  lease_until: ms("lease_until"),
}, (t) => [primaryKey({ columns: [t.source, t.query_key] }), index("sold_fetches_due").on(t.next_run_at)]);

export const healthProbe = pgTable("health_probe", {
  id: integer("id").primaryKey(),
  checked_at: ms("checked_at").notNull(),
});

/** Rate-limit windows shared by every API server: requests counted per key and fixed window. */
export const rateWindows = pgTable("rate_windows", {
  key: text("key").notNull(),
  /** The window's index (epoch ms / window length). */
  window: bigint("window", { mode: "number" }).notNull(),
  count: integer("count").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.window] })]);

/** Web sessions (see db/schema/web.ts): only the token's SHA-256 is stored. */
export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull(),
  csrf_token: text("csrf_token").notNull(),
  stage: text("stage").notNull().default("full"),
  method: text("method").notNull(),
  api_key_id: text("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
  user_agent: text("user_agent"),
  ip: text("ip"),
  created_at: ms("created_at").notNull(),
  last_seen_at: ms("last_seen_at").notNull(),
  expires_at: ms("expires_at").notNull(),
}, (t) => [uniqueIndex("sessions_token_unique").on(t.token_hash), index("sessions_user").on(t.user_id)]);

export const totpSecrets = pgTable("totp_secrets", {
  user_id: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  secret_encrypted: text("secret_encrypted").notNull(),
  confirmed_at: ms("confirmed_at"),
  last_step: bigint("last_step", { mode: "number" }).notNull().default(0),
  created_at: ms("created_at").notNull(),
});

export const recoveryCodes = pgTable("recovery_codes", {
  id: text("id").primaryKey(),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  code_hash: text("code_hash").notNull(),
  used_at: ms("used_at"),
  created_at: ms("created_at").notNull(),
}, (t) => [uniqueIndex("recovery_codes_hash_unique").on(t.user_id, t.code_hash)]);

export const feedTokens = pgTable("feed_tokens", {
  hunt_id: text("hunt_id").primaryKey().references(() => hunts.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull(),
  token_encrypted: text("token_encrypted").notNull(),
  created_at: ms("created_at").notNull(),
}, (t) => [uniqueIndex("feed_tokens_hash_unique").on(t.token_hash)]);

/** An account's label of one alert (deal, edge, noise), one per alert and account. */
export const alertFeedback = pgTable("alert_feedback", {
  alert_id: text("alert_id").notNull().references(() => alerts.id, { onDelete: "cascade" }),
  user_id: text("user_id").notNull(),
  label: text("label").notNull(),
  reason: text("reason"),
  via: text("via").notNull(),
  updated_at: ms("updated_at").notNull(),
}, (t) => [primaryKey({ columns: [t.alert_id, t.user_id] }), index("alert_feedback_time").on(t.updated_at)]);

/** Feedback links already followed (a link works once). */
export const feedbackLinksSpent = pgTable("feedback_links_spent", {
  link_id: text("link_id").primaryKey(),
  spent_at: ms("spent_at").notNull(),
});

/** A listing judged while live and later seen sold: its sold price beside the median it was judged against. */
export const realizedSales = pgTable("realized_sales", {
  listing_id: text("listing_id").primaryKey().references(() => listings.id, { onDelete: "cascade" }),
  source: text("source").notNull(),
  category: text("category"),
  condition: text("condition"),
  judged_median: doublePrecision("judged_median").notNull(),
  sold_price: doublePrecision("sold_price").notNull(),
  sold_at: ms("sold_at").notNull(),
}, (t) => [index("realized_sales_time").on(t.sold_at)]);
/** Each source's stream of newest items (see db/schema/stream.ts): cursor, state and reader lease. */
export const streamSources = pgTable("stream_sources", {
  source: text("source").primaryKey(),
  cursor: text("cursor").notNull().default('{"heads":{}}'),
  status: text("status").notNull().default("ok"),
  failure: text("failure"),
  failures: integer("failures").notNull().default(0),
  next_read_at: ms("next_read_at").notNull().default(0),
  last_read_at: ms("last_read_at"),
  items: integer("items").notNull().default(0),
  malformed: integer("malformed").notNull().default(0),
  lease_owner: text("lease_owner"),
  lease_until: ms("lease_until"),
});

/** Alert latency: posted (else first seen) to first instant delivery, per source. */
export const alertLatency = pgTable("alert_latency", {
  alert_id: text("alert_id").primaryKey(),
  hunt_id: text("hunt_id").notNull(),
  source: text("source").notNull(),
  origin_at: ms("origin_at").notNull(),
  delivered_at: ms("delivered_at"),
}, (t) => [index("alert_latency_delivered").on(t.delivered_at)]);
