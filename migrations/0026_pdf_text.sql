CREATE TABLE `pdf_texts` (
	`item_kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`pdf_url` text NOT NULL,
	`text` text NOT NULL,
	`folded` text NOT NULL,
	`pages` integer NOT NULL,
	`truncated` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`item_kind`, `item_id`),
	CONSTRAINT "pdf_texts_kind_check" CHECK("pdf_texts"."item_kind" in ('article', 'protocol'))
);
--> statement-breakpoint
ALTER TABLE `articles` ADD `pdf_stems` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `pdf_stems` text;
--> statement-breakpoint
-- The text of attached PDFs (docs/rules/pdf-text.md, docs/decisions/079-pdf-text-extraction.md).
-- Each of the full search indexes of articles and protocols gains a fourth column, the stems of the
-- item's PDF (`pdf_stems`, written by the PDF text Worker): members' searches match it, a visitor's
-- index (migration 0015) does not have it. The indexes are made again with it and rebuilt; their
-- triggers follow the new column.
DROP TRIGGER `articles_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `articles_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `articles_fts_update`;
--> statement-breakpoint
DROP TABLE `articles_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `articles_fts` USING fts5(
	title_stems, summary_stems, content_stems, pdf_stems,
	content = 'articles', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `articles_fts_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO articles_fts(rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems, new.pdf_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems, old.pdf_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_update` AFTER UPDATE OF title_stems, summary_stems, content_stems, pdf_stems ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems, old.pdf_stems);
	INSERT INTO articles_fts(rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems, new.pdf_stems);
END;
--> statement-breakpoint
INSERT INTO articles_fts(articles_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO articles_fts(articles_fts) VALUES ('rebuild');
--> statement-breakpoint
-- An item's PDF replaced or removed takes its text and stems with it; so does the item deleted.
CREATE TRIGGER `articles_pdf_text_replaced` AFTER UPDATE OF pdf_url ON `articles` WHEN old.pdf_url IS NOT new.pdf_url BEGIN
	UPDATE articles SET pdf_stems = NULL WHERE id = new.id AND pdf_stems IS NOT NULL;
	DELETE FROM pdf_texts WHERE item_kind = 'article' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_pdf_text_deleted` AFTER DELETE ON `articles` BEGIN
	DELETE FROM pdf_texts WHERE item_kind = 'article' AND item_id = old.id;
END;
--> statement-breakpoint
DROP TRIGGER `protocols_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `protocols_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `protocols_fts_update`;
--> statement-breakpoint
DROP TABLE `protocols_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `protocols_fts` USING fts5(
	title_stems, summary_stems, content_stems, pdf_stems,
	content = 'protocols', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_insert` AFTER INSERT ON `protocols` BEGIN
	INSERT INTO protocols_fts(rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems, new.pdf_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_delete` AFTER DELETE ON `protocols` BEGIN
	INSERT INTO protocols_fts(protocols_fts, rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems, old.pdf_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_update` AFTER UPDATE OF title_stems, summary_stems, content_stems, pdf_stems ON `protocols` BEGIN
	INSERT INTO protocols_fts(protocols_fts, rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems, old.pdf_stems);
	INSERT INTO protocols_fts(rowid, title_stems, summary_stems, content_stems, pdf_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems, new.pdf_stems);
END;
--> statement-breakpoint
INSERT INTO protocols_fts(protocols_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO protocols_fts(protocols_fts) VALUES ('rebuild');
--> statement-breakpoint
-- An item's PDF replaced or removed takes its text and stems with it; so does the item deleted.
CREATE TRIGGER `protocols_pdf_text_replaced` AFTER UPDATE OF pdf_url ON `protocols` WHEN old.pdf_url IS NOT new.pdf_url BEGIN
	UPDATE protocols SET pdf_stems = NULL WHERE id = new.id AND pdf_stems IS NOT NULL;
	DELETE FROM pdf_texts WHERE item_kind = 'protocol' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_pdf_text_deleted` AFTER DELETE ON `protocols` BEGIN
	DELETE FROM pdf_texts WHERE item_kind = 'protocol' AND item_id = old.id;
END;
