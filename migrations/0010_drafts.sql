-- Drafts and the case-study declaration (issue 21): what an author is writing, one draft per
-- author, kind and item (a new item's draft has item_id null, hence the coalesce in the unique
-- index, written by hand: drizzle-kit splits an expression at its comma), read only by its author;
-- and when an article's author declared that a case study's patient cannot be identified and
-- consented (docs/rules/trust.md). Numbered 0010 (written as 0007 beside 0006–0009, which landed first).
CREATE TABLE `drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "drafts_kind_check" CHECK("drafts"."kind" in ('article', 'protocol', 'event', 'opportunity', 'volunteering')),
	CONSTRAINT "drafts_body_len" CHECK(length("drafts"."body") <= 262144)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `drafts_target_unique` ON `drafts` (`author_id`,`kind`,coalesce("item_id", 0));--> statement-breakpoint
ALTER TABLE `articles` ADD `patient_consent_at` text;