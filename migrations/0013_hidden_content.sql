-- Hidden content (docs/rules/trust.md): a small partial index of each table's hidden rows, by
-- owner. Every list leaves out `id NOT IN (the hidden rows the viewer does not own)` from it, so its
-- count and page stay on the indexes they used (hidden_at sits after the content: reading it for
-- every row reads every row to its end).
CREATE INDEX `articles_hidden_idx` ON `articles` (`author_id`) WHERE "articles"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `comments_hidden_idx` ON `comments` (`user_id`) WHERE "comments"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `events_hidden_idx` ON `events` (`organizer_id`) WHERE "events"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `opportunities_hidden_idx` ON `opportunities` (`poster_id`) WHERE "opportunities"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `protocols_hidden_idx` ON `protocols` (`author_id`) WHERE "protocols"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `volunteering_hidden_idx` ON `volunteering` (`poster_id`) WHERE "volunteering"."hidden_at" IS NOT NULL;