-- Likes and saved items are looked up by their article or protocol: to recount an item's likes
-- after each like or unlike, and for the ON DELETE CASCADE when an article or protocol goes.
-- Their unique indexes lead with user_id, so without these each of those would scan the table.
CREATE INDEX `likes_article_idx` ON `likes` (`article_id`);
--> statement-breakpoint
CREATE INDEX `likes_protocol_idx` ON `likes` (`protocol_id`);
--> statement-breakpoint
CREATE INDEX `saved_article_idx` ON `saved_items` (`article_id`);
--> statement-breakpoint
CREATE INDEX `saved_protocol_idx` ON `saved_items` (`protocol_id`);
--> statement-breakpoint
-- The lists' text search (`q`: search_text LIKE '%…%') reads search_text for rows in date order;
-- with it in the index, that scan (and its count) never touches the wide rows holding the content.
CREATE INDEX `articles_created_search_idx` ON `articles` (`created_at`, `id`, `search_text`);
--> statement-breakpoint
CREATE INDEX `protocols_created_search_idx` ON `protocols` (`created_at`, `id`, `search_text`);
