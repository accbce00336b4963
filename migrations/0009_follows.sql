CREATE TABLE `follows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`follower_id` integer NOT NULL,
	`category_id` integer,
	`followed_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`followed_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "follows_one_target" CHECK(("follows"."category_id" IS NULL) <> ("follows"."followed_user_id" IS NULL)),
	CONSTRAINT "follows_not_self" CHECK("follows"."followed_user_id" IS NULL OR "follows"."followed_user_id" <> "follows"."follower_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follows_category_unique` ON `follows` (`follower_id`,`category_id`) WHERE "follows"."category_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `follows_member_unique` ON `follows` (`follower_id`,`followed_user_id`) WHERE "follows"."followed_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `follows_category_idx` ON `follows` (`category_id`);--> statement-breakpoint
CREATE INDEX `follows_followed_idx` ON `follows` (`followed_user_id`);