-- Mentions (docs/rules/mentions.md): how a member wants to be e-mailed when someone mentions them.
ALTER TABLE `email_preferences` ADD `mentions` text DEFAULT 'immediate' NOT NULL CHECK (`mentions` in ('immediate', 'weekly', 'off'));
