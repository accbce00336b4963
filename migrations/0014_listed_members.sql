-- The members listed (docs/rules/trust.md: not suspended, not the shared 'Membro removido'
-- row), newest first: the directory's page and its count, the home page's featured members, read
-- this small index instead of every row of `users` (a count was a scan of every member).
CREATE INDEX `users_listed_idx` ON `users` (`created_at`,`id`) WHERE "users"."username" <> '~removido' AND "users"."suspended_at" IS NULL;