ALTER TABLE `channels` ADD `webhook_secret_encrypted` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `digest` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `lease_owner` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `last_status` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_alert_channel` ON `outbox` (`alert_id`,`channel_id`);