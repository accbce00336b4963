-- Trust (docs/rules/trust.md): roles, suspension and verified therapists on users; reports,
-- the moderation log and licence-number requests; on every item and comment when, why and by what
-- it was hidden; events cancelled, offers closed early, edits dated; protocols reviewed by a
-- moderator with an Oxford CEBM level and a due date. Columns are added in place (never a rebuilt
-- table, which would drop the full-text triggers of migration 0006), each CHECK on its column.
-- Protocols marked validated before this keep the mark, without a reviewer.
CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`target_title` text,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "moderation_log_action_len" CHECK(length("moderation_log"."action") <= 50),
	CONSTRAINT "moderation_log_reason_len" CHECK("moderation_log"."reason" is null or length("moderation_log"."reason") <= 1000)
);
--> statement-breakpoint
CREATE INDEX `moderation_log_created_idx` ON `moderation_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `moderation_log_target_idx` ON `moderation_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `ot_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`licence_number` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "ot_verifications_status_check" CHECK("ot_verifications"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "ot_verifications_licence_len" CHECK(length("ot_verifications"."licence_number") between 1 and 20),
	CONSTRAINT "ot_verifications_reason_len" CHECK("ot_verifications"."reason" is null or length("ot_verifications"."reason") <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ot_verifications_pending_unique` ON `ot_verifications` (`user_id`) WHERE "ot_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `ot_verifications_status_idx` ON `ot_verifications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `ot_verifications_user_idx` ON `ot_verifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text,
	`resolved_by` integer,
	`resolution` text,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reports_target_type_check" CHECK("reports"."target_type" in ('article', 'protocol', 'event', 'opportunity', 'volunteering', 'comment', 'user')),
	CONSTRAINT "reports_reason_check" CHECK("reports"."reason" in ('spam', 'ofensivo', 'dados-de-doente', 'direitos-de-autor', 'outro')),
	CONSTRAINT "reports_details_len" CHECK("reports"."details" is null or length("reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_reporter_target_unique` ON `reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`,`resolved_at`);--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`resolved_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `articles` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `hidden_cause` text CONSTRAINT "articles_hidden_cause_check" CHECK(`hidden_cause` is null or `hidden_cause` in ('moderator', 'reports', 'patient-data', 'suspension'));--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_cause` text CONSTRAINT "comments_hidden_cause_check" CHECK(`hidden_cause` is null or `hidden_cause` in ('moderator', 'reports', 'patient-data', 'suspension'));--> statement-breakpoint
ALTER TABLE `comments` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `cancelled_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `events` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `events` ADD `hidden_cause` text CONSTRAINT "events_hidden_cause_check" CHECK(`hidden_cause` is null or `hidden_cause` in ('moderator', 'reports', 'patient-data', 'suspension'));--> statement-breakpoint
ALTER TABLE `events` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `hidden_cause` text CONSTRAINT "opportunities_hidden_cause_check" CHECK(`hidden_cause` is null or `hidden_cause` in ('moderator', 'reports', 'patient-data', 'suspension'));--> statement-breakpoint
ALTER TABLE `opportunities` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `reviewed_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `protocols` ADD `reviewed_at` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `evidence_level` integer CONSTRAINT "protocols_evidence_level_check" CHECK(`evidence_level` is null or `evidence_level` between 1 and 5);--> statement-breakpoint
ALTER TABLE `protocols` ADD `review_due_at` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `hidden_cause` text CONSTRAINT "protocols_hidden_cause_check" CHECK(`hidden_cause` is null or `hidden_cause` in ('moderator', 'reports', 'patient-data', 'suspension'));--> statement-breakpoint
CREATE INDEX `protocols_evidence_idx` ON `protocols` (`evidence_level`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'member' NOT NULL CONSTRAINT "users_role_check" CHECK(`role` in ('member', 'moderator', 'admin'));--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `verified_ot_at` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `hidden_cause` text CONSTRAINT "volunteering_hidden_cause_check" CHECK(`hidden_cause` is null or `hidden_cause` in ('moderator', 'reports', 'patient-data', 'suspension'));--> statement-breakpoint
ALTER TABLE `volunteering` ADD `updated_at` text;