/** The kinds of news a member may be e-mailed about (docs/rules/notifications-and-events.md). */
export const EMAIL_NEWS_KINDS = ['comments', 'events', 'following', 'mentions', 'questions', 'alerts', 'communities'] as const;
export type EmailNewsKind = (typeof EMAIL_NEWS_KINDS)[number];

/** How often: at once, in the Monday digest, or never. */
export const EMAIL_FREQUENCIES = ['immediate', 'weekly', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export type EmailPreferences = Record<EmailNewsKind, EmailFrequency>;

/**
 * Comments on the member's content, changes to their events, mentions of them and answers to their
 * questions at once; what they follow weekly; the alerts of their saved searches as each search
 * says (docs/rules/job-alerts-and-pay.md).
 */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  comments: 'immediate',
  events: 'immediate',
  following: 'weekly',
  mentions: 'immediate',
  questions: 'immediate',
  alerts: 'immediate',
  communities: 'immediate',
};

export const EMAIL_NEWS_LABELS: Record<EmailNewsKind, string> = {
  comments: 'Comentários ao que publicou',
  events: 'Os seus eventos (inscrições, alterações, lugares)',
  following: 'Novidades do que segue',
  mentions: 'Menções a si (@nome de utilizador)',
  questions: 'Respostas às suas perguntas e aceitação das suas respostas',
  alerts: 'Alertas das suas pesquisas guardadas',
  communities: 'Comunidades (pedidos de adesão e pedidos aprovados)',
};

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  immediate: 'Logo que acontece',
  weekly: 'No resumo semanal',
  off: 'Nunca',
};

/** `POST /api/email-preferences/unsubscribe`: which news the link turned off. */
export interface UnsubscribeResult {
  kind: EmailNewsKind;
  preferences: EmailPreferences;
  /** An alert's link (docs/rules/job-alerts-and-pay.md): the saved search it deleted, in a line, or null when it was already gone; the preferences stay as they were. */
  savedSearch?: string | null;
}
