// The account's whole life (docs/rules/email-and-account-life.md): e-mail verification, password reset, e-mail change,
// sessions, data export and deletion. The zod-free half of account.ts.

/** The refusal of an e-mailed link that is unknown, used or expired (400; nothing changes). */
export const EMAIL_TOKEN_INVALID = 'Esta ligação é inválida ou já expirou. Peça uma nova.';

/** `POST /api/email-verification/confirm` and `POST /api/email-change/confirm`. */
export interface EmailTokenInput {
  token: string;
}

/** The 202 answer of `POST /api/email-verification` and `POST /api/password-reset`: what was sent, for a person. */
export interface AccountMessage {
  message: string;
}

/** `POST /api/password-reset`: answered 202 whether or not the address belongs to a member. */
export interface PasswordResetRequestInput {
  email: string;
}

/** `POST /api/password-reset/confirm`. */
export interface PasswordResetConfirmInput {
  token: string;
  password: string;
  confirmPassword?: string;
}

/** The one answer of `POST /api/password-reset`, known address or not. */
export const PASSWORD_RESET_SENT = 'Se este e-mail pertencer a uma conta, enviámos uma ligação para repor a palavra-passe. Verifique a sua caixa de correio.';

/** One of the member's sessions (`GET /api/me/sessions`). */
export interface SessionInfo {
  /** An opaque id for `DELETE /api/me/sessions/{id}` (never the cookie). */
  id: string;
  /** The session of the browser asking. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  /** A short browser and system name from the User-Agent, e.g. 'Chrome em Windows'. */
  device: string;
}

/** `DELETE /api/me`: the password again, and whether articles, protocols and comments stay as by 'Membro removido'. */
export interface DeleteAccountInput {
  password: string;
  keepContent: boolean;
}

/** The top-level keys of `GET /api/me/export` (docs/rules/email-and-account-life.md), besides `exportedAt`. */
export const ACCOUNT_EXPORT_KEYS = [
  'profile',
  'articles',
  'protocols',
  'events',
  'opportunities',
  'volunteering',
  'comments',
  'questions',
  'answers',
  'answerVotes',
  'likes',
  'savedItems',
  'savedSearches',
  'savedSearchAlerts',
  'eventRegistrations',
  'eventWaitlist',
  'notifications',
  'follows',
  'communities',
  'communitiesOpened',
  'emailPreferences',
  'pushPreferences',
  'pushDevices',
  'weeklyDigests',
  'reports',
  'verifications',
  'moderationActions',
  'sessions',
  'consents',
  'uploads',
  'drafts',
  'cpdEntries',
  'cpdCertificates',
  'cpdSettings',
] as const;
type AccountExportKey = (typeof ACCOUNT_EXPORT_KEYS)[number];

/** `GET /api/me/export`: a JSON attachment of everything the portal holds about the member. */
export type AccountExport = { exportedAt: string } & { profile: Record<string, unknown> } & Record<Exclude<AccountExportKey, 'profile'>, Record<string, unknown>[]>;
