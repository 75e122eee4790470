CREATE TABLE `sold_fetches` (
	`source` text NOT NULL,
	`query_key` text NOT NULL,
	`query` text NOT NULL,
	`next_run_at` integer NOT NULL,
	`last_run_at` integer,
	`last_error` text,
	`last_count` integer,
	`lease_owner` text,
	`lease_until` integer,
	PRIMARY KEY(`source`, `query_key`)
);
--> statement-breakpoint
CREATE INDEX `sold_fetches_due` ON `sold_fetches` (`next_run_at`);