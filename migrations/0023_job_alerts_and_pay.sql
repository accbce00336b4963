-- Job alerts and pay (docs/rules/job-alerts-and-pay.md): members' saved searches of the offer lists,
-- the offers each matched (one row per member and offer), and an opportunity's pay.
CREATE TABLE `saved_search_matches` (
	`user_id` integer NOT NULL,
	`offer_type` text NOT NULL,
	`offer_id` integer NOT NULL,
	`saved_search_id` integer NOT NULL,
	`frequency` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `offer_type`, `offer_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_matches_created_idx` ON `saved_search_matches` (`created_at`);--> statement-breakpoint
CREATE INDEX `saved_search_matches_search_idx` ON `saved_search_matches` (`saved_search_id`);--> statement-breakpoint
CREATE INDEX `saved_search_matches_offer_idx` ON `saved_search_matches` (`offer_type`,`offer_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`district` text,
	`employment_type` text,
	`q` text,
	`q_stems` text DEFAULT '' NOT NULL,
	`frequency` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_searches_kind_check" CHECK("saved_searches"."kind" in ('opportunities', 'volunteering')),
	CONSTRAINT "saved_searches_frequency_check" CHECK("saved_searches"."frequency" in ('immediate', 'weekly'))
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `saved_searches_kind_idx` ON `saved_searches` (`kind`,`user_id`);--> statement-breakpoint
-- How the member wants saved searches' alerts by e-mail (a CHECK on the column, as migration 0012 does).
ALTER TABLE `email_preferences` ADD `alerts` text DEFAULT 'immediate' NOT NULL CHECK (`alerts` in ('immediate', 'weekly', 'off'));--> statement-breakpoint
-- An opportunity's monthly gross pay: a range in euros or the name of a public pay scale (null: offers from before).
ALTER TABLE `opportunities` ADD `salary_min` integer;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `salary_max` integer;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `salary_text` text;--> statement-breakpoint
CREATE INDEX `opportunities_salary_reach_idx` ON `opportunities` (coalesce(`salary_max`, `salary_min`));--> statement-breakpoint
-- The saved search an alert e-mail's one-click link deletes.
ALTER TABLE `unsubscribe_tokens` ADD `saved_search_id` integer;