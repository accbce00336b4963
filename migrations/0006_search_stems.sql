-- Search over every kind, tolerant of Portuguese plural and gender (docs/rules/language-and-search.md, issue 21):
-- each searched field gets a column of its Portuguese stems, which the Worker computes when it
-- writes the field (worker/lib/search-stems.ts: accents and case removed, then stemmed); each kind
-- gets an external-content FTS5 index over those columns, kept in step by triggers (a deletion,
-- however it happens, leaves the index). The old indexes over the plain text of articles and
-- protocols are replaced. Every index is set to 'secure-delete', so that what a deletion removes
-- (a member's name, when they delete their account) is removed from the index's pages too, not
-- only marked deleted. Rows from before this migration have no stems yet: the daily
-- maintenance fills them in (worker/services/search-backfill.ts), and `npm run seed` writes them.
ALTER TABLE `articles` ADD `title_stems` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `summary_stems` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `content_stems` text;--> statement-breakpoint
ALTER TABLE `events` ADD `title_stems` text;--> statement-breakpoint
ALTER TABLE `events` ADD `location_stems` text;--> statement-breakpoint
ALTER TABLE `events` ADD `description_stems` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `title_stems` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `company_stems` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `location_stems` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `description_stems` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `title_stems` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `summary_stems` text;--> statement-breakpoint
ALTER TABLE `protocols` ADD `content_stems` text;--> statement-breakpoint
ALTER TABLE `users` ADD `name_stems` text;--> statement-breakpoint
ALTER TABLE `users` ADD `specialty_stems` text;--> statement-breakpoint
ALTER TABLE `users` ADD `location_stems` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `title_stems` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `organization_stems` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `location_stems` text;--> statement-breakpoint
ALTER TABLE `volunteering` ADD `description_stems` text;
--> statement-breakpoint
DROP TRIGGER `articles_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `articles_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `articles_fts_update`;
--> statement-breakpoint
DROP TABLE `articles_fts`;
--> statement-breakpoint
DROP TRIGGER `protocols_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `protocols_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `protocols_fts_update`;
--> statement-breakpoint
DROP TABLE `protocols_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `articles_fts` USING fts5(
	title_stems, summary_stems, content_stems,
	content = 'articles', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `articles_fts_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO articles_fts(rowid, title_stems, summary_stems, content_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title_stems, summary_stems, content_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_update` AFTER UPDATE OF title_stems, summary_stems, content_stems ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title_stems, summary_stems, content_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems);
	INSERT INTO articles_fts(rowid, title_stems, summary_stems, content_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `protocols_fts` USING fts5(
	title_stems, summary_stems, content_stems,
	content = 'protocols', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_insert` AFTER INSERT ON `protocols` BEGIN
	INSERT INTO protocols_fts(rowid, title_stems, summary_stems, content_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_delete` AFTER DELETE ON `protocols` BEGIN
	INSERT INTO protocols_fts(protocols_fts, rowid, title_stems, summary_stems, content_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `protocols_fts_update` AFTER UPDATE OF title_stems, summary_stems, content_stems ON `protocols` BEGIN
	INSERT INTO protocols_fts(protocols_fts, rowid, title_stems, summary_stems, content_stems) VALUES ('delete', old.id, old.title_stems, old.summary_stems, old.content_stems);
	INSERT INTO protocols_fts(rowid, title_stems, summary_stems, content_stems) VALUES (new.id, new.title_stems, new.summary_stems, new.content_stems);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `events_fts` USING fts5(
	title_stems, location_stems, description_stems,
	content = 'events', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `events_fts_insert` AFTER INSERT ON `events` BEGIN
	INSERT INTO events_fts(rowid, title_stems, location_stems, description_stems) VALUES (new.id, new.title_stems, new.location_stems, new.description_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_delete` AFTER DELETE ON `events` BEGIN
	INSERT INTO events_fts(events_fts, rowid, title_stems, location_stems, description_stems) VALUES ('delete', old.id, old.title_stems, old.location_stems, old.description_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_update` AFTER UPDATE OF title_stems, location_stems, description_stems ON `events` BEGIN
	INSERT INTO events_fts(events_fts, rowid, title_stems, location_stems, description_stems) VALUES ('delete', old.id, old.title_stems, old.location_stems, old.description_stems);
	INSERT INTO events_fts(rowid, title_stems, location_stems, description_stems) VALUES (new.id, new.title_stems, new.location_stems, new.description_stems);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `opportunities_fts` USING fts5(
	title_stems, company_stems, location_stems, description_stems,
	content = 'opportunities', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `opportunities_fts_insert` AFTER INSERT ON `opportunities` BEGIN
	INSERT INTO opportunities_fts(rowid, title_stems, company_stems, location_stems, description_stems) VALUES (new.id, new.title_stems, new.company_stems, new.location_stems, new.description_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `opportunities_fts_delete` AFTER DELETE ON `opportunities` BEGIN
	INSERT INTO opportunities_fts(opportunities_fts, rowid, title_stems, company_stems, location_stems, description_stems) VALUES ('delete', old.id, old.title_stems, old.company_stems, old.location_stems, old.description_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `opportunities_fts_update` AFTER UPDATE OF title_stems, company_stems, location_stems, description_stems ON `opportunities` BEGIN
	INSERT INTO opportunities_fts(opportunities_fts, rowid, title_stems, company_stems, location_stems, description_stems) VALUES ('delete', old.id, old.title_stems, old.company_stems, old.location_stems, old.description_stems);
	INSERT INTO opportunities_fts(rowid, title_stems, company_stems, location_stems, description_stems) VALUES (new.id, new.title_stems, new.company_stems, new.location_stems, new.description_stems);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `volunteering_fts` USING fts5(
	title_stems, organization_stems, location_stems, description_stems,
	content = 'volunteering', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `volunteering_fts_insert` AFTER INSERT ON `volunteering` BEGIN
	INSERT INTO volunteering_fts(rowid, title_stems, organization_stems, location_stems, description_stems) VALUES (new.id, new.title_stems, new.organization_stems, new.location_stems, new.description_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `volunteering_fts_delete` AFTER DELETE ON `volunteering` BEGIN
	INSERT INTO volunteering_fts(volunteering_fts, rowid, title_stems, organization_stems, location_stems, description_stems) VALUES ('delete', old.id, old.title_stems, old.organization_stems, old.location_stems, old.description_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `volunteering_fts_update` AFTER UPDATE OF title_stems, organization_stems, location_stems, description_stems ON `volunteering` BEGIN
	INSERT INTO volunteering_fts(volunteering_fts, rowid, title_stems, organization_stems, location_stems, description_stems) VALUES ('delete', old.id, old.title_stems, old.organization_stems, old.location_stems, old.description_stems);
	INSERT INTO volunteering_fts(rowid, title_stems, organization_stems, location_stems, description_stems) VALUES (new.id, new.title_stems, new.organization_stems, new.location_stems, new.description_stems);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_fts` USING fts5(
	name_stems, specialty_stems, location_stems,
	content = 'users', content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO users_fts(rowid, name_stems, specialty_stems, location_stems) VALUES (new.id, new.name_stems, new.specialty_stems, new.location_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN
	INSERT INTO users_fts(users_fts, rowid, name_stems, specialty_stems, location_stems) VALUES ('delete', old.id, old.name_stems, old.specialty_stems, old.location_stems);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF name_stems, specialty_stems, location_stems ON `users` BEGIN
	INSERT INTO users_fts(users_fts, rowid, name_stems, specialty_stems, location_stems) VALUES ('delete', old.id, old.name_stems, old.specialty_stems, old.location_stems);
	INSERT INTO users_fts(rowid, name_stems, specialty_stems, location_stems) VALUES (new.id, new.name_stems, new.specialty_stems, new.location_stems);
END;
--> statement-breakpoint
INSERT INTO articles_fts(articles_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO protocols_fts(protocols_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO events_fts(events_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO opportunities_fts(opportunities_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO volunteering_fts(volunteering_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO users_fts(users_fts, rank) VALUES ('secure-delete', 1);
