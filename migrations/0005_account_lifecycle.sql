-- The account's whole life (docs/rules/email-and-account-life.md): single-use e-mailed links stored only as SHA-256
-- (verification, password reset, e-mail change), the terms and privacy versions each member
-- accepted, and when a member confirmed their address. Members who registered before this
-- migration have no confirmation yet: the portal asks them once, with a banner.
CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`terms_version` text NOT NULL,
	`privacy_version` text NOT NULL,
	`accepted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consents_user_idx` ON `consents` (`user_id`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`expires_at` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_tokens_purpose_check" CHECK("email_tokens"."purpose" in ('email-verification', 'password-reset', 'email-change')),
	CONSTRAINT "email_tokens_new_email_len" CHECK("email_tokens"."new_email" is null or length("email_tokens"."new_email") <= 255)
);
--> statement-breakpoint
CREATE INDEX `email_tokens_user_idx` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `email_tokens_expires_idx` ON `email_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;