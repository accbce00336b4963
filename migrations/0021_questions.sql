CREATE TABLE `answer_votes` (
	`answer_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`answer_id`, `user_id`),
	FOREIGN KEY (`answer_id`) REFERENCES `answers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `answer_votes_user_idx` ON `answer_votes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`content` text NOT NULL,
	`content_text` text DEFAULT '' NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	`privacy_acknowledged` text,
	`hidden_at` text,
	`hidden_reason` text,
	`hidden_cause` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "answers_votes_check" CHECK("answers"."votes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `answers_question_idx` ON `answers` (`question_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `answers_author_idx` ON `answers` (`author_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `answers_hidden_idx` ON `answers` (`author_id`) WHERE "answers"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`content_text` text DEFAULT '' NOT NULL,
	`title_stems` text,
	`content_stems` text,
	`author_id` integer NOT NULL,
	`anonymous` integer DEFAULT false NOT NULL,
	`category_id` integer,
	`community_id` integer,
	`answer_count` integer DEFAULT 0 NOT NULL,
	`accepted_answer_id` integer,
	`privacy_acknowledged` text,
	`hidden_at` text,
	`hidden_reason` text,
	`hidden_cause` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`accepted_answer_id`) REFERENCES `answers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "questions_answer_count_check" CHECK("questions"."answer_count" >= 0),
	CONSTRAINT "questions_title_len" CHECK(length("questions"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE INDEX `questions_created_idx` ON `questions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `questions_category_idx` ON `questions` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_community_idx` ON `questions` (`community_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_author_idx` ON `questions` (`author_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_accepted_idx` ON `questions` (`accepted_answer_id`);--> statement-breakpoint
CREATE INDEX `questions_hidden_idx` ON `questions` (`author_id`) WHERE "questions"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "drafts_kind_check" CHECK("__new_drafts"."kind" in ('article', 'protocol', 'event', 'opportunity', 'volunteering', 'question')),
	CONSTRAINT "drafts_body_len" CHECK(length("__new_drafts"."body") <= 262144)
);
--> statement-breakpoint
INSERT INTO `__new_drafts`("id", "author_id", "kind", "item_id", "body", "created_at", "updated_at") SELECT "id", "author_id", "kind", "item_id", "body", "created_at", "updated_at" FROM `drafts`;--> statement-breakpoint
DROP TABLE `drafts`;--> statement-breakpoint
ALTER TABLE `__new_drafts` RENAME TO `drafts`;--> statement-breakpoint
CREATE UNIQUE INDEX `drafts_target_unique` ON `drafts` (`author_id`,`kind`,coalesce("item_id", 0));--> statement-breakpoint
CREATE TABLE `__new_reports` (
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
	CONSTRAINT "reports_target_type_check" CHECK("__new_reports"."target_type" in ('article', 'protocol', 'event', 'opportunity', 'volunteering', 'comment', 'user', 'question', 'answer')),
	CONSTRAINT "reports_reason_check" CHECK("__new_reports"."reason" in ('spam', 'ofensivo', 'dados-de-doente', 'direitos-de-autor', 'outro')),
	CONSTRAINT "reports_details_len" CHECK("__new_reports"."details" is null or length("__new_reports"."details") <= 1000)
);
--> statement-breakpoint
INSERT INTO `__new_reports`("id", "reporter_id", "target_type", "target_id", "reason", "details", "created_at", "resolved_at", "resolved_by", "resolution") SELECT "id", "reporter_id", "target_type", "target_id", "reason", "details", "created_at", "resolved_at", "resolved_by", "resolution" FROM `reports`;--> statement-breakpoint
DROP TABLE `reports`;--> statement-breakpoint
ALTER TABLE `__new_reports` RENAME TO `reports`;--> statement-breakpoint
CREATE UNIQUE INDEX `reports_reporter_target_unique` ON `reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`,`resolved_at`);--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`resolved_at`,`created_at`);--> statement-breakpoint
-- The questions' e-mail preference, its CHECK on the column (a table check would rebuild the table).
ALTER TABLE `email_preferences` ADD `questions` text DEFAULT 'immediate' NOT NULL CHECK (`questions` in ('immediate', 'weekly', 'off'));
--> statement-breakpoint
-- Questions are searched as the other kinds are (migrations 0006 and 0015): the Portuguese stems of
-- the title and text in one index, and of the title alone in the index a visitor's search reads.
CREATE VIRTUAL TABLE `questions_fts` USING fts5(
	title_stems, content_stems,
	content = 'questions', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `questions_fts_insert` AFTER INSERT ON `questions` BEGIN
	INSERT INTO questions_fts(rowid, title_stems, content_stems) VALUES (new.id, new.title_stems, new.content_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_delete` AFTER DELETE ON `questions` BEGIN
	INSERT INTO questions_fts(questions_fts, rowid, title_stems, content_stems) VALUES ('delete', old.id, old.title_stems, old.content_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_update` AFTER UPDATE OF title_stems, content_stems ON `questions` BEGIN
	INSERT INTO questions_fts(questions_fts, rowid, title_stems, content_stems) VALUES ('delete', old.id, old.title_stems, old.content_stems);
	INSERT INTO questions_fts(rowid, title_stems, content_stems) VALUES (new.id, new.title_stems, new.content_stems);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `questions_public_fts` USING fts5(
	title_stems,
	content = 'questions', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `questions_public_fts_insert` AFTER INSERT ON `questions` BEGIN
	INSERT INTO questions_public_fts(rowid, title_stems) VALUES (new.id, new.title_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_public_fts_delete` AFTER DELETE ON `questions` BEGIN
	INSERT INTO questions_public_fts(questions_public_fts, rowid, title_stems) VALUES ('delete', old.id, old.title_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_public_fts_update` AFTER UPDATE OF title_stems ON `questions` BEGIN
	INSERT INTO questions_public_fts(questions_public_fts, rowid, title_stems) VALUES ('delete', old.id, old.title_stems);
	INSERT INTO questions_public_fts(rowid, title_stems) VALUES (new.id, new.title_stems);
END;
--> statement-breakpoint
INSERT INTO questions_fts(questions_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO questions_public_fts(questions_public_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
-- A question's answers and an answer's useful votes are counted by triggers, so that every way a
-- row comes or goes (a write, a deletion, an account's deletion and its cascades) keeps the count
-- exact, whatever runs at the same time.
CREATE TRIGGER `answers_count_insert` AFTER INSERT ON `answers` BEGIN
	UPDATE questions SET answer_count = answer_count + 1 WHERE id = new.question_id;
END;
--> statement-breakpoint
CREATE TRIGGER `answers_count_delete` AFTER DELETE ON `answers` BEGIN
	UPDATE questions SET answer_count = answer_count - 1 WHERE id = old.question_id AND answer_count > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `answer_votes_count_insert` AFTER INSERT ON `answer_votes` BEGIN
	UPDATE answers SET votes = votes + 1 WHERE id = new.answer_id;
END;
--> statement-breakpoint
CREATE TRIGGER `answer_votes_count_delete` AFTER DELETE ON `answer_votes` BEGIN
	UPDATE answers SET votes = votes - 1 WHERE id = old.answer_id AND votes > 0;
END;
