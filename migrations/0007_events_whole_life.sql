-- Events' whole life and offers by place (docs/rules/notifications-and-events.md): a waiting list for full events (a
-- cancellation registers the first in line in the same transaction), an online event's link
-- (shown to its registrants and organiser only), when the day-before reminder went out, and the
-- district of each job and volunteering offer, which their lists filter by.
CREATE TABLE `event_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_event_user_unique` ON `event_waitlist` (`event_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `waitlist_user_idx` ON `event_waitlist` (`user_id`);--> statement-breakpoint
ALTER TABLE `events` ADD `online_url` text;--> statement-breakpoint
ALTER TABLE `events` ADD `reminder_sent_at` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `district` text;--> statement-breakpoint
CREATE INDEX `opportunities_district_idx` ON `opportunities` (`district`,`created_at`);--> statement-breakpoint
ALTER TABLE `volunteering` ADD `district` text;--> statement-breakpoint
CREATE INDEX `volunteering_district_idx` ON `volunteering` (`district`,`created_at`);