-- What a new member needed on the first day (docs/rules/first-day.md), and the case studies' privacy review.
-- The weekly digests sent, one row per member and Lisbon week: a digest goes out only from the job
-- that inserts its row, so a schedule or job run twice sends one digest a week.
CREATE TABLE `digest_sends` (
	`user_id` integer NOT NULL,
	`week` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `week`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `digest_sends_week_idx` ON `digest_sends` (`week`);--> statement-breakpoint
-- An event's end (null for events published before it was asked for) and its price in euro cents (0: free).
ALTER TABLE `events` ADD `ends_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `price_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A case study's privacy findings its author checked and kept (docs/rules/patient-privacy.md).
ALTER TABLE `articles` ADD `privacy_acknowledged` text;--> statement-breakpoint
-- The name an upload had on the member's computer: what it downloads as.
ALTER TABLE `files` ADD `name` text;--> statement-breakpoint
-- When a member finished or skipped the first-day guide.
ALTER TABLE `users` ADD `onboarded_at` text;--> statement-breakpoint
-- Members who joined before the first-day guide existed have nothing to be guided through.
UPDATE `users` SET `onboarded_at` = `created_at` WHERE `onboarded_at` IS NULL;
