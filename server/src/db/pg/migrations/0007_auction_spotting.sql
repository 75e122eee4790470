ALTER TABLE "listings" ADD COLUMN "spotted_price" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spotted_hours" double precision;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "close_ratio" double precision;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "spotted_hours" double precision;