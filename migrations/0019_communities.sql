CREATE TABLE `communities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`visibility` text DEFAULT 'open' NOT NULL,
	`member_count` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "communities_kind_check" CHECK("communities"."kind" in ('specialty', 'region', 'interest')),
	CONSTRAINT "communities_visibility_check" CHECK("communities"."visibility" in ('open', 'closed')),
	CONSTRAINT "communities_member_count_check" CHECK("communities"."member_count" >= 0),
	CONSTRAINT "communities_name_len" CHECK(length("communities"."name") between 3 and 80),
	CONSTRAINT "communities_slug_len" CHECK(length("communities"."slug") between 3 and 60)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `communities_slug_unique` ON `communities` (`slug`);--> statement-breakpoint
CREATE TABLE `community_members` (
	`community_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`membership` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`community_id`, `user_id`),
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "community_members_membership_check" CHECK("community_members"."membership" in ('pending', 'member', 'moderator'))
);
--> statement-breakpoint
CREATE INDEX `community_members_user_idx` ON `community_members` (`user_id`,`membership`);--> statement-breakpoint
CREATE INDEX `community_members_list_idx` ON `community_members` (`community_id`,`membership`,`created_at`);--> statement-breakpoint
ALTER TABLE `articles` ADD `community_id` integer REFERENCES communities(id);--> statement-breakpoint
CREATE INDEX `articles_community_idx` ON `articles` (`community_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `events` ADD `community_id` integer REFERENCES communities(id);--> statement-breakpoint
CREATE INDEX `events_community_idx` ON `events` (`community_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `protocols` ADD `community_id` integer REFERENCES communities(id);--> statement-breakpoint
CREATE INDEX `protocols_community_idx` ON `protocols` (`community_id`,`created_at`);
--> statement-breakpoint
-- The specialty communities (the registration form's specialties) and the seven region communities, open.
INSERT INTO `communities` (`slug`, `name`, `description`, `kind`, `visibility`) VALUES
  ('pediatria', 'Pediatria', 'Terapeutas ocupacionais que trabalham em pediatria: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('intervencao-precoce', 'Intervenção Precoce', 'Terapeutas ocupacionais que trabalham em intervenção precoce: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('integracao-sensorial', 'Integração Sensorial', 'Terapeutas ocupacionais que trabalham em integração sensorial: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('contexto-escolar', 'Contexto Escolar', 'Terapeutas ocupacionais que trabalham em contexto escolar: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('saude-mental', 'Saúde Mental', 'Terapeutas ocupacionais que trabalham em saúde mental: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('neurologia', 'Neurologia', 'Terapeutas ocupacionais que trabalham em neurologia: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('reabilitacao-fisica', 'Reabilitação Física', 'Terapeutas ocupacionais que trabalham em reabilitação física: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('mao-e-membro-superior', 'Mão e Membro Superior', 'Terapeutas ocupacionais que trabalham em mão e membro superior: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('gerontologia', 'Gerontologia', 'Terapeutas ocupacionais que trabalham em gerontologia: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('cuidados-paliativos', 'Cuidados Paliativos', 'Terapeutas ocupacionais que trabalham em cuidados paliativos: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('saude-ocupacional', 'Saúde Ocupacional', 'Terapeutas ocupacionais que trabalham em saúde ocupacional: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('produtos-de-apoio-e-acessibilidade', 'Produtos de Apoio e Acessibilidade', 'Terapeutas ocupacionais que trabalham em produtos de apoio e acessibilidade: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('comunidade-e-inclusao', 'Comunidade e Inclusão', 'Terapeutas ocupacionais que trabalham em comunidade e inclusão: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('docencia-e-investigacao', 'Docência e Investigação', 'Terapeutas ocupacionais que trabalham em docência e investigação: casos, dúvidas, recursos e eventos da área.', 'specialty', 'open'),
  ('norte', 'Norte', 'Terapeutas ocupacionais no Norte: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open'),
  ('centro', 'Centro', 'Terapeutas ocupacionais no Centro: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open'),
  ('lisboa-e-vale-do-tejo', 'Lisboa e Vale do Tejo', 'Terapeutas ocupacionais em Lisboa e Vale do Tejo: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open'),
  ('alentejo', 'Alentejo', 'Terapeutas ocupacionais no Alentejo: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open'),
  ('algarve', 'Algarve', 'Terapeutas ocupacionais no Algarve: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open'),
  ('acores', 'Açores', 'Terapeutas ocupacionais nos Açores: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open'),
  ('madeira', 'Madeira', 'Terapeutas ocupacionais na Madeira: encontros, oportunidades e partilha entre colegas da região.', 'region', 'open');