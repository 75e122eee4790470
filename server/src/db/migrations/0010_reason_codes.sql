ALTER TABLE `hunt_listings` ADD `reason_codes` text;--> statement-breakpoint
ALTER TABLE `scan_results` ADD `reason_codes` text;