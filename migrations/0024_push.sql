-- Web push and offline reading (docs/rules/push-and-offline.md): which kinds of news each member wants
-- pushed, each device's subscription (owned by the session that made it, so that it ends with it),
-- and when the push sweep took each notification.
CREATE TABLE `push_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	`events` integer DEFAULT 0 NOT NULL,
	`following` integer DEFAULT 0 NOT NULL,
	`mentions` integer DEFAULT 0 NOT NULL,
	`account` integer DEFAULT 0 NOT NULL,
	`questions` integer DEFAULT 0 NOT NULL,
	`alerts` integer DEFAULT 0 NOT NULL,
	`communities` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "push_preferences_switches_check" CHECK("push_preferences"."comments" in (0, 1) and "push_preferences"."events" in (0, 1) and "push_preferences"."following" in (0, 1) and "push_preferences"."mentions" in (0, 1) and "push_preferences"."account" in (0, 1) and "push_preferences"."questions" in (0, 1) and "push_preferences"."alerts" in (0, 1) and "push_preferences"."communities" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`session_hash` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_hash`) REFERENCES `sessions`(`token_hash`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "push_subscriptions_endpoint_len" CHECK(length("push_subscriptions"."endpoint") <= 1024),
	CONSTRAINT "push_subscriptions_keys_len" CHECK(length("push_subscriptions"."p256dh") = 87 and length("push_subscriptions"."auth") = 22)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_session_idx` ON `push_subscriptions` (`session_hash`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `pushed_at` text;--> statement-breakpoint
CREATE INDEX `notifications_unread_created_idx` ON `notifications` (`created_at`) WHERE "notifications"."read_at" IS NULL;