ALTER TABLE "hunt_listings" ADD COLUMN "reason_codes" text;--> statement-breakpoint
ALTER TABLE "scan_results" ADD COLUMN "reason_codes" text;