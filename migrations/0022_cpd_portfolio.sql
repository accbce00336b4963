CREATE TABLE `cpd_certificates` (
	`code` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`event_id` integer,
	`organizer_id` integer,
	`member_name` text NOT NULL,
	`event_title` text NOT NULL,
	`event_date` text NOT NULL,
	`organizer_name` text NOT NULL,
	`quarter_hours` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cpd_certificates_hours_check" CHECK("cpd_certificates"."quarter_hours" between 1 and 400)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cpd_certificates_valid_unique` ON `cpd_certificates` (`event_id`,`user_id`) WHERE "cpd_certificates"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX `cpd_certificates_user_idx` ON `cpd_certificates` (`user_id`);--> statement-breakpoint
CREATE INDEX `cpd_certificates_organizer_idx` ON `cpd_certificates` (`organizer_id`);--> statement-breakpoint
CREATE TABLE `cpd_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`entry_date` text NOT NULL,
	`title` text NOT NULL,
	`kind` text NOT NULL,
	`quarter_hours` integer NOT NULL,
	`reflection` text,
	`evidence_url` text,
	`event_id` integer,
	`certificate_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`certificate_code`) REFERENCES `cpd_certificates`(`code`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cpd_entries_kind_check" CHECK("cpd_entries"."kind" in ('evento', 'formacao', 'congresso', 'leitura', 'supervisao', 'investigacao', 'docencia', 'outro')),
	CONSTRAINT "cpd_entries_hours_check" CHECK("cpd_entries"."quarter_hours" between 1 and 800),
	CONSTRAINT "cpd_entries_title_len" CHECK(length("cpd_entries"."title") between 3 and 200),
	CONSTRAINT "cpd_entries_reflection_len" CHECK("cpd_entries"."reflection" is null or length("cpd_entries"."reflection") <= 40000)
);
--> statement-breakpoint
CREATE INDEX `cpd_entries_user_date_idx` ON `cpd_entries` (`user_id`,`entry_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `cpd_entries_certificate_unique` ON `cpd_entries` (`certificate_code`) WHERE "cpd_entries"."certificate_code" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `cpd_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`target_quarter_hours` integer NOT NULL,
	`reminders` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cpd_settings_target_check" CHECK("cpd_settings"."target_quarter_hours" between 4 and 4000)
);
--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `ticket_code` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `attended_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_ticket_unique` ON `event_registrations` (`ticket_code`) WHERE "event_registrations"."ticket_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `cpd_quarter_hours` integer;