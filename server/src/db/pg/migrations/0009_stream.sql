CREATE TABLE "alert_latency" (
	"alert_id" text PRIMARY KEY NOT NULL,
	"hunt_id" text NOT NULL,
	"source" text NOT NULL,
	"origin_at" bigint NOT NULL,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "stream_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"cursor" text DEFAULT '{"heads":{}}' NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"failure" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_read_at" bigint DEFAULT 0 NOT NULL,
	"last_read_at" bigint,
	"items" integer DEFAULT 0 NOT NULL,
	"malformed" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" bigint
);
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "last_streamed_at" bigint;--> statement-breakpoint
CREATE INDEX "alert_latency_delivered" ON "alert_latency" USING btree ("delivered_at");