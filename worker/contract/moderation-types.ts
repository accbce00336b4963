/**
 * Trust (docs/rules/trust.md): who may moderate, what may be reported and why, and what a
 * moderator may do. The database's checks (migration 0012) list the same values.
 */

/** A member's role; `member` is everyone's until an admin says otherwise. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may open `/moderacao`. */
export const MODERATING_ROLES: readonly Role[] = ['moderator', 'admin'];

/** The kinds of published item: what can be edited, deleted, reported and hidden. */
export const ITEM_TYPES = ['article', 'protocol', 'event', 'opportunity', 'volunteering'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What a member may report: an item, a comment, a profile, a clinical question or an answer (docs/rules/questions.md). */
export const REPORT_TARGET_TYPES = [...ITEM_TYPES, 'comment', 'user', 'question', 'answer'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'ofensivo', 'dados-de-doente', 'direitos-de-autor', 'outro'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads in the interface. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam ou publicidade',
  ofensivo: 'Conteúdo ofensivo',
  'dados-de-doente': 'Dados que identificam um utente',
  'direitos-de-autor': 'Violação de direitos de autor',
  outro: 'Outro motivo',
};

/** The longest report details and moderation reason. */
export const MODERATION_TEXT_MAX = 1000;

/**
 * Different members whose reports hide an item or comment until a moderator decides. After a
 * moderator restored it, only reports made since count (docs/decisions/028-hardening-second-pass.md).
 */
export const REPORTS_THAT_HIDE = 3;

/**
 * A report of patient data hides at once only when its reporter is a verified therapist or
 * confirmed their e-mail this many days ago or more; anyone else's counts as one of the three.
 */
export const PATIENT_DATA_TRUSTED_AFTER_DAYS = 7;

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'delete', 'suspend', 'unsuspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * Every action the moderation log records: the moderators' actions, roles given and taken
 * (worker/db/queries/moderation.ts, `npm run admin`), licence numbers decided
 * (verifications.ts), protocols reviewed (protocol-reviews.ts) and the askers of anonymous questions a
 * moderator read (questions.ts). The 'Registo' tab names each.
 */
export type LoggedAction = ModerationAction | 'grant-moderator' | 'revoke-moderator' | 'grant-admin' | 'revoke-admin' | 'verify-approve' | 'verify-refuse' | 'protocol-review' | 'reveal-asker';

/**
 * Why an item or comment is hidden: a moderator hid it, three members reported it, one reported
 * patient data, or its author was suspended (unsuspending restores only these last ones).
 */
export const HIDDEN_CAUSES = ['moderator', 'reports', 'patient-data', 'suspension'] as const;
export type HiddenCause = (typeof HIDDEN_CAUSES)[number];

/** How the 'Registo' tab names an actor whose account was deleted, by the role they acted in. */
export const REMOVED_ACTOR_LABELS: Record<Role, string> = {
  member: 'Membro removido',
  moderator: 'Moderador removido',
  admin: 'Administrador removido',
};

/** How it names the portal itself (an item hidden after reports) and the maintainer's `npm run admin`. */
export const AUTOMATIC_ACTOR_LABEL = 'Sistema';

/** What an author reads on their own hidden item or comment. */
export const HIDDEN_NOTICE = 'Oculto pela moderação';

/** Oxford CEBM levels of evidence, 1 (strongest) to 5, of a reviewed protocol. */
export const EVIDENCE_LEVELS = [1, 2, 3, 4, 5] as const;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
