CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`content_text` text DEFAULT '' NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`author_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`image_url` text,
	`pdf_url` text,
	`type` text DEFAULT 'ARTICLE' NOT NULL,
	`read_time` integer DEFAULT 10 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "articles_type_check" CHECK("articles"."type" in ('ARTICLE', 'CASE_STUDY', 'RESEARCH')),
	CONSTRAINT "articles_likes_check" CHECK("articles"."likes" >= 0),
	CONSTRAINT "articles_read_time_check" CHECK("articles"."read_time" > 0)
);
--> statement-breakpoint
CREATE INDEX `articles_created_idx` ON `articles` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `articles_category_idx` ON `articles` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `articles_author_idx` ON `articles` (`author_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `articles_type_idx` ON `articles` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`icon` text DEFAULT 'puzzle' NOT NULL,
	CONSTRAINT "categories_name_len" CHECK(length("categories"."name") between 1 and 100),
	CONSTRAINT "categories_icon_len" CHECK(length("categories"."icon") <= 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content` text NOT NULL,
	`user_id` integer NOT NULL,
	`article_id` integer,
	`protocol_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`protocol_id`) REFERENCES `protocols`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comments_target_check" CHECK(("comments"."article_id" is null) <> ("comments"."protocol_id" is null)),
	CONSTRAINT "comments_content_len" CHECK(length("comments"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE INDEX `comments_article_idx` ON `comments` (`article_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_protocol_idx` ON `comments` (`protocol_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`category` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "contact_category_check" CHECK("contact_messages"."category" in ('general', 'membership', 'content', 'technical', 'partnership', 'other'))
);
--> statement-breakpoint
CREATE INDEX `contact_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_event_user_unique` ON `event_registrations` (`event_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `registrations_user_created_idx` ON `event_registrations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`event_type` text NOT NULL,
	`event_date` text NOT NULL,
	`location` text NOT NULL,
	`organizer_id` integer NOT NULL,
	`image_url` text,
	`max_participants` integer,
	`registered_count` integer DEFAULT 0 NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "events_type_len" CHECK(length("events"."event_type") <= 50),
	CONSTRAINT "events_max_check" CHECK("events"."max_participants" is null or "events"."max_participants" > 0),
	CONSTRAINT "events_capacity_check" CHECK("events"."registered_count" >= 0 and ("events"."max_participants" is null or "events"."registered_count" <= "events"."max_participants"))
);
--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_date_idx` ON `events` (`event_date`);--> statement-breakpoint
CREATE INDEX `events_organizer_idx` ON `events` (`organizer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `files` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`owner_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "files_kind_check" CHECK("files"."kind" in ('avatar', 'image', 'pdf'))
);
--> statement-breakpoint
CREATE INDEX `files_created_idx` ON `files` (`created_at`);--> statement-breakpoint
CREATE TABLE `likes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`article_id` integer,
	`protocol_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`protocol_id`) REFERENCES `protocols`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "likes_target_check" CHECK(("likes"."article_id" is null) <> ("likes"."protocol_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `likes_user_article_unique` ON `likes` (`user_id`,`article_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `likes_user_protocol_unique` ON `likes` (`user_id`,`protocol_id`);--> statement-breakpoint
CREATE INDEX `likes_user_created_idx` ON `likes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `opportunities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`company` text NOT NULL,
	`location` text NOT NULL,
	`employment_type` text DEFAULT 'fulltime' NOT NULL,
	`requirements` text,
	`contact_email` text NOT NULL,
	`poster_id` integer NOT NULL,
	`expires_at` text,
	`search_text` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`poster_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "opportunities_type_check" CHECK("opportunities"."employment_type" in ('fulltime', 'parttime', 'freelance', 'volunteer'))
);
--> statement-breakpoint
CREATE INDEX `opportunities_created_idx` ON `opportunities` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `opportunities_poster_idx` ON `opportunities` (`poster_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `protocols` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`content_text` text DEFAULT '' NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`author_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`image_url` text,
	`pdf_url` text,
	`is_validated` integer DEFAULT false NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "protocols_likes_check" CHECK("protocols"."likes" >= 0),
	CONSTRAINT "protocols_downloads_check" CHECK("protocols"."downloads" >= 0)
);
--> statement-breakpoint
CREATE INDEX `protocols_created_idx` ON `protocols` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `protocols_category_idx` ON `protocols` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `protocols_author_idx` ON `protocols` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `revoked_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revoked_sessions_expires_idx` ON `revoked_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `saved_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`article_id` integer,
	`protocol_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`protocol_id`) REFERENCES `protocols`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_target_check" CHECK(("saved_items"."article_id" is null) <> ("saved_items"."protocol_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_user_article_unique` ON `saved_items` (`user_id`,`article_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_user_protocol_unique` ON `saved_items` (`user_id`,`protocol_id`);--> statement-breakpoint
CREATE INDEX `saved_user_created_idx` ON `saved_items` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`full_name` text NOT NULL,
	`specialty` text,
	`location` text,
	`bio` text,
	`avatar_url` text,
	`show_email` integer DEFAULT false NOT NULL,
	`sessions_valid_after` text,
	`search_text` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "users_username_len" CHECK(length("users"."username") between 3 and 100),
	CONSTRAINT "users_email_len" CHECK(length("users"."email") <= 255),
	CONSTRAINT "users_full_name_len" CHECK(length("users"."full_name") <= 255),
	CONSTRAINT "users_specialty_len" CHECK("users"."specialty" is null or length("users"."specialty") <= 255),
	CONSTRAINT "users_location_len" CHECK("users"."location" is null or length("users"."location") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `volunteering` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`organization` text NOT NULL,
	`location` text NOT NULL,
	`contact_email` text NOT NULL,
	`poster_id` integer NOT NULL,
	`expires_at` text,
	`search_text` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`poster_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `volunteering_created_idx` ON `volunteering` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `volunteering_poster_idx` ON `volunteering` (`poster_id`,`created_at`);