CREATE TABLE "alert_feedback" (
	"alert_id" text NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"reason" text,
	"via" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "alert_feedback_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_links_spent" (
	"link_id" text PRIMARY KEY NOT NULL,
	"spent_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realized_sales" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"category" text,
	"condition" text,
	"judged_median" double precision NOT NULL,
	"sold_price" double precision NOT NULL,
	"sold_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "judged_median" double precision;--> statement-breakpoint
ALTER TABLE "alert_feedback" ADD CONSTRAINT "alert_feedback_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realized_sales" ADD CONSTRAINT "realized_sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_feedback_time" ON "alert_feedback" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "realized_sales_time" ON "realized_sales" USING btree ("sold_at");