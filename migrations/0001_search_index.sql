-- Full-text search over articles and protocols (title, summary, text of the content), accent- and
-- case-insensitive. External-content FTS5 tables, kept in sync with their tables by triggers.
CREATE VIRTUAL TABLE `articles_fts` USING fts5(
	title, summary, content_text,
	content = 'articles', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `articles_fts_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO articles_fts(rowid, title, summary, content_text) VALUES (new.id, new.title, new.summary, new.content_text);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title, summary, content_text) VALUES ('delete', old.id, old.title, old.summary, old.content_text);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_update` AFTER UPDATE OF title, summary, content_text ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title, summary, content_text) VALUES ('delete', old.id, old.title, old.summary, old.content_text);
	INSERT INTO articles_fts(rowid, title, summary, content_text) VALUES (new.id, new.title, new.summary, new.content_text);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `protocols_fts` USING fts5(
	title, summary, content_text,
	content = 'protocols', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_insert` AFTER INSERT ON `protocols` BEGIN
	INSERT INTO protocols_fts(rowid, title, summary, content_text) VALUES (new.id, new.title, new.summary, new.content_text);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_delete` AFTER DELETE ON `protocols` BEGIN
	INSERT INTO protocols_fts(protocols_fts, rowid, title, summary, content_text) VALUES ('delete', old.id, old.title, old.summary, old.content_text);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_update` AFTER UPDATE OF title, summary, content_text ON `protocols` BEGIN
	INSERT INTO protocols_fts(protocols_fts, rowid, title, summary, content_text) VALUES ('delete', old.id, old.title, old.summary, old.content_text);
	INSERT INTO protocols_fts(rowid, title, summary, content_text) VALUES (new.id, new.title, new.summary, new.content_text);
END;
