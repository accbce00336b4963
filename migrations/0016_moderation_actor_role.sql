-- The moderation log keeps the role each actor had when they acted (docs/decisions/028-hardening-second-pass.md): when an actor's account goes, `actor_id` becomes NULL and the entry still reads
-- 'Moderador removido' or 'Administrador removido', never as one of the portal's own actions
-- (those have no actor and no role). Entries written before this get the role their actor has
-- now, or, for an actor already gone, 'admin' for a change of role and 'moderator' otherwise; the
-- portal's own hides (after reports) and the maintainer's `npm run admin` keep no role. The log's
-- copies of names of members already deleted become 'Membro removido'.
ALTER TABLE `moderation_log` ADD `actor_role` text CONSTRAINT "moderation_log_actor_role_check" CHECK(`actor_role` is null or `actor_role` in ('member', 'moderator', 'admin'));--> statement-breakpoint
UPDATE `moderation_log` SET `actor_role` = (SELECT CASE WHEN u.role = 'admin' THEN 'admin' ELSE 'moderator' END FROM users u WHERE u.id = moderation_log.actor_id)
 WHERE `actor_id` IS NOT NULL;--> statement-breakpoint
UPDATE `moderation_log` SET `actor_role` = CASE WHEN `action` IN ('grant-moderator', 'revoke-moderator') THEN 'admin' ELSE 'moderator' END
 WHERE `actor_id` IS NULL AND `action` NOT IN ('grant-admin', 'revoke-admin')
   AND NOT (`action` = 'hide' AND `reason` IN ('Oculto após denúncias, até decisão da moderação.', 'Oculto após denúncia de dados que identificam um doente, até decisão da moderação.'));--> statement-breakpoint
UPDATE `moderation_log` SET `target_title` = 'Membro removido'
 WHERE `target_type` = 'user' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = moderation_log.target_id);
