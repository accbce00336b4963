-- Comments e-mailed to an item's author at most once an hour, grouped (docs/decisions/028-hardening-second-pass.md).
-- One row per article or protocol whose author was e-mailed a comment: when the last e-mail about
-- its comments was claimed, the comment ids it told of (after `mailed_after`, up to
-- `mailed_through`), and how many comments came since and wait for the hour to pass. No member
-- column: the recipient is the item's author when the e-mail is written.
CREATE TABLE `comment_mails` (
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`mailed_at` integer NOT NULL,
	`mailed_after` integer NOT NULL,
	`mailed_through` integer NOT NULL,
	`waiting` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`),
	CONSTRAINT "comment_mails_target_type_check" CHECK("comment_mails"."target_type" in ('article', 'protocol')),
	CONSTRAINT "comment_mails_range_check" CHECK("comment_mails"."mailed_after" <= "comment_mails"."mailed_through"),
	CONSTRAINT "comment_mails_waiting_check" CHECK("comment_mails"."waiting" >= 0)
);
--> statement-breakpoint
-- What the scheduled sender looks for: the items with comments waiting, by when they were last mailed.
CREATE INDEX `comment_mails_waiting_idx` ON `comment_mails` (`mailed_at`) WHERE "comment_mails"."waiting" > 0;
