-- E-mail preferences per kind of news, and the one-click unsubscribe links (docs/rules/notifications-and-events.md):
-- a member without a row has the defaults; a link is kept as its SHA-256 until it expires.
CREATE TABLE `email_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`comments` text NOT NULL,
	`events` text NOT NULL,
	`following` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_preferences_comments_check" CHECK("email_preferences"."comments" in ('immediate', 'weekly', 'off')),
	CONSTRAINT "email_preferences_events_check" CHECK("email_preferences"."events" in ('immediate', 'weekly', 'off')),
	CONSTRAINT "email_preferences_following_check" CHECK("email_preferences"."following" in ('immediate', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE `unsubscribe_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `unsubscribe_tokens_user_idx` ON `unsubscribe_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `unsubscribe_tokens_expires_idx` ON `unsubscribe_tokens` (`expires_at`);