CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"hunt_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"result_id" text,
	"channel" text,
	"action" text,
	"score" integer,
	"price" double precision,
	"sent_at" bigint NOT NULL,
	"fingerprint" text
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"channel_type" text NOT NULL,
	"notify_url_encrypted" text NOT NULL,
	"redacted_url" text NOT NULL,
	"webhook_secret_encrypted" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"alerts_opened" integer DEFAULT 0 NOT NULL,
	"alerts_clicked" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_aliases" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"component_id" text NOT NULL,
	"alias" text NOT NULL,
	"kind" text DEFAULT 'name' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text,
	"subcategory" text,
	"brand" text,
	"model" text,
	"mpn" text,
	"capacity" text,
	"capacity_gb" double precision,
	"interface" text,
	"form_factor" text,
	"generation" text,
	"attributes" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_probe" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunt_listings" (
	"hunt_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"score" integer,
	"action" text,
	"verdict" text,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "hunt_listings_hunt_id_listing_id_pk" PRIMARY KEY("hunt_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "hunts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"config" json NOT NULL,
	"criteria" json,
	"target_price" double precision,
	"ceiling_price" double precision,
	"sources_enabled" json,
	"poll_interval_hours" integer DEFAULT 24 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paused_until" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"last_run_at" bigint,
	"last_manual_scan_at" bigint,
	"alert_count" integer DEFAULT 0 NOT NULL,
	"last_alert_at" bigint,
	"last_alert_status" text,
	"next_run_at" bigint DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" bigint
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text,
	"url" text,
	"price" double precision,
	"currency" text,
	"capacity" text,
	"category" text,
	"condition" text,
	"component_id" text,
	"location" text,
	"status" text DEFAULT 'active' NOT NULL,
	"score" integer,
	"verdict" text,
	"action" text,
	"facts" json,
	"first_seen" bigint NOT NULL,
	"last_seen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"user_id" text NOT NULL,
	"payload" json NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"lease_owner" text,
	"lease_until" bigint,
	"last_status" integer,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"rail" text NOT NULL,
	"payer" text NOT NULL,
	"nonce" text NOT NULL,
	"amount" text NOT NULL,
	"resource" text NOT NULL,
	"outcome" text NOT NULL,
	"transaction" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "payments_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"component_id" text NOT NULL,
	"price" double precision NOT NULL,
	"observed_at" bigint NOT NULL,
	"source" text,
	"condition" text,
	"location" text,
	"listing_id" text,
	"kind" text DEFAULT 'sold' NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_quota" (
	"ip" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_windows" (
	"key" text NOT NULL,
	"window" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_windows_key_window_pk" PRIMARY KEY("key","window")
);
--> statement-breakpoint
CREATE TABLE "result_counts" (
	"user_id" text NOT NULL,
	"hunt_id" text NOT NULL,
	"action" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "result_counts_hunt_id_action_pk" PRIMARY KEY("hunt_id","action")
);
--> statement-breakpoint
CREATE TABLE "scan_results" (
	"id" text PRIMARY KEY NOT NULL,
	"hunt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" text,
	"price" double precision,
	"score" integer,
	"action" text,
	"verdict" text,
	"reasons" text,
	"is_backfill" boolean DEFAULT false NOT NULL,
	"run_id" text NOT NULL,
	"run_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sold_fetches" (
	"source" text NOT NULL,
	"query_key" text NOT NULL,
	"query" text NOT NULL,
	"next_run_at" bigint NOT NULL,
	"last_run_at" bigint,
	"last_error" text,
	"last_count" integer,
	"lease_owner" text,
	"lease_until" bigint,
	CONSTRAINT "sold_fetches_source_query_key_pk" PRIMARY KEY("source","query_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"messaging_chat_id" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"billing_customer_id" text,
	"billing_subscription_id" text,
	"subscription_status" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_aliases" ADD CONSTRAINT "component_aliases_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_listings" ADD CONSTRAINT "hunt_listings_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_listings" ADD CONSTRAINT "hunt_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_counts" ADD CONSTRAINT "result_counts_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_results" ADD CONSTRAINT "scan_results_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_results" ADD CONSTRAINT "scan_results_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_hunt" ON "alerts" USING btree ("hunt_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_result" ON "alerts" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "channels_user" ON "channels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "component_aliases_alias" ON "component_aliases" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "component_aliases_component" ON "component_aliases" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "components_category" ON "components" USING btree ("category");--> statement-breakpoint
CREATE INDEX "hunt_listings_action" ON "hunt_listings" USING btree ("hunt_id","action","updated_at");--> statement-breakpoint
CREATE INDEX "hunts_user" ON "hunts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hunts_due" ON "hunts" USING btree ("active","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_source_external" ON "listings" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "listings_last_seen" ON "listings" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "listings_component" ON "listings" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_alert_channel" ON "outbox" USING btree ("alert_id","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payer_nonce" ON "payments" USING btree ("payer","nonce");--> statement-breakpoint
CREATE INDEX "price_observations_component_time" ON "price_observations" USING btree ("component_id","observed_at");--> statement-breakpoint
CREATE INDEX "price_observations_listing" ON "price_observations" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "price_observations_time" ON "price_observations" USING btree ("observed_at","component_id");--> statement-breakpoint
CREATE INDEX "price_observations_tx" ON "price_observations" USING btree ("tx");--> statement-breakpoint
CREATE UNIQUE INDEX "public_quota_ip_day" ON "public_quota" USING btree ("ip","day");--> statement-breakpoint
CREATE INDEX "result_counts_user" ON "result_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scan_results_user_run" ON "scan_results" USING btree ("user_id","run_at","action");--> statement-breakpoint
CREATE INDEX "scan_results_hunt_run" ON "scan_results" USING btree ("hunt_id","run_at","action");--> statement-breakpoint
CREATE INDEX "sold_fetches_due" ON "sold_fetches" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));