-- E-mail about communities (docs/rules/communities.md): requests to join the communities a member
-- moderates, and their own requests approved. Its CHECK on the column (a table check would rebuild the table).
ALTER TABLE `email_preferences` ADD `communities` text DEFAULT 'immediate' NOT NULL CHECK (`communities` in ('immediate', 'weekly', 'off'));
