CREATE TABLE `alert_feedback` (
	`alert_id` text NOT NULL,
	`user_id` text NOT NULL,
	`label` text NOT NULL,
	`reason` text,
	`via` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `user_id`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_feedback_time` ON `alert_feedback` (`updated_at`);--> statement-breakpoint
CREATE TABLE `feedback_links_spent` (
	`link_id` text PRIMARY KEY NOT NULL,
	`spent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `realized_sales` (
	`listing_id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`category` text,
	`condition` text,
	`judged_median` real NOT NULL,
	`sold_price` real NOT NULL,
	`sold_at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `realized_sales_time` ON `realized_sales` (`sold_at`);--> statement-breakpoint
ALTER TABLE `listings` ADD `judged_median` real;