import { z } from 'zod';
import { idSchema, publicUserSummarySchema, timestampSchema } from './common';
import { AUTOMATIC_ACTOR_LABEL, HIDDEN_CAUSES, MODERATION_ACTIONS, MODERATION_TEXT_MAX, REMOVED_ACTOR_LABELS, REPORT_REASONS, REPORT_TARGET_TYPES, ROLES } from './moderation-types';

/*
 * Reports and moderation (docs/rules/trust.md): what a member sends to report, what a moderator
 * sends to act, and what the moderation screens read. The SPA loads this module only in its
 * moderation feature (lazily), never on the home page.
 */

const targetId = z.coerce.number({ message: 'Indique o que quer denunciar.' }).int('Indique o que quer denunciar.').positive('Indique o que quer denunciar.');
const targetType = z.enum(REPORT_TARGET_TYPES, { message: 'Indique o tipo de conteúdo.' });

/** `POST /api/reports`: details are required when the reason is 'outro'. */
export const reportInputSchema = z
  .object({
    targetType,
    targetId,
    reason: z.enum(REPORT_REASONS, { message: 'Escolha o motivo da denúncia.' }),
    details: z
      .string({ message: 'Os pormenores devem ser texto.' })
      .trim()
      .max(MODERATION_TEXT_MAX, `Os pormenores devem ter no máximo ${MODERATION_TEXT_MAX} caracteres.`)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((body) => body.reason !== 'outro' || body.details !== undefined, {
    message: 'Descreva o motivo da denúncia.',
    path: ['details'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportCreatedSchema = z.strictObject({ id: idSchema });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

const reason = z.string({ message: 'Indique o motivo.' }).trim().min(1, 'Indique o motivo.').max(MODERATION_TEXT_MAX, `O motivo deve ter no máximo ${MODERATION_TEXT_MAX} caracteres.`);

/** `POST /api/moderation/actions`. */
export const moderationActionInputSchema = z.object({
  targetType,
  targetId,
  action: z.enum(MODERATION_ACTIONS, { message: 'Escolha uma ação de moderação.' }),
  reason,
});
export type ModerationActionInput = z.input<typeof moderationActionInputSchema>;

/** `POST /api/moderation/roles`: an admin makes a member a moderator, or a moderator a member again. */
export const roleInputSchema = z.object({
  userId: z.coerce.number({ message: 'Indique o membro.' }).int('Indique o membro.').positive('Indique o membro.'),
  role: z.enum(['member', 'moderator'], { message: 'Escolha a função: membro ou moderador.' }),
});
export type RoleInput = z.input<typeof roleInputSchema>;

const hiddenSchema = z.strictObject({ at: timestampSchema, reason: z.string().nullable(), cause: z.enum(HIDDEN_CAUSES) }).nullable();

/** What was reported, as a moderator reads it in place. Null fields: a target that no longer exists. */
const reportedTargetSchema = z.strictObject({
  title: z.string(),
  url: z.string().nullable(),
  author: publicUserSummarySchema.nullable(),
  hidden: hiddenSchema,
  /** A suspended member (profiles), or the suspension of the author. */
  suspended: z.boolean(),
  /** The content itself: an article's or protocol's HTML (sanitised), a description, a comment's text, a profile's bio. */
  content: z.string().nullable(),
  /** Whether `content` is sanitised HTML (articles and protocols) or plain text. */
  html: z.boolean(),
  /** What the privacy review found in a case study and its author checked and kept (docs/rules/patient-privacy.md); empty otherwise. */
  privacyAcknowledged: z.array(z.string()),
});

const reportEntrySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: publicUserSummarySchema.nullable(),
  createdAt: timestampSchema,
});

/** `GET /api/moderation/reports`: one entry per reported target, newest report first. */
export const reportedItemSchema = z.strictObject({
  targetType,
  targetId: idSchema,
  target: reportedTargetSchema.nullable(),
  reports: z.array(reportEntrySchema),
  count: z.number().int().positive(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** `POST /api/moderation/actions`: what the action did. */
export const moderationActionResultSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS),
  targetType,
  targetId: idSchema,
  /** Open reports the action resolved. */
  resolved: z.number().int().nonnegative(),
});
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;

export const roleChangedSchema = z.strictObject({ userId: idSchema, role: z.enum(['member', 'moderator']) });
export type RoleChanged = z.infer<typeof roleChangedSchema>;

/** `GET /api/moderation/members`: a member as the admin's list of moderators shows them. */
export const moderationMemberSchema = publicUserSummarySchema.extend({ role: z.enum(ROLES), suspended: z.boolean() });
export type ModerationMember = z.infer<typeof moderationMemberSchema>;

/** `GET /api/moderation/audit`: one row of the log, newest first. */
export const auditEntrySchema = z.strictObject({
  id: idSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  targetTitle: z.string().nullable(),
  reason: z.string().nullable(),
  /** Null for what the portal did by itself (an item hidden after reports) or an actor who left. */
  actor: publicUserSummarySchema.nullable(),
  /** The actor's role when they acted, kept after they leave; null for what the portal did by itself. */
  actorRole: z.enum(ROLES).nullable(),
  createdAt: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Who acted, as the log names them: their name, a label by role once they left, or the portal itself. */
export function auditActorName(entry: Pick<AuditEntry, 'actor' | 'actorRole'>): string {
  if (entry.actor) return entry.actor.fullName;
  return entry.actorRole ? REMOVED_ACTOR_LABELS[entry.actorRole] : AUTOMATIC_ACTOR_LABEL;
}
