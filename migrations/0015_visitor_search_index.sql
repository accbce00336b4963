-- A second search index of articles and protocols holding only their titles and summaries: what a
-- visitor's search may match (docs/rules/hardening.md; the content is for members). Visitors' words
-- were matched in the full index with a column filter, which reads every position of a word,
-- mostly the content's, to keep the title's and summary's: this index holds only those
-- (docs/decisions/019-search-in-pages-with-counts.md, "Whole words, and a visitor's index"). Kept
-- in step with its table by triggers, as the full index is, and set to 'secure-delete' like it.
CREATE VIRTUAL TABLE `articles_public_fts` USING fts5(
	title_stems, summary_stems,
	content = 'articles', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `articles_public_fts_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO articles_public_fts(rowid, title_stems, summary_stems) VALUES (new.id, new.title_stems, new.summary_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_public_fts_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO articles_public_fts(articles_public_fts, rowid, title_stems, summary_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_public_fts_update` AFTER UPDATE OF title_stems, summary_stems ON `articles` BEGIN
	INSERT INTO articles_public_fts(articles_public_fts, rowid, title_stems, summary_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems);
	INSERT INTO articles_public_fts(rowid, title_stems, summary_stems) VALUES (new.id, new.title_stems, new.summary_stems);
END;
--> statement-breakpoint
INSERT INTO articles_public_fts(articles_public_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO articles_public_fts(articles_public_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `protocols_public_fts` USING fts5(
	title_stems, summary_stems,
	content = 'protocols', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `protocols_public_fts_insert` AFTER INSERT ON `protocols` BEGIN
	INSERT INTO protocols_public_fts(rowid, title_stems, summary_stems) VALUES (new.id, new.title_stems, new.summary_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_public_fts_delete` AFTER DELETE ON `protocols` BEGIN
	INSERT INTO protocols_public_fts(protocols_public_fts, rowid, title_stems, summary_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_public_fts_update` AFTER UPDATE OF title_stems, summary_stems ON `protocols` BEGIN
	INSERT INTO protocols_public_fts(protocols_public_fts, rowid, title_stems, summary_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems);
	INSERT INTO protocols_public_fts(rowid, title_stems, summary_stems) VALUES (new.id, new.title_stems, new.summary_stems);
END;
--> statement-breakpoint
INSERT INTO protocols_public_fts(protocols_public_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO protocols_public_fts(protocols_public_fts) VALUES ('rebuild');
