ALTER TABLE `price_observations` ADD `kind` text DEFAULT 'sold' NOT NULL;--> statement-breakpoint
CREATE INDEX `price_observations_listing` ON `price_observations` (`listing_id`);--> statement-breakpoint
-- Observations recorded from listings still for sale are asking prices, not sales.
UPDATE `price_observations` SET `kind` = 'asking' WHERE `listing_id` IN (SELECT `id` FROM `listings` WHERE `status` NOT IN ('sold', 'closed'));
