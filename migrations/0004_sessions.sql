-- An index of each member's sessions (the session itself stays in KV, under the same SHA-256 of
-- the cookie's id), so that a new password can end every other session at once, reads included,
-- and the settings page can list them. Sessions begun before this migration have no row until
-- their next daily renewal; until then they end for writes through users.sessions_valid_after
-- and for reads at that renewal, which asks D1 first.
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sessions_user_agent_len" CHECK("sessions"."user_agent" is null or length("sessions"."user_agent") <= 200)
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`,`last_seen_at`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen_idx` ON `sessions` (`last_seen_at`);