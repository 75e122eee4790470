CREATE TABLE `alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`hunt_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`result_id` text,
	`channel` text,
	`action` text,
	`score` integer,
	`price` real,
	`sent_at` integer NOT NULL,
	`fingerprint` text,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alerts_hunt` ON `alerts` (`hunt_id`,`sent_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_result` ON `alerts` (`result_id`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`key_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_user` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `channels` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`label` text NOT NULL,
	`channel_type` text NOT NULL,
	`notify_url_encrypted` text NOT NULL,
	`redacted_url` text NOT NULL,
	`webhook_secret_encrypted` text,
	`enabled` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`alerts_sent` integer DEFAULT 0 NOT NULL,
	`alerts_opened` integer DEFAULT 0 NOT NULL,
	`alerts_clicked` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channels_user` ON `channels` (`user_id`);--> statement-breakpoint
CREATE TABLE `component_aliases` (
	`component_id` text NOT NULL,
	`alias` text NOT NULL,
	`kind` text DEFAULT 'name' NOT NULL,
	FOREIGN KEY (`component_id`) REFERENCES `components`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `component_aliases_alias` ON `component_aliases` (`alias`);--> statement-breakpoint
CREATE INDEX `component_aliases_component` ON `component_aliases` (`component_id`);--> statement-breakpoint
CREATE TABLE `components` (
	`id` text PRIMARY KEY NOT NULL,
	`category` text,
	`subcategory` text,
	`brand` text,
	`model` text,
	`mpn` text,
	`capacity` text,
	`capacity_gb` real,
	`interface` text,
	`form_factor` text,
	`generation` text,
	`attributes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `components_category` ON `components` (`category`);--> statement-breakpoint
CREATE TABLE `hunt_listings` (
	`hunt_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`score` integer,
	`action` text,
	`verdict` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`hunt_id`, `listing_id`),
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hunt_listings_action` ON `hunt_listings` (`hunt_id`,`action`,`updated_at`);--> statement-breakpoint
CREATE TABLE `hunts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`config` text NOT NULL,
	`criteria` text,
	`target_price` real,
	`ceiling_price` real,
	`sources_enabled` text,
	`poll_interval_hours` integer DEFAULT 24 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`paused_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`last_run_at` integer,
	`last_manual_scan_at` integer,
	`alert_count` integer DEFAULT 0 NOT NULL,
	`last_alert_at` integer,
	`last_alert_status` text,
	`next_run_at` integer DEFAULT 0 NOT NULL,
	`lease_owner` text,
	`lease_until` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hunts_user` ON `hunts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `hunts_due` ON `hunts` (`active`,`next_run_at`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`external_id` text NOT NULL,
	`title` text,
	`url` text,
	`price` real,
	`currency` text,
	`capacity` text,
	`category` text,
	`condition` text,
	`component_id` text,
	`location` text,
	`status` text DEFAULT 'active' NOT NULL,
	`score` integer,
	`verdict` text,
	`action` text,
	`facts` text,
	`first_seen` integer NOT NULL,
	`last_seen` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listings_source_external` ON `listings` (`source`,`external_id`);--> statement-breakpoint
CREATE INDEX `listings_last_seen` ON `listings` (`last_seen`);--> statement-breakpoint
CREATE INDEX `listings_component` ON `listings` (`component_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`alert_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`user_id` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`digest` integer DEFAULT false NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_owner` text,
	`lease_until` integer,
	`last_status` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_alert_channel` ON `outbox` (`alert_id`,`channel_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`rail` text NOT NULL,
	`payer` text NOT NULL,
	`nonce` text NOT NULL,
	`amount` text NOT NULL,
	`resource` text NOT NULL,
	`outcome` text NOT NULL,
	`transaction` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_payer_nonce` ON `payments` (`payer`,`nonce`);--> statement-breakpoint
CREATE TABLE `price_observations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`component_id` text NOT NULL,
	`price` real NOT NULL,
	`observed_at` integer NOT NULL,
	`source` text,
	`condition` text,
	`location` text,
	`listing_id` text
);
--> statement-breakpoint
CREATE INDEX `price_observations_component_time` ON `price_observations` (`component_id`,`observed_at`);--> statement-breakpoint
CREATE TABLE `public_quota` (
	`ip` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `public_quota_ip_day` ON `public_quota` (`ip`,`day`);--> statement-breakpoint
CREATE TABLE `result_counts` (
	`user_id` text NOT NULL,
	`hunt_id` text NOT NULL,
	`action` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hunt_id`, `action`),
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `result_counts_user` ON `result_counts` (`user_id`);--> statement-breakpoint
CREATE TABLE `scan_results` (
	`id` text PRIMARY KEY NOT NULL,
	`hunt_id` text NOT NULL,
	`user_id` text NOT NULL,
	`listing_id` text,
	`price` real,
	`score` integer,
	`action` text,
	`verdict` text,
	`reasons` text,
	`is_backfill` integer DEFAULT false NOT NULL,
	`run_id` text NOT NULL,
	`run_at` integer NOT NULL,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `scan_results_user_run` ON `scan_results` (`user_id`,`run_at`,`action`);--> statement-breakpoint
CREATE INDEX `scan_results_hunt_run` ON `scan_results` (`hunt_id`,`run_at`,`action`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`tier` text DEFAULT 'free' NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`messaging_chat_id` text,
	`totp_enabled` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`billing_customer_id` text,
	`billing_subscription_id` text,
	`subscription_status` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));