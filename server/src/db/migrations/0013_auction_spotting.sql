ALTER TABLE `listings` ADD `spotted_price` real;--> statement-breakpoint
ALTER TABLE `listings` ADD `spotted_hours` real;--> statement-breakpoint
ALTER TABLE `price_observations` ADD `close_ratio` real;--> statement-breakpoint
ALTER TABLE `price_observations` ADD `spotted_hours` real;